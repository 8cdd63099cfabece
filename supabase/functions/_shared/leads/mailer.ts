// @ts-types="npm:@types/nodemailer@6.4.24"
import nodemailer from "nodemailer";
import { readEnv } from "../env.ts";

/**
 * SMTP, configured only by these variables (README, .env.example):
 *   SMTP_HOST, SMTP_PORT (default 465 when SMTP_SECURE, else 587),
 *   SMTP_SECURE ("true": TLS from the start, as on port 465),
 *   SMTP_USER and SMTP_PASS (both or neither), SMTP_FROM (the sender;
 *   default BUSINESS_EMAIL), BUSINESS_EMAIL (where notifications go, and
 *   the visitor's reply-to).
 * Locally the stack points SMTP_HOST/SMTP_PORT at MailDev.
 */

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
}

/** The settings, or an Error naming what is missing (the lead is kept and marked for retry). */
export function mailSettings(): MailSettings {
  const host = readEnv("SMTP_HOST");
  const businessEmail = readEnv("BUSINESS_EMAIL");
  const missing = [!host && "SMTP_HOST", !businessEmail && "BUSINESS_EMAIL"].filter(Boolean);
  if (missing.length > 0) throw new Error(`Mail is not configured: set ${missing.join(", ")}`);
  const secure = /^(1|true|yes)$/i.test(readEnv("SMTP_SECURE") ?? "");
  const port = Number(readEnv("SMTP_PORT") ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`SMTP_PORT is not a port: ${readEnv("SMTP_PORT")}`);
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
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
}
