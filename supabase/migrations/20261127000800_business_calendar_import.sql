-- The owner's calendar closes booking slots
-- (docs/decisions/051-business-calendar-import-and-feed.md):
--
--   * import-business-calendar, every 5 minutes, fetches the calendar's
--     secret iCal address (function secret BUSINESS_CALENDAR_ICS_URL), expands
--     its events over the booking horizon and replaces that source's rows of
--     business_busy_times (migration 20261127000500) in ONE transaction
--     (replace_business_busy_times below): a deleted event frees its time; a
--     failed fetch or parse changes nothing there.
--   * business_calendar_imports: per source, when it last worked, the last
--     error, how many busy times it holds, so the owner can check it in the
--     SQL editor.

create table public.business_calendar_imports (
  -- business_busy_times.source of the import ('ics:business-calendar').
  source text primary key check (char_length(source) between 1 and 100),
  last_attempt_at timestamptz not null,
  last_success_at timestamptz,
  -- The last failure (a fetch or parse error, never the secret address) and when.
  last_error text check (last_error is null or char_length(last_error) <= 1000),
  last_error_at timestamptz,
  -- Busy times stored by the last successful import.
  busy_times integer not null default 0 check (busy_times >= 0)
);

alter table public.business_calendar_imports enable row level security;
revoke all on table public.business_calendar_imports from anon, authenticated;
grant select, insert, update, delete on table public.business_calendar_imports to service_role;

-- Replaces every busy time of `p_source` with `p_busy` (a JSON array of
-- {uid, start, end}, ISO instants) and records the success, in the caller's
-- transaction (one statement: all or nothing). Two imports of one source
-- wait for each other (advisory lock), so the last one's rows are the rows.
create function public.replace_business_busy_times(p_source text, p_busy jsonb)
returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  stored integer;
begin
  perform pg_advisory_xact_lock(hashtext('business-calendar-import'), hashtext(p_source));
  delete from public.business_busy_times where source = p_source;
  insert into public.business_busy_times (source, uid, during, imported_at)
  select p_source, b.uid, tstzrange(b.start, b."end"), now()
  from jsonb_to_recordset(coalesce(p_busy, '[]'::jsonb)) as b (uid text, start timestamptz, "end" timestamptz);
  get diagnostics stored = row_count;
  insert into public.business_calendar_imports as i (source, last_attempt_at, last_success_at, busy_times)
  values (p_source, now(), now(), stored)
  on conflict (source) do update set last_attempt_at = now(), last_success_at = now(), busy_times = stored;
  return stored;
end;
$$;
revoke all on function public.replace_business_busy_times(text, jsonb) from public, anon, authenticated;
grant execute on function public.replace_business_busy_times(text, jsonb) to service_role;

-- Records a failed import of `p_source` (its busy times stay as they were).
create function public.record_business_calendar_failure(p_source text, p_error text)
returns void
language sql
set search_path = public, pg_temp
as $$
  insert into public.business_calendar_imports as i (source, last_attempt_at, last_error, last_error_at)
  values (p_source, now(), left(p_error, 1000), now())
  on conflict (source) do update set last_attempt_at = now(), last_error = left(p_error, 1000), last_error_at = now();
$$;
revoke all on function public.record_business_calendar_failure(text, text) from public, anon, authenticated;
grant execute on function public.record_business_calendar_failure(text, text) to service_role;

-- Supabase Cron: every 5 minutes, with the secret key, as migration
-- 20261127000200 schedules the other jobs. Where pg_cron, pg_net or Vault are
-- not available (the local stack) nothing is scheduled: the local stack runs
-- the job with its timers (supabase/local/stack-timers.ts).
do $cron$
begin
  if (select count(distinct name) from pg_available_extensions
       where name in ('pg_cron', 'pg_net', 'supabase_vault')) < 3 then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the calendar import is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  perform cron.schedule('import-business-calendar', '*/5 * * * *', private.cron_job_command('import-business-calendar'));
end;
$cron$;
