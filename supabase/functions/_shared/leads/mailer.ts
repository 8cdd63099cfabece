// @ts-types="npm:@types/nodemailer@6.4.24"
import nodemailer from "nodemailer";
import { readEnv } from "../env.ts";

/**
 * SMTP, configured only by these variables (README, .env.example):
 *   SMTP_HOST, SMTP_PORT (default 465),
 *   SMTP_SECURE ("true": TLS from the start; "false": plain, upgraded by
 *   STARTTLS when the server offers it; default: TLS from the start on 465
 *   only),
 *   SMTP_USER and SMTP_PASS (both or neither), SMTP_FROM (the sender;
 *   default BUSINESS_EMAIL), BUSINESS_EMAIL (where notifications go, and
 *   the visitor's reply-to).
 * Hosted Supabase functions cannot open ports 25 and 587
 * (https://supabase.com/docs/guides/functions/limits), so 465 is the default
 * and either of those, on a hosted project, is refused with an error that
 * says so instead of a connection that times out
 * (docs/decisions/044-pooler-caller-address-smtp.md).
 * Locally the stack points SMTP_HOST/SMTP_PORT at MailDev.
 */

/** SMTP with TLS from the start (RFC 8314): the port hosted functions may use. */
export const DEFAULT_SMTP_PORT = 465;
/** Outgoing ports hosted Supabase functions may not open. */
export const BLOCKED_HOSTED_SMTP_PORTS: readonly number[] = [25, 587];

/** True on hosted Supabase, whose edge runtime sets SB_REGION (https://supabase.com/docs/guides/functions/secrets). */
export function runsHosted(): boolean {
  return readEnv("SB_REGION") !== undefined;
}

export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  businessEmail: string;
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe on the weekly report mail). */
  headers?: Record<string, string>;
  /**
   * A calendar invitation: sent as the text/calendar alternative with its
   * method (what mail clients turn into "add to calendar") and as an
   * invitation.ics attachment (nodemailer's icalEvent).
   */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

/** The settings, or an Error naming what is missing (the lead is kept and marked for retry). */
export function mailSettings(): MailSettings {
  const host = readEnv("SMTP_HOST");
  const businessEmail = readEnv("BUSINESS_EMAIL");
  const missing = [!host && "SMTP_HOST", !businessEmail && "BUSINESS_EMAIL"].filter(Boolean);
  if (missing.length > 0) throw new Error(`Mail is not configured: set ${missing.join(", ")}`);
  const port = Number(readEnv("SMTP_PORT") ?? DEFAULT_SMTP_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`SMTP_PORT is not a port: ${readEnv("SMTP_PORT")}`);
  if (runsHosted() && BLOCKED_HOSTED_SMTP_PORTS.includes(port)) {
    throw new Error(
      `SMTP_PORT ${port} cannot be reached from hosted Supabase functions (outgoing ports 25 and 587 are blocked): set SMTP_PORT=465 (TLS from the start), or your provider's 2525`,
    );
  }
  const secureSetting = readEnv("SMTP_SECURE");
  const secure = secureSetting === undefined ? port === DEFAULT_SMTP_PORT : /^(1|true|yes)$/i.test(secureSetting);
  return {
    host: host!,
    port,
    secure,
    user: readEnv("SMTP_USER"),
    pass: readEnv("SMTP_PASS"),
    from: readEnv("SMTP_FROM") ?? businessEmail!,
    businessEmail: businessEmail!,
  };
}

let cached: { key: string; transport: nodemailer.Transporter } | undefined;

function transportFor(settings: MailSettings): nodemailer.Transporter {
  const key = JSON.stringify([settings.host, settings.port, settings.secure, settings.user, settings.pass]);
  if (!cached || cached.key !== key) {
    cached?.transport.close();
    cached = {
      key,
      transport: nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.user && settings.pass ? { auth: { user: settings.user, pass: settings.pass } } : {}),
        // A visitor waits on this: fail fast, the lead is already stored.
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }),
    };
  }
  return cached.transport;
}

export async function sendMail(settings: MailSettings, mail: OutgoingMail): Promise<void> {
  await transportFor(settings).sendMail({
    from: settings.from,
    // Addresses as objects: nodemailer delivers to them as given and does not parse the
    // text again for names or groups (decision 045: the address limited is the one mailed).
    to: { name: "", address: mail.to },
    ...(mail.replyTo ? { replyTo: { name: "", address: mail.replyTo } } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: "invitation.ics", content: mail.calendar.content } } : {}),
  });
}
