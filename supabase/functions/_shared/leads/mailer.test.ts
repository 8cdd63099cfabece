import { afterEach, describe, expect, it, vi } from "vitest";
import { mailSettings } from "./mailer.ts";

function settingsWith(env: Record<string, string | undefined>) {
  vi.stubEnv("SMTP_HOST", "smtp.example.test");
  vi.stubEnv("BUSINESS_EMAIL", "office@example.test");
  for (const name of ["SMTP_PORT", "SMTP_SECURE", "SB_REGION", "SMTP_USER", "SMTP_PASS", "SMTP_FROM"]) vi.stubEnv(name, "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value ?? "");
  return mailSettings;
}

afterEach(() => vi.unstubAllEnvs());

describe("mailSettings: where and how the functions send mail", () => {
  it("sends to port 465 with TLS from the start unless told otherwise", () => {
    expect(settingsWith({})()).toMatchObject({ host: "smtp.example.test", port: 465, secure: true, from: "office@example.test" });
    expect(settingsWith({ SB_REGION: "us-east-1" })()).toMatchObject({ port: 465, secure: true });
  });

  it("takes another port plain, upgraded by STARTTLS, as the local stack's MailDev port is", () => {
    expect(settingsWith({ SMTP_PORT: "1025" })()).toMatchObject({ port: 1025, secure: false });
    expect(settingsWith({ SMTP_PORT: "2525", SB_REGION: "us-east-1" })()).toMatchObject({ port: 2525, secure: false });
    expect(settingsWith({ SMTP_PORT: "2465", SMTP_SECURE: "true" })()).toMatchObject({ port: 2465, secure: true });
    expect(settingsWith({ SMTP_PORT: "587" })()).toMatchObject({ port: 587, secure: false });
  });

  it.each(["25", "587"])("refuses port %s on a hosted project with an error that says why and what to set", (port) => {
    expect(settingsWith({ SMTP_PORT: port, SB_REGION: "us-east-1" })).toThrow(
      `SMTP_PORT ${port} cannot be reached from hosted Supabase functions (outgoing ports 25 and 587 are blocked): set SMTP_PORT=465 (TLS from the start), or your provider's 2525`,
    );
  });

  it("says what is missing or wrong", () => {
    expect(settingsWith({ SMTP_HOST: "" })).toThrow("Mail is not configured: set SMTP_HOST");
    expect(settingsWith({ SMTP_PORT: "smtp" })).toThrow("SMTP_PORT is not a port: smtp");
  });
});
