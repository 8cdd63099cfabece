import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import pg from "pg";
import { inject } from "vitest";
import WebSocket from "ws";
import { caughtMail, sentTo } from "./maildev.ts";

const stack = inject("stack");

/** A supabase-js client as the browser's: the publishable key, its own in-memory session. */
export function signInClient(): SupabaseClient {
  return createClient(stack.gatewayUrl, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: NODE_REALTIME,
  });
}

/** Node 20 has no WebSocket of its own; supabase-js's realtime client wants one even unused. */
const NODE_REALTIME = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

/** The secret-key client `npm run owner` uses. */
export function adminClient(): SupabaseClient {
  return createClient(stack.gatewayUrl, stack.secretKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: NODE_REALTIME });
}

/** A new Auth user (confirmed email) with the secret key, listed in public.owners unless `owner` is false. */
export async function addUser(email: string, owner = true): Promise<string> {
  const admin = adminClient();
  const { data, error } = await admin.auth.admin.createUser({ email, email_confirm: true });
  if (error) throw error;
  if (owner) {
    const { error: insertError } = await admin.from("owners").insert({ user_id: data.user.id, email });
    if (insertError) throw new Error(insertError.message);
  }
  return data.user.id;
}

/** The newest sign-in code MailDev caught for `email`, polling briefly; null when none came. */
export async function mailedCode(email: string, after = new Date(0)): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await caughtMail()).filter(sentTo(email)).filter((mail) => new Date((mail as unknown as { date: string }).date) >= after);
    const html = (mails.at(-1) as unknown as { html?: string } | undefined)?.html;
    const code = html ? /\b(\d{6,10})\b/.exec(html)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** The current code of a TOTP secret, as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp });
}

/** Signs `client` in with a mailed code: OTP request, code from MailDev, verify. */
export async function signInWithMailedCode(client: SupabaseClient, email: string): Promise<void> {
  const asked = new Date(Date.now() - 1000);
  const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw error;
  const code = await mailedCode(email, asked);
  if (!code) throw new Error(`no code mailed to ${email}`);
  const verified = await client.auth.verifyOtp({ email, token: code, type: "email" });
  if (verified.error) throw verified.error;
}

/** Runs SQL as the superuser (for what a test must set up or read behind the API). */
export async function asSuperuser<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
