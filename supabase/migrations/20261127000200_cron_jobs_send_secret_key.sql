-- The scheduled jobs call their functions with a secret key
-- (docs/decisions/043-publishable-and-secret-keys.md).
--
-- Migrations 20261126001000 (retry-lead-mail) and 20261126004200
-- (send-weekly-report-mail) sent the Vault secret 'service_role_key' as
-- `Authorization: Bearer` and `apikey`. A project on today's keys holds a
-- secret key (`sb_secret_…`) there, which is not a JWT: the platform's JWT
-- check answered 401 and no failed lead mail was retried. Supabase's docs
-- ("Migrating to publishable and secret API keys", Database Webhooks and
-- pg_net) say a pg_net caller sends a secret key on the `apikey` header only,
-- read from Vault under the name 'secret_key'. So both jobs are rescheduled
-- (same names and times; cron.schedule replaces a job of the same name):
--   * the key is the Vault secret 'secret_key', else 'service_role_key'
--     (a project set up before this migration keeps working unchanged);
--   * it goes in `apikey`; only a legacy JWT key also goes in
--     `Authorization: Bearer`, where the old JWT check wants it;
--   * the functions have the JWT check off (supabase/config.toml) and check
--     the key themselves against every secret key of the project.
-- Where pg_cron, pg_net or Vault are not available (the local stack's
-- embedded Postgres) nothing is scheduled: the local stack runs the jobs with
-- its timers (supabase/local/stack-timers.ts).

-- The request headers for a job called with `p_key`. This function and the
-- next are pure, so they are tested where pg_cron is not
-- (tests/backend/retry-lead-mail.test.ts).
create function private.cron_job_headers(p_key text)
returns jsonb
language sql
immutable
set search_path = pg_catalog, pg_temp
as $$
  select jsonb_build_object('Content-Type', 'application/json', 'apikey', p_key)
    || case when p_key like 'sb\_%' then '{}'::jsonb
            else jsonb_build_object('Authorization', 'Bearer ' || p_key) end
$$;
revoke all on function private.cron_job_headers(text) from public, anon, authenticated;

-- The command Supabase Cron runs for the job calling `p_function`: POST {} with
-- the project URL and the key from Vault; nothing until both are there.
create function private.cron_job_command(p_function text)
returns text
language sql
immutable
set search_path = pg_catalog, pg_temp
as $$
  select format($job$
      select net.http_post(
        url := s.url || %L,
        headers := private.cron_job_headers(s.key),
        body := '{}'::jsonb,
        timeout_milliseconds := 150000
      )
      from (
        select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as url,
               coalesce((select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
                        (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')) as key
      ) as s
      where s.url is not null and s.key is not null
    $job$, '/functions/v1/' || p_function)
$$;
revoke all on function private.cron_job_command(text) from public, anon, authenticated;

do $cron$
begin
  if (select count(distinct name) from pg_available_extensions
       where name in ('pg_cron', 'pg_net', 'supabase_vault')) < 3 then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the scheduled jobs are not rescheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  perform cron.schedule('retry-lead-mail', '*/5 * * * *', private.cron_job_command('retry-lead-mail'));
  perform cron.schedule('send-weekly-report-mail', '15 13-22 * * 1', private.cron_job_command('send-weekly-report-mail'));
end;
$cron$;
