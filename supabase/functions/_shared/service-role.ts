import { readEnv } from "./env.ts";
import { HttpError } from "./http.ts";

/** Constant-time comparison of two strings. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * The scheduled jobs (retry-lead-mail, send-weekly-report-mail) run only for the service
 * role: the bearer token must be SUPABASE_SERVICE_ROLE_KEY (compared in constant time),
 * else 401.
 */
export function requireServiceRole(req: Request): void {
  const serviceKey = readEnv("SUPABASE_SERVICE_ROLE_KEY");
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim();
  if (!serviceKey || !bearer || !sameSecret(bearer, serviceKey)) {
    throw new HttpError(401, "Only the service role may run this job: send Authorization: Bearer <service_role key>");
  }
}
