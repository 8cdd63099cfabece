-- Mail that is retried until it goes out (docs/decisions/034-lead-mail-retry.md).
-- A lead whose mail failed keeps email_status 'retry'; the retry-lead-mail
-- edge function, run every 5 minutes, sends what is owed (only the mail whose
-- *_sent_at is null), with backoff, and after the last attempt marks the lead
-- 'failed' and tells the business in a summary mail.
--
--   next_attempt_at      when a 'retry' lead is due again (null: at once)
--   claimed_until        a run holds the lead until then: two overlapping
--                        runs never work on the same lead
--   failure_reported_at  when the business was told that this 'failed'
--                        lead's mail was given up on (null: not yet)

alter table public.service_requests
  add column next_attempt_at timestamptz,
  add column claimed_until timestamptz,
  add column failure_reported_at timestamptz,
  add constraint service_requests_next_attempt_after_created check (next_attempt_at is null or next_attempt_at >= created_at),
  add constraint service_requests_claim_after_created check (claimed_until is null or claimed_until >= created_at),
  add constraint service_requests_failure_reported_after_created check (failure_reported_at is null or failure_reported_at >= created_at);

alter table public.contact_messages
  add column next_attempt_at timestamptz,
  add column claimed_until timestamptz,
  add column failure_reported_at timestamptz,
  add constraint contact_messages_next_attempt_after_created check (next_attempt_at is null or next_attempt_at >= created_at),
  add constraint contact_messages_claim_after_created check (claimed_until is null or claimed_until >= created_at),
  add constraint contact_messages_failure_reported_after_created check (failure_reported_at is null or failure_reported_at >= created_at);

-- What the job looks for.
create index service_requests_mail_due_idx on public.service_requests (coalesce(next_attempt_at, created_at))
  where email_status in ('retry', 'pending');
create index contact_messages_mail_due_idx on public.contact_messages (coalesce(next_attempt_at, created_at))
  where email_status in ('retry', 'pending');
create index service_requests_failed_unreported_idx on public.service_requests (created_at)
  where email_status = 'failed' and failure_reported_at is null;
create index contact_messages_failed_unreported_idx on public.contact_messages (created_at)
  where email_status = 'failed' and failure_reported_at is null;

-- Claims one lead whose mail is due, atomically: a 'retry' lead whose next
-- attempt has come, or a 'pending' lead older than 15 minutes (its request
-- died before recording the mail), not held by another run. The lead is held
-- for lease_seconds; the job releases it when it records the outcome.
-- Requests before messages, the longest-waiting first. Returns the whole row
-- as JSON, or no row when nothing is due.
create function public.claim_lead_mail(lease_seconds integer default 600)
returns table (lead_table text, lead jsonb)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  lead_tables constant text[] := array['service_requests', 'contact_messages'];
  one_table text;
  claimed jsonb;
begin
  if lease_seconds is null or lease_seconds not between 10 and 3600 then
    raise exception 'lease_seconds must be between 10 and 3600, got %', lease_seconds using errcode = '22023';
  end if;
  foreach one_table in array lead_tables loop
    execute format(
      $sql$
        update public.%1$I as r
           set claimed_until = now() + make_interval(secs => $1)
         where r.id = (
           select q.id from public.%1$I as q
            where ((q.email_status = 'retry' and coalesce(q.next_attempt_at, q.created_at) <= now())
                or (q.email_status = 'pending' and q.created_at <= now() - interval '15 minutes'))
              and (q.claimed_until is null or q.claimed_until <= now())
            order by coalesce(q.next_attempt_at, q.created_at)
            limit 1
            for update skip locked)
        returning to_jsonb(r)
      $sql$, one_table)
      into claimed
      using lease_seconds;
    if claimed is not null then
      return query select one_table, claimed;
      return;
    end if;
  end loop;
end;
$$;

-- Claims every 'failed' lead the business has not been told of yet and no
-- other run holds (up to 200 a table), for one summary mail; the job sets
-- failure_reported_at once that mail went out, or releases the claim.
create function public.claim_failed_leads_to_report(lease_seconds integer default 600)
returns table (lead_table text, lead jsonb)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  lead_tables constant text[] := array['service_requests', 'contact_messages'];
  one_table text;
begin
  if lease_seconds is null or lease_seconds not between 10 and 3600 then
    raise exception 'lease_seconds must be between 10 and 3600, got %', lease_seconds using errcode = '22023';
  end if;
  foreach one_table in array lead_tables loop
    return query execute format(
      $sql$
        update public.%1$I as r
           set claimed_until = now() + make_interval(secs => $1)
         where r.id in (
           select q.id from public.%1$I as q
            where q.email_status = 'failed' and q.failure_reported_at is null
              and (q.claimed_until is null or q.claimed_until <= now())
            order by q.created_at
            limit 200
            for update skip locked)
        returning %1$L::text, to_jsonb(r)
      $sql$, one_table)
      using lease_seconds;
  end loop;
end;
$$;

-- Only the job (service role) claims leads; visitors cannot even call these.
revoke all on function public.claim_lead_mail(integer) from public, anon, authenticated;
revoke all on function public.claim_failed_leads_to_report(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_mail(integer) to service_role;
grant execute on function public.claim_failed_leads_to_report(integer) to service_role;

-- The schedule, hosted: Supabase Cron (pg_cron) calls the function every 5
-- minutes through pg_net, with the project URL and the service-role key read
-- from Vault (secrets 'project_url' and 'service_role_key'; README,
-- "Deploying"). Until both secrets exist the job does nothing. Where pg_cron,
-- pg_net or Vault are not available (the local stack's embedded Postgres)
-- this part does nothing: the local stack runs the same job with a timer
-- (supabase/local/mail-retry-timer.ts).
do $cron$
begin
  if (select count(distinct name) from pg_available_extensions
       where name in ('pg_cron', 'pg_net', 'supabase_vault')) < 3 then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the lead-mail retry job is not scheduled here';
    return;
  end if;
  -- Where Supabase's docs put them (Integrations > Cron, pg_net); no-ops where already enabled.
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  -- cron.schedule replaces a job of the same name, so this can run again.
  perform cron.schedule(
    'retry-lead-mail',
    '*/5 * * * *',
    $job$
      select net.http_post(
        url := s.url || '/functions/v1/retry-lead-mail',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || s.key, 'apikey', s.key),
        body := '{}'::jsonb,
        timeout_milliseconds := 150000
      )
      from (
        select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as url,
               (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key') as key
      ) as s
      where s.url is not null and s.key is not null
    $job$
  );
end;
$cron$;
