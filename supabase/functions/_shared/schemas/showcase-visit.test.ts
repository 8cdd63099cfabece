import { describe, expect, it } from "vitest";
import { referrerHost } from "../domain/visit-log.ts";
import { showcaseVisitSchema } from "./showcase-visit.ts";

const visit = {
  propertyId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001",
  pagePath: "/showcase/14-old-mill-road-tewksbury/mls",
  sessionId: "sv_1763780000000_k3j9x2ab",
  timeOnPage: 12,
};

describe("showcaseVisitSchema: which version, and where from", () => {
  it("defaults to the branded page and no referrer (older clients)", () => {
    expect(showcaseVisitSchema.parse(visit)).toMatchObject({ via: "page", referrer: null });
  });

  it("accepts the MLS version", () => {
    expect(showcaseVisitSchema.parse({ ...visit, via: "mls" }).via).toBe("mls");
  });

  it("refuses any other version", () => {
    const parsed = showcaseVisitSchema.safeParse({ ...visit, via: "flyer" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["via"]);
  });

  it("keeps only the referrer's host name", () => {
    expect(showcaseVisitSchema.parse({ ...visit, referrer: "https://www.Zillow.com/homedetails/14-Old-Mill?u=someone" }).referrer).toBe(
      "zillow.com",
    );
  });

  it("refuses a referrer over 2048 characters", () => {
    expect(showcaseVisitSchema.safeParse({ ...visit, referrer: `https://a.example/${"x".repeat(2100)}` }).success).toBe(false);
  });
});

describe("referrerHost", () => {
  it.each([
    ["https://mail.google.com/mail/u/0/", "mail.google.com"],
    ["http://www.example.com:8080/x", "example.com"],
    ["android-app://com.google.android.gm/", null],
    ["not a url", null],
    ["", null],
    [null, null],
  ])("%s → %s", (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});

describe("showcaseVisitSchema: UTM values only as campaign tags (decision 045)", () => {
  it("keeps tags of letters, digits, '.', '_' and '-' up to 64 characters, trimmed, case as sent", () => {
    const utmParams = { utm_source: " Flyer ", utm_medium: "qr", utm_campaign: "spring_2026.open-house", utm_term: "a".repeat(64), utm_content: "B2" };
    expect(showcaseVisitSchema.parse({ ...visit, utmParams }).utmParams).toEqual({ ...utmParams, utm_source: "Flyer" });
  });

  it.each(["Call 908-555-0100 for a better agent", "a".repeat(65), "spring sale", "été", "<b>x</b>", "https://evil.example/", ""])("drops %j and keeps the visit", (value) => {
    const parsed = showcaseVisitSchema.parse({ ...visit, utmParams: { utm_source: "newsletter", utm_campaign: value } });
    expect(parsed.utmParams).toEqual({ utm_source: "newsletter", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
  });

  it("stores no UTM object when none of its values is a tag", () => {
    expect(showcaseVisitSchema.parse({ ...visit, utmParams: { utm_campaign: "Call 908-555-0100 for a better agent" } }).utmParams).toBeNull();
  });

  it("still refuses a value that is not text", () => {
    expect(showcaseVisitSchema.safeParse({ ...visit, utmParams: { utm_source: 5 } }).success).toBe(false);
  });
});
