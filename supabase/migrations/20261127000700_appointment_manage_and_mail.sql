-- Managing a booked appointment, its mails and reminders
-- (docs/decisions/050-appointment-manage-link-invitations-reminders.md).
--
--   * appointments.sequence: the iCalendar SEQUENCE of the appointment's
--     event (0 when booked; +1 for each reschedule and for the cancellation),
--     so every invitation of one appointment carries the same UID with a
--     higher SEQUENCE; rescheduled_at: the last reschedule.
--   * appointment_mails: the mails an appointment owes after its booking (a
--     reschedule, a cancellation, a reminder), one row per recipient, kept
--     until sent: the retry-lead-mail job sends what is due with the lead
--     mails' backoff (docs/decisions/034), so a mail outage loses none. Each
--     row holds what its mail says (the times and SEQUENCE of that change),
--     so a resend says what the first attempt said.
--   * queue_appointment_reminders(): the reminders due (24 hours before a
--     booked appointment), queued at most once per appointment and time
--     (appointments.reminder_sent_at; a reschedule clears it).

alter table public.appointments
  add column sequence integer not null default 0 check (sequence between 0 and 1000),
  add column rescheduled_at timestamptz;

create table public.appointment_mails (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  kind text not null check (kind in ('rescheduled', 'cancelled', 'reminder')),
  recipient text not null check (recipient in ('visitor', 'business')),
  -- What the mail says: the appointment's SEQUENCE and times at the change.
  sequence integer not null check (sequence between 0 and 1000),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- Bookkeeping as for the lead mails (docs/decisions/034).
  status text not null default 'pending' check (status in ('pending', 'sent', 'retry', 'failed', 'superseded')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (last_error is null or char_length(last_error) <= 2000),
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint appointment_mails_sent check ((status = 'sent') = (sent_at is not null))
);
create index appointment_mails_due_idx on public.appointment_mails (coalesce(next_attempt_at, created_at))
  where status in ('pending', 'retry');
create index appointment_mails_appointment_idx on public.appointment_mails (appointment_id);

alter table public.appointment_mails enable row level security;
revoke all on table public.appointment_mails from anon, authenticated;
grant select, insert, update, delete on table public.appointment_mails to service_role;

-- Claims one appointment mail that is due (pending or retry, its next attempt
-- come, no run holding it), atomically, for lease_seconds; the caller records
-- the outcome and releases it. A mail the manage function stores is claimed by
-- that function from the start (claimed_until set on insert): if it dies
-- before sending, the lease runs out and the job sends it.
create function public.claim_appointment_mail(lease_seconds integer default 600)
returns setof public.appointment_mails
language sql
set search_path = public, pg_temp
as $$
  update public.appointment_mails as m
     set claimed_until = now() + make_interval(secs => lease_seconds)
   where m.id = (
     select q.id from public.appointment_mails as q
      where q.status in ('pending', 'retry')
        and coalesce(q.next_attempt_at, q.created_at) <= now()
        and (q.claimed_until is null or q.claimed_until <= now())
      order by coalesce(q.next_attempt_at, q.created_at)
      limit 1
      for update skip locked)
     and lease_seconds between 10 and 3600
  returning m.*
$$;

-- Queues the visitor's reminder of every booked appointment that starts
-- within the next 24 hours and has none yet, in one statement (two runs
-- cannot both queue one: the update takes the row). Not for an appointment
-- booked or rescheduled less than 24 hours before it starts (the
-- confirmation just went out), nor one without a request (entered by hand:
-- no visitor address). Answers how many were queued.
create function public.queue_appointment_reminders()
returns integer
language sql
set search_path = public, pg_temp
as $$
  with due as (
    update public.appointments as a
       set reminder_sent_at = now()
     where a.status = 'booked'
       and a.reminder_sent_at is null
       and a.service_request_id is not null
       and lower(a.during) > now()
       and lower(a.during) <= now() + interval '24 hours'
       and coalesce(a.rescheduled_at, a.booked_at, a.created_at) < lower(a.during) - interval '24 hours'
    returning a.id, a.sequence, lower(a.during) as starts_at, upper(a.during) as ends_at
  ), queued as (
    insert into public.appointment_mails (appointment_id, kind, recipient, sequence, starts_at, ends_at)
    select due.id, 'reminder', 'visitor', due.sequence, due.starts_at, due.ends_at from due
    returning 1
  )
  select count(*)::integer from queued
$$;

revoke all on function public.claim_appointment_mail(integer) from public, anon, authenticated;
revoke all on function public.queue_appointment_reminders() from public, anon, authenticated;
grant execute on function public.claim_appointment_mail(integer) to service_role;
grant execute on function public.queue_appointment_reminders() to service_role;

-- The manage page's limits (docs/decisions/035, 050): every request to the
-- manage function counts per caller address (a wrong token reveals nothing
-- and 30 guesses in ten minutes find nothing among 2^256); changes count per
-- appointment.
insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  ('appointment_manage', 'address', 600, 30, 'a visitor opens the page and changes it a few times; thirty in ten minutes is a script guessing links'),
  ('appointment_change', 'session', 86400, 6, 'reschedules and the cancellation of one appointment in a day; more is a call to the office');
