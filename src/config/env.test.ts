import { describe, expect, it } from "vitest";
import { parseEnv } from "@/config/env";
import { buildSiteConfig } from "@/config/site";

const valid = { VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abc" };

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}

describe("parseEnv", () => {
  it("lists every missing variable by name", () => {
    const error = errorOf(() => parseEnv({}));
    expect(error.message).toContain("VITE_SUPABASE_URL is missing");
    expect(error.message).toContain("VITE_SUPABASE_PUBLISHABLE_KEY is missing");
  });

  it("treats empty and blank values as missing", () => {
    const error = errorOf(() => parseEnv({ VITE_SUPABASE_URL: "", VITE_SUPABASE_PUBLISHABLE_KEY: "   ", VITE_SUPABASE_ANON_KEY: "" }));
    expect(error.message).toContain("VITE_SUPABASE_URL is missing");
    expect(error.message).toContain("VITE_SUPABASE_PUBLISHABLE_KEY is missing");
  });

  it("names invalid values together with missing ones", () => {
    const error = errorOf(() =>
      parseEnv({ VITE_SUPABASE_URL: "127.0.0.1:54321", VITE_SITE_URL: "ftp://example.com", VITE_BUSINESS_EMAIL: "not-an-email" }),
    );
    expect(error.message).toMatch(/VITE_SUPABASE_URL is invalid/);
    expect(error.message).toContain("VITE_SUPABASE_PUBLISHABLE_KEY is missing");
    expect(error.message).toMatch(/VITE_SITE_URL is invalid/);
    expect(error.message).toMatch(/VITE_BUSINESS_EMAIL is invalid/);
  });

  it("accepts a minimal environment and fills the defaults", () => {
    const env = parseEnv(valid);
    expect(env.VITE_SUPABASE_URL).toBe("http://127.0.0.1:54321");
    expect(env.VITE_SUPABASE_PUBLISHABLE_KEY).toBe("sb_publishable_abc");
    expect(env.VITE_SITE_URL).toBe("http://localhost:5173");
    expect(env.VITE_GA_MEASUREMENT_ID).toBeUndefined();
  });

  it("takes the legacy anon key of an older project when no publishable key is set, and prefers the publishable key", () => {
    const older = parseEnv({ VITE_SUPABASE_URL: "https://ref.supabase.co", VITE_SUPABASE_ANON_KEY: "eyJ.anon.jwt" });
    expect(older.VITE_SUPABASE_PUBLISHABLE_KEY).toBe("eyJ.anon.jwt");
    const both = parseEnv({ ...valid, VITE_SUPABASE_ANON_KEY: "eyJ.anon.jwt" });
    expect(both.VITE_SUPABASE_PUBLISHABLE_KEY).toBe("sb_publishable_abc");
  });

  it("ignores unrelated variables", () => {
    expect(() => parseEnv({ ...valid, MODE: "production", DEV: false, SOMETHING_ELSE: "x" })).not.toThrow();
  });
});

describe("site config", () => {
  it("has the business identity defaults", () => {
    const site = buildSiteConfig(parseEnv(valid));
    expect(site.name).toBe("Garden State Property Appraisals");
    expect(site.phone).toBe("(908) 555-0134");
    expect(site.phoneHref).toBe("tel:+19085550134");
    expect(site.email).toBe("info@gardenstateappraisals.com");
    expect(site.address.full).toBe("71 Main Street, Flemington, NJ 08822");
    expect(site.hours.text).toBe("Monday to Friday, 9 AM to 5 PM");
    expect(site.rating).toEqual({ value: 4.9, count: 127 });
    expect(site.social.map((link) => link.network)).toEqual(["facebook", "instagram", "linkedin", "youtube"]);
    expect(site.url).toBe("http://localhost:5173");
  });

  it("takes overrides from the environment", () => {
    const site = buildSiteConfig(
      parseEnv({
        ...valid,
        VITE_SITE_URL: "https://www.example.com/",
        VITE_BUSINESS_NAME: "Example Appraisals",
        VITE_BUSINESS_PHONE: "201-555-0199",
        VITE_BUSINESS_EMAIL: "hello@example.com",
      }),
    );
    expect(site.name).toBe("Example Appraisals");
    expect(site.phoneHref).toBe("tel:+12015550199");
    expect(site.emailHref).toBe("mailto:hello@example.com");
    expect(site.url).toBe("https://www.example.com");
  });
});
