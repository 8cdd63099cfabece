import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isProjectSecret, parseKeyMap, projectKeys, publishableKey, secretKey } from "./project-keys.ts";
import { requireSecretKey } from "./service-role.ts";

const VARIABLES = [
  "SUPABASE_PUBLISHABLE_KEYS",
  "SUPABASE_SECRET_KEYS",
  "SUPABASE_PUBLISHABLE_KEY",
  "SUPABASE_SECRET_KEY",
  "SUPABASE_ANON_KEY",
  "SUPABASE_SERVICE_ROLE_KEY",
];
const LEGACY_SERVICE = "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.legacy-service";
const LEGACY_ANON = "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.legacy-anon";

function environment(values: Partial<Record<string, string>>): void {
  for (const name of VARIABLES) vi.stubEnv(name, values[name] ?? "");
}

function job(headers: Record<string, string>): Request {
  return new Request("http://functions.local/send-due-mail", { method: "POST", headers });
}

beforeEach(() => environment({}));
afterEach(() => vi.unstubAllEnvs());

describe("the project's keys (project-keys.ts)", () => {
  it("reads the JSON maps the runtime sets, the default key first", () => {
    environment({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_web"}',
      SUPABASE_SECRET_KEYS: '{"cron":"sb_secret_cron","default":"sb_secret_main"}',
      SUPABASE_ANON_KEY: LEGACY_ANON,
      SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE,
    });
    expect(projectKeys()).toEqual({
      publishable: { default: "sb_publishable_web" },
      secret: { cron: "sb_secret_cron", default: "sb_secret_main" },
      legacyAnon: LEGACY_ANON,
      legacyServiceRole: LEGACY_SERVICE,
    });
    expect(publishableKey()).toBe("sb_publishable_web");
    expect(secretKey()).toBe("sb_secret_main");
  });

  it("takes the first key of a map without a default one", () => {
    environment({ SUPABASE_SECRET_KEYS: '{"backend":"sb_secret_backend","billing":"sb_secret_billing"}' });
    expect(secretKey()).toBe("sb_secret_backend");
  });

  it("reads the singular variables where the maps are missing (self-hosted)", () => {
    environment({ SUPABASE_PUBLISHABLE_KEY: "sb_publishable_single", SUPABASE_SECRET_KEY: "sb_secret_single" });
    expect(publishableKey()).toBe("sb_publishable_single");
    expect(secretKey()).toBe("sb_secret_single");
  });

  it("falls back to the legacy keys of an older project", () => {
    environment({ SUPABASE_ANON_KEY: LEGACY_ANON, SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE });
    expect(publishableKey()).toBe(LEGACY_ANON);
    expect(secretKey()).toBe(LEGACY_SERVICE);
  });

  it("takes no key from malformed JSON, and says so once", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(parseKeyMap('{"default": "sb_secret_x"', "TEST_BROKEN_JSON")).toEqual({});
      expect(parseKeyMap('{"default": "sb_secret_x"', "TEST_BROKEN_JSON")).toEqual({});
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain("TEST_BROKEN_JSON is not valid JSON");
      expect(parseKeyMap('["sb_secret_x"]', "TEST_ARRAY")).toEqual({});
      expect(parseKeyMap('"sb_secret_x"', "TEST_STRING")).toEqual({});
      expect(parseKeyMap('{"default": 42, "blank": " ", "ok": "sb_secret_ok"}', "TEST_VALUES")).toEqual({ ok: "sb_secret_ok" });
    } finally {
      errors.mockRestore();
    }
  });

  it("falls back to the legacy key when the map is malformed, and fails clearly without any key", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    environment({ SUPABASE_SECRET_KEYS: "not json", SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE });
    expect(secretKey()).toBe(LEGACY_SERVICE);
    environment({ SUPABASE_SECRET_KEYS: "not json" });
    expect(() => secretKey()).toThrow(/No secret key: SUPABASE_SECRET_KEYS/);
    expect(() => publishableKey()).toThrow(/No publishable key/);
  });

  it("knows every secret key and the legacy service-role key, and nothing else", () => {
    environment({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_web"}',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_main","cron":"sb_secret_cron"}',
      SUPABASE_ANON_KEY: LEGACY_ANON,
      SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE,
    });
    for (const key of ["sb_secret_main", "sb_secret_cron", LEGACY_SERVICE]) expect(isProjectSecret(key)).toBe(true);
    for (const key of ["sb_publishable_web", LEGACY_ANON, "sb_secret_mai", "sb_secret_main2", "", "SB_SECRET_MAIN"]) expect(isProjectSecret(key)).toBe(false);
  });
});

describe("the scheduled jobs' key check (service-role.ts)", () => {
  beforeEach(() =>
    environment({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_web"}',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_main","cron":"sb_secret_cron"}',
    }),
  );

  it("lets in any secret key sent in apikey, as Supabase Cron sends it", () => {
    expect(() => requireSecretKey(job({ apikey: "sb_secret_main" }))).not.toThrow();
    expect(() => requireSecretKey(job({ apikey: "sb_secret_cron" }))).not.toThrow();
  });

  it("lets in the legacy service-role JWT as a bearer token while the project has one", () => {
    expect(() => requireSecretKey(job({ authorization: `Bearer ${LEGACY_SERVICE}` }))).toThrow();
    environment({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_main"}', SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE });
    expect(() => requireSecretKey(job({ authorization: `Bearer ${LEGACY_SERVICE}`, apikey: LEGACY_SERVICE }))).not.toThrow();
  });

  it("refuses the publishable key, a wrong key and no key with 401", () => {
    const refused: Record<string, string>[] = [{ apikey: "sb_publishable_web" }, { apikey: "sb_secret_wrong" }, { authorization: "Bearer sb_publishable_web" }, {}];
    for (const headers of refused) {
      expect(() => requireSecretKey(job(headers))).toThrow(expect.objectContaining({ status: 401 }) as Error);
    }
  });
});
