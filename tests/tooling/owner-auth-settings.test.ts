import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readAuthSettings } from "../../supabase/local/auth/auth-config.ts";
import { ROOT } from "../support/import-graph.ts";
import { OTP_LENGTH, OTP_LIFETIME_SECONDS } from "../../src/features/owner-auth/domain/sign-in-messages.ts";

/** The sign-in page's code length and lifetime are supabase/config.toml's (docs/decisions/054). */
describe("the owner sign-in settings", () => {
  const settings = readAuthSettings(resolve(ROOT, "supabase/config.toml"));

  it("keep sign-ups off and TOTP on", () => {
    expect(settings).toMatchObject({ signupDisabled: true, totpEnroll: true, totpVerify: true });
  });

  it("agree with what the sign-in page says about the mailed code", () => {
    expect(settings.otpLength).toBe(OTP_LENGTH);
    expect(settings.otpExpiry).toBe(OTP_LIFETIME_SECONDS);
    expect(settings.magicLinkTemplate).toContain("{{ .Token }}");
  });
});
