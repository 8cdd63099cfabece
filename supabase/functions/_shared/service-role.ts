import { HttpError } from "./http.ts";
import { isProjectSecret } from "./project-keys.ts";

/**
 * The scheduled jobs (send-due-mail, send-weekly-report-mail) run only for the
 * project's backend: the caller must present one of the project's secret keys, or its
 * legacy service-role key while the project has one (project-keys.ts, compared in
 * constant time), else 401. Supabase Cron sends the key in `apikey`, as the docs say
 * pg_net callers should (migration 20261127000200); an older caller's
 * `Authorization: Bearer <service_role JWT>` is accepted too. The platform's JWT check
 * is off for these functions (supabase/config.toml): it cannot check an `sb_secret_…`
 * key, which is not a JWT (docs/decisions/043-publishable-and-secret-keys.md).
 */
export function requireSecretKey(req: Request): void {
  const apikey = req.headers.get("apikey")?.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim();
  const presented = [apikey, bearer].filter((key): key is string => Boolean(key));
  let allowed = false;
  for (const key of presented) allowed = isProjectSecret(key) || allowed;
  if (!allowed) {
    throw new HttpError(401, "Only the project's backend may run this job: send a secret key in the apikey header");
  }
}
