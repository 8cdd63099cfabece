/**
 * `npm run owner -- add|remove <email>` and `npm run owner -- list` (docs/decisions/054):
 * the owners of the desk, kept with the secret key through Auth's admin API (the user) and
 * PostgREST as the service role (the public.owners row). An owner signs in with a mailed
 * code and a TOTP app; sign-ups are off, so this is the only way to make one.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

export interface OwnerTarget {
  /** The project's API URL (the local gateway or https://<ref>.supabase.co). */
  url: string;
  /** A secret key (sb_secret_…) or the legacy service-role key. */
  secretKey: string;
}

export const OWNER_USAGE = "usage: npm run owner -- [--hosted] add <email> | remove <email> | list";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function adminClient(target: OwnerTarget): SupabaseClient {
  return createClient(target.url, target.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; the realtime client wants one even unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** The Auth user with this address, looking through every page of users. */
async function findUserId(admin: SupabaseClient, email: string): Promise<string | null> {
  for (let page = 1; ; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found.id;
    if (data.users.length < 1000) return null;
  }
}

/** Runs one command; returns the lines to print. Throws with a clear message on a problem. */
export async function runOwnerCommand(args: readonly string[], target: OwnerTarget): Promise<string[]> {
  const [command, rawEmail, ...rest] = args;
  const admin = adminClient(target);
  if (command === "list" && rawEmail === undefined) {
    const { data, error } = await admin.from("owners").select("email, user_id, added_at").order("added_at");
    if (error) throw new Error(`could not read the owners: ${error.message}`);
    return data.length ? data.map((row) => `${row.email}  (added ${String(row.added_at).slice(0, 10)})`) : ["no owners yet: npm run owner -- add <email>"];
  }
  if ((command !== "add" && command !== "remove") || !rawEmail || rest.length) throw new Error(OWNER_USAGE);
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`not an email address: ${rawEmail}`);

  if (command === "add") {
    let userId: string | null;
    const created = await admin.auth.admin.createUser({ email, email_confirm: true });
    if (created.error) {
      if (created.error.code !== "email_exists") throw new Error(`could not create the user: ${created.error.message}`);
      userId = await findUserId(admin, email);
      if (!userId) throw new Error(`Auth says ${email} exists but lists no such user`);
    } else {
      userId = created.data.user.id;
    }
    const { error } = await admin.from("owners").upsert({ user_id: userId, email }, { onConflict: "user_id" });
    if (error) throw new Error(`could not list ${email} as an owner: ${error.message}`);
    return [`${email} is an owner: they sign in at /owner/sign-in with a mailed code, then set up an authenticator app`];
  }

  const { data: rows, error } = await admin.from("owners").select("user_id").eq("email", email);
  if (error) throw new Error(`could not read the owners: ${error.message}`);
  const userId = rows[0]?.user_id ?? (await findUserId(admin, email));
  if (!userId) return [`${email} is not an owner and has no account: nothing to remove`];
  // Deleting the Auth user ends their sessions and factors; the owners row goes with it (on delete cascade).
  const deleted = await admin.auth.admin.deleteUser(userId);
  if (deleted.error && deleted.error.code !== "user_not_found") throw new Error(`could not delete the user: ${deleted.error.message}`);
  await admin.from("owners").delete().eq("user_id", userId);
  return [`${email} is no longer an owner; their account, sessions and authenticator are deleted`];
}
