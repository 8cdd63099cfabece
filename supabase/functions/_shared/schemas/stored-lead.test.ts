import { describe, expect, it } from "vitest";
import { claimedLeadsSchema } from "./stored-lead.ts";

/** A lead as the claim functions answer it: (lead_table, to_jsonb(row)), every column of the row. */
const leadColumns = {
  id: "0b6f3f9e-8a59-4d3e-9d7e-2f3b5d4c1a10",
  created_at: "2026-11-26T09:00:00.123456+00:00",
  updated_at: "2026-11-26T09:00:00.123456+00:00",
  first_name: "Maria",
  last_name: "Lopez",
  email: "maria@example.com",
  email_status: "retry",
  email_attempts: 1,
  last_email_error: "business notification: connect ECONNREFUSED",
  next_attempt_at: "2026-11-26T09:05:00+00:00",
  claimed_until: "2026-11-26T09:15:00+00:00",
  failure_reported_at: null,
  notification_sent_at: null,
  confirmation_sent_at: "2026-11-26T09:00:01+00:00",
  suspected_spam: false,
  spam_reasons: [],
  confirmation_withheld: null,
};

const contactMessage = { ...leadColumns, phone: null, message: "Please call me." };

const serviceRequest = {
  ...leadColumns,
  phone: "9085550199",
  message: null,
  service_type: "appraisal",
  appraisal_type: "Refinance",
  property_address: "12 Oak Ridge Rd",
  property_data: { countyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: 2150 } },
  selected_photography_package: null,
  custom_services: [{ id: "drone", name: "Drone photos", price: 150 }],
  discount_code: { code: "SPRING10", type: "percentage", value: 10, description: null },
  client_base_price: 475,
  client_final_price: 427.5,
  server_base_price: "475.00",
  server_final_price: 427.5,
  price_mismatch: false,
  property_pin: "1009_12_3.01",
  living_sqft: 2150,
  living_sqft_source: "county_record",
  price_tier: "1500_to_2500",
  discount_status: "applied",
  utm: { utm_source: "newsletter" },
};

describe("claimed lead rows", () => {
  it("read each row as the lead of the table it names, with the columns the retry reads", () => {
    const [request, message] = claimedLeadsSchema.parse([
      { lead_table: "service_requests", lead: serviceRequest },
      { lead_table: "contact_messages", lead: contactMessage },
    ]);
    expect(request?.table).toBe("service_requests");
    expect(request?.row).toMatchObject({ id: leadColumns.id, server_base_price: "475.00", price_tier: "1500_to_2500", custom_services: serviceRequest.custom_services });
    expect(message).toEqual({
      table: "contact_messages",
      row: {
        id: leadColumns.id,
        created_at: leadColumns.created_at,
        first_name: "Maria",
        last_name: "Lopez",
        email: "maria@example.com",
        email_status: "retry",
        email_attempts: 1,
        last_email_error: "business notification: connect ECONNREFUSED",
        notification_sent_at: null,
        confirmation_sent_at: "2026-11-26T09:00:01+00:00",
        suspected_spam: false,
        spam_reasons: [],
        confirmation_withheld: null,
        phone: null,
        message: "Please call me.",
      },
    });
  });

  it("read no rows as no leads", () => {
    expect(claimedLeadsSchema.parse([])).toEqual([]);
  });

  it.each([
    ["a table it does not know", { lead_table: "site_visits", lead: contactMessage }],
    ["a row of the other table", { lead_table: "service_requests", lead: contactMessage }],
    ["a missing column", { lead_table: "contact_messages", lead: { ...contactMessage, email: undefined } }],
    ["a status outside the table's check", { lead_table: "contact_messages", lead: { ...contactMessage, email_status: "queued" } }],
    ["a tier outside the table's check", { lead_table: "service_requests", lead: { ...serviceRequest, price_tier: "huge" } }],
    ["no row", { lead_table: "contact_messages", lead: null }],
  ])("refuse %s", (_, claimed) => {
    expect(claimedLeadsSchema.safeParse([claimed]).success).toBe(false);
  });
});
