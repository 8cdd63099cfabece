-- The appointments' mails given up on are told to the business, as failed
-- leads are (docs/decisions/034, 050): a reschedule or cancellation mail that
-- never reached the business is an appointment the owner does not know has
-- moved; one that never reached the visitor is a visitor who was not told.
--   * appointment_mails.failure_reported_at: when the summary mail that
--     listed this row went out (only for a 'failed' row).
--   * claim_failed_appointment_mails_to_report(): the failed rows not yet
--     reported that no other run holds (up to 200), for one summary mail;
--     the job sets failure_reported_at once that mail went out, or releases
--     the claim.

alter table public.appointment_mails
  add column failure_reported_at timestamptz,
  add constraint appointment_mails_failure_reported check (failure_reported_at is null or status = 'failed');

create index appointment_mails_failed_unreported_idx on public.appointment_mails (created_at)
  where status = 'failed' and failure_reported_at is null;

create function public.claim_failed_appointment_mails_to_report(lease_seconds integer default 600)
returns setof public.appointment_mails
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if lease_seconds is null or lease_seconds not between 10 and 3600 then
    raise exception 'lease_seconds must be between 10 and 3600, got %', lease_seconds using errcode = '22023';
  end if;
  return query
    update public.appointment_mails as m
       set claimed_until = now() + make_interval(secs => lease_seconds)
     where m.id in (
       select q.id from public.appointment_mails as q
        where q.status = 'failed' and q.failure_reported_at is null
          and (q.claimed_until is null or q.claimed_until <= now())
        order by q.created_at
        limit 200
        for update skip locked)
    returning m.*;
end;
$$;

-- Only the job (service role) claims them; visitors cannot even call it.
revoke all on function public.claim_failed_appointment_mails_to_report(integer) from public, anon, authenticated;
grant execute on function public.claim_failed_appointment_mails_to_report(integer) to service_role;
