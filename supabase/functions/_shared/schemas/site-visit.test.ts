import { describe, expect, it } from "vitest";
import { siteVisitSchema, SITE_VISIT_SESSION_ID_PATTERN } from "./site-visit.ts";

const valid = {
  page_path: "/services?utm_source=google",
  referrer: "https://www.google.com/",
  session_id: "sv_1763780000000_k3j9x2ab",
  time_on_page_seconds: 3,
  previous_page: "/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring",
  utm_term: null,
  utm_content: "",
  screen_resolution: "1920x1080",
  viewport_size: "1280x720",
  language: "en-US",
};

describe("siteVisitSchema", () => {
  it("accepts a full record and turns empty text into null", () => {
    const parsed = siteVisitSchema.parse(valid);
    expect(parsed.utm_content).toBeNull();
    expect(parsed.utm_term).toBeNull();
    expect(parsed.page_path).toBe("/services?utm_source=google");
  });

  it("accepts the minimum: path, session id and time", () => {
    const parsed = siteVisitSchema.parse({ page_path: "/", session_id: valid.session_id, time_on_page_seconds: 0 });
    expect(parsed).toMatchObject({ referrer: null, previous_page: null, utm_source: null, language: null });
  });

  it("drops unknown fields", () => {
    const parsed = siteVisitSchema.parse({ ...valid, ip: "1.2.3.4", admin: true });
    expect(parsed).not.toHaveProperty("ip");
    expect(parsed).not.toHaveProperty("admin");
  });

  it.each([
    ["an absolute URL as path", { page_path: "https://evil.example/" }, "page_path"],
    ["a protocol-relative path", { page_path: "//evil.example/x" }, "page_path"],
    ["a malformed session id", { session_id: "abc" }, "session_id"],
    ["negative seconds", { time_on_page_seconds: -1 }, "time_on_page_seconds"],
    ["fractional seconds", { time_on_page_seconds: 1.5 }, "time_on_page_seconds"],
    ["more than a day", { time_on_page_seconds: 86_401 }, "time_on_page_seconds"],
    ["a bad screen size", { screen_resolution: "big" }, "screen_resolution"],
    ["an oversized UTM value", { utm_source: "x".repeat(257) }, "utm_source"],
    ["an oversized path", { page_path: "/" + "a".repeat(2048) }, "page_path"],
  ])("refuses %s", (_label, change, field) => {
    const result = siteVisitSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("session id pattern: prefix, 13-digit timestamp, random part", () => {
    expect(SITE_VISIT_SESSION_ID_PATTERN.test("sv_1763780000000_abc123")).toBe(true);
    expect(SITE_VISIT_SESSION_ID_PATTERN.test("sv_176378000000_abc123")).toBe(false);
    expect(SITE_VISIT_SESSION_ID_PATTERN.test("xx_1763780000000_abc123")).toBe(false);
  });
});
