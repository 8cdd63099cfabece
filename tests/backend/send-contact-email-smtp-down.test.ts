import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startWithSmtpDown } from "./helpers/function-copy.ts";

/**
 * send-contact-email run by Deno as the stack runs it, on the fresh local
 * stack's database, with SMTP pointing at a port where nothing listens: the
 * lead is stored, marked for retry with the error, and the visitor still
 * gets 201 {ok, id}. The lead's next attempt is due 5 minutes later
 * (send-due-mail sends it: send-due-mail.test.ts).
 */

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });
let fn: Awaited<ReturnType<typeof startWithSmtpDown>>;

beforeAll(async () => {
  await db.connect();
  fn = await startWithSmtpDown("send-contact-email");
});

afterAll(async () => {
  await fn?.stop();
  await db.end();
});

/**
 * As the site's forms send it, with the time a person took to fill the form (decision 035),
 * straight to the function's copy: no platform address header, so no per-address limit (decision 044).
 */
const post = (body: Record<string, unknown>) =>
  fetch(fn.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fillMs: 8000, ...body }),
  });

describe("send-contact-email with SMTP down", () => {
  it("stores the quote request, marks it for retry, and still answers success", async () => {
    const response = await post({
      isServiceRequest: true,
      firstName: "Sam",
      lastName: "Reed",
      email: "sam.reed@example.com",
      phone: "7325550101",
      serviceType: "appraisal",
      propertyAddress: "5 Maple Ave",
      propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
      basePrice: 450,
      finalPrice: 450,
    });
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const { rows } = await db.query("select * from service_requests where id = $1", [id]);
    expect(rows[0]).toMatchObject({
      email: "sam.reed@example.com",
      email_status: "retry",
      email_attempts: 1,
      notification_sent_at: null,
      confirmation_sent_at: null,
      living_sqft: 1200,
      living_sqft_source: "request",
      price_tier: "under_1500",
    });
    expect(rows[0].last_email_error).toMatch(/business notification: .*ECONNREFUSED/);
    const wait = (rows[0].next_attempt_at as Date).getTime() - (rows[0].created_at as Date).getTime();
    expect(wait).toBeGreaterThan(4.5 * 60_000);
    expect(wait).toBeLessThan(5.5 * 60_000);
  });

  it("stores the contact message, marks it for retry, and still answers success", async () => {
    const response = await post({
      firstName: "Ana",
      lastName: "Silva",
      email: "Ana.Silva@Example.com",
      message: "Please call me about a date-of-death appraisal.",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { rows } = await db.query("select * from contact_messages where id = $1", [id]);
    expect(rows[0]).toMatchObject({ email: "ana.silva@example.com", email_status: "retry", email_attempts: 1, phone: null });
    expect(rows[0].last_email_error).toMatch(/visitor confirmation: /);
  });
});
