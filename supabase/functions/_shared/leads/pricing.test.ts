import { describe, expect, it } from "vitest";
import type { ServiceRequest } from "../schemas/service-request.ts";
import { serviceRequestMails } from "./emails.ts";
import { priceServiceRequest, pricesDiffer, type PricingSources } from "./pricing.ts";

const rows = [
  { service_id: "appraisal", tier_name: "under_1500", price: 400 },
  { service_id: "appraisal", tier_name: "1500_to_2500", price: 475 },
  { service_id: "appraisal", tier_name: "over_2500", price: 550 },
  { service_id: "premium-photography", tier_name: "1500_to_2500", price: "399.00" },
];

const sources = (change: Partial<PricingSources> = {}): PricingSources => ({
  findRecord: async (pin) => (pin === "1009_12_3.01" ? { GIS_PIN: pin, Sq_Ft: 3100 } : null),
  loadPrices: async () => rows,
  checkCode: async (code) => (code === "SPRING10" ? { valid: true, type: "percentage", value: "10" } : { valid: false, type: null, value: null }),
  ...change,
});

const request = (change: Partial<ServiceRequest> = {}): ServiceRequest => ({
  isServiceRequest: true,
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@example.com",
  phone: "9085550199",
  serviceType: "appraisal",
  propertyData: { countyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: 1200, Prop_Mail_Street: "12 Oak Ridge Rd", P_City: "Flemington", P_Zip: "08822" } },
  basePrice: 550,
  finalPrice: 550,
  ...change,
});

describe("priceServiceRequest", () => {
  it("uses the county record's size looked up by PIN", async () => {
    const quote = await priceServiceRequest(request(), sources());
    expect(quote).toMatchObject({ pin: "1009_12_3.01", livingSqft: 3100, livingSqftSource: "county_record", tier: "over_2500", basePrice: 550, finalPrice: 550, priceMismatch: false });
  });

  it("falls back to the request's size when the lookup fails, and to the defaults when prices cannot be read", async () => {
    const quote = await priceServiceRequest(
      request({ basePrice: 450, finalPrice: 450 }),
      sources({ findRecord: async () => { throw new Error("down"); }, loadPrices: async () => { throw new Error("down"); } }),
    );
    expect(quote).toMatchObject({ livingSqft: 1200, livingSqftSource: "request", tier: "under_1500", basePrice: 450, priceMismatch: false });
  });

  it("applies a code with the terms validated now, not the browser's", async () => {
    const quote = await priceServiceRequest(
      request({ discountCode: { code: "SPRING10", type: "percentage", value: 50 }, finalPrice: 275 }),
      sources(),
    );
    expect(quote).toMatchObject({ discountStatus: "applied", finalPrice: 495, priceMismatch: true });
  });

  it("prices without a refused code, and without one that could not be checked", async () => {
    const refused = await priceServiceRequest(request({ discountCode: { code: "OLD", type: "fixed_amount", value: 100 }, finalPrice: 450 }), sources());
    expect(refused).toMatchObject({ discountStatus: "refused", finalPrice: 550, priceMismatch: true });
    const unchecked = await priceServiceRequest(
      request({ discountCode: { code: "SPRING10", type: "percentage", value: 10 } }),
      sources({ checkCode: async () => { throw new Error("rpc down"); } }),
    );
    expect(unchecked).toMatchObject({ discountStatus: "unchecked", finalPrice: 550 });
  });

  it("refuses a code the lookup calls valid with a value of 0 or less, as the browser does", async () => {
    for (const value of [0, "0.00", -5, "-5.00"]) {
      const quote = await priceServiceRequest(
        request({ discountCode: { code: "BROKEN", type: "fixed_amount", value: 5 }, finalPrice: 545 }),
        sources({ checkCode: async () => ({ valid: true, type: "fixed_amount", value }) }),
      );
      expect(quote).toMatchObject({ discountStatus: "refused", discount: null, basePrice: 550, finalPrice: 550, priceMismatch: true });
    }
  });

  it("reads the size as the browser does, unrounded: 1,499.6 sq ft is under 1,500", async () => {
    const fromRecord = await priceServiceRequest(
      request({ basePrice: 400, finalPrice: 400 }),
      sources({ findRecord: async (pin) => ({ GIS_PIN: pin, Sq_Ft: 1499.6 }) }),
    );
    expect(fromRecord).toMatchObject({ livingSqft: 1499.6, livingSqftSource: "county_record", tier: "under_1500", basePrice: 400, priceMismatch: false });
    const fromRequest = await priceServiceRequest(
      request({ propertyData: { countyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: "1,499.6" } }, basePrice: 400, finalPrice: 400 }),
      sources({ findRecord: async () => null }),
    );
    expect(fromRequest).toMatchObject({ livingSqft: 1499.6, livingSqftSource: "request", tier: "under_1500", basePrice: 400, priceMismatch: false });
  });

  it("prices by the size tier the visitor chose only when neither the record nor the request has a living area", async () => {
    const noSize = { countyData: { GIS_PIN: "1019_1_1", Sq_Ft: null, Prop_Mail_Street: "1 Field Ln" } };
    const chosen = await priceServiceRequest(request({ propertyData: noSize, tier: "over_2500" }), sources());
    expect(chosen).toMatchObject({ livingSqft: null, livingSqftSource: "unknown", tier: "over_2500", basePrice: 550, priceMismatch: false });
    const none = await priceServiceRequest(request({ propertyData: noSize, tier: null, basePrice: 475, finalPrice: 475 }), sources());
    expect(none).toMatchObject({ livingSqftSource: "unknown", tier: "1500_to_2500", basePrice: 475, priceMismatch: false });
    // A known living area wins over a tier the browser sent.
    const known = await priceServiceRequest(request({ tier: "under_1500" }), sources());
    expect(known).toMatchObject({ livingSqftSource: "county_record", tier: "over_2500", basePrice: 550 });
  });

  it("cannot price photography without a package, and flags it", async () => {
    const quote = await priceServiceRequest(request({ serviceType: "photography", selectedPhotographyPackage: null, basePrice: 399 }), sources());
    expect(quote).toMatchObject({ basePrice: null, finalPrice: null, priceMismatch: true });
  });

  it("prices a named package in the photography tier", async () => {
    const quote = await priceServiceRequest(
      request({ serviceType: "photography", selectedPhotographyPackage: "premium-photography", propertyData: null, basePrice: 399, finalPrice: 399 }),
      sources(),
    );
    expect(quote).toMatchObject({ livingSqftSource: "unknown", tier: "1500_to_2500", basePrice: 399, priceMismatch: false });
  });
});

describe("pricesDiffer", () => {
  it("compares to the cent and treats a missing browser figure as different", () => {
    expect(pricesDiffer(405, 405)).toBe(false);
    expect(pricesDiffer(405.001, 405)).toBe(false);
    expect(pricesDiffer(404.99, 405)).toBe(true);
    expect(pricesDiffer(undefined, 405)).toBe(true);
    expect(pricesDiffer(null, null)).toBe(false);
    expect(pricesDiffer(1, null)).toBe(true);
  });
});

describe("serviceRequestMails", () => {
  it("keeps subjects on one line whatever the visitor typed", async () => {
    const tricky = request({ firstName: "Eve\r\nBcc: victim@example.com", propertyAddress: "1 Main St\nX-Evil: 1" });
    const quote = await priceServiceRequest(tricky, sources());
    const mails = serviceRequestMails(tricky, quote, "id-1", { name: "Biz", phone: "(908) 555-0134", email: "office@example.com" });
    for (const mail of [mails.notification, mails.confirmation]) expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mails.notification).toMatchObject({ to: "office@example.com", replyTo: "maria@example.com" });
    expect(mails.confirmation).toMatchObject({ to: "maria@example.com", replyTo: "office@example.com" });
  });
});
