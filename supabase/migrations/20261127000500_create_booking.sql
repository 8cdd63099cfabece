-- Booking inside the quote (docs/decisions/046-booking-slots-and-holds.md):
--
--   * the business's rules, in tables it changes without a deploy:
--     booking_settings (one row: time zone, slot step, notice, horizon, daily
--     cap, hold length, travel estimate), booking_hours (per weekday),
--     booking_blocked_days, booking_durations (minutes per service id of
--     _shared/domain/pricing.ts and size tier; add-ons add theirs);
--   * business_busy_times: the owner's calendar, imported later by a
--     calendar-import job (source + uid identify an event);
--   * appointments: held (10 minutes) or booked times. An exclusion
--     constraint (btree_gist) refuses two live rows of one calendar whose
--     `blocked` ranges overlap; `blocked` is the appointment plus the fixed
--     travel allowance after it. The pair-specific travel time between
--     neighbours is checked by the functions under a per-day advisory lock in
--     the same transaction (decision 046).
--   * booking_calendar(from, to): everything the slot rules need, as one
--     jsonb value, for the functions' database pool (one round trip).
--
-- Visitors read none of it through PostgREST: the booking functions read and
-- write with the service connection. Production defaults are inserted here
-- (a hosted project runs migrations, not the seed).

create extension if not exists btree_gist with schema extensions;

-- ------------------------------------------------------------- settings

create table public.booking_settings (
  id boolean primary key default true check (id),
  -- The business's clock: hours, days, holidays and notice are read in it.
  time_zone text not null default 'America/New_York',
  -- Open times start every this many minutes from opening.
  slot_step_minutes integer not null default 30 check (slot_step_minutes between 5 and 240),
  -- The first bookable day is this many business days after today (1: the next business day).
  min_notice_business_days integer not null default 1 check (min_notice_business_days between 0 and 30),
  -- How many days ahead open times are offered.
  horizon_days integer not null default 21 check (horizon_days between 1 and 90),
  -- Appointments (booked and live holds) a day at most.
  daily_cap integer not null default 4 check (daily_cap between 1 and 50),
  -- How long a hold keeps a time while the visitor fills the form.
  hold_minutes integer not null default 10 check (hold_minutes between 1 and 60),
  -- Travel between consecutive appointments (decision 046): straight-line
  -- miles between county centroids x road factor (at least local_miles),
  -- at speed_mph, plus allowance_minutes (parking, packing, a margin). The
  -- allowance alone is the buffer the exclusion constraint enforces.
  travel_road_factor numeric(4, 2) not null default 1.30 check (travel_road_factor between 1 and 3),
  travel_speed_mph numeric(5, 1) not null default 35 check (travel_speed_mph between 5 and 80),
  travel_local_miles numeric(5, 1) not null default 8 check (travel_local_miles between 0 and 100),
  travel_allowance_minutes integer not null default 15 check (travel_allowance_minutes between 0 and 120),
  updated_at timestamptz not null default now()
);

create table public.booking_hours (
  -- ISO weekday: 1 Monday ... 7 Sunday. A weekday without a row is closed.
  weekday smallint primary key check (weekday between 1 and 7),
  opens_at time not null,
  closes_at time not null,
  constraint booking_hours_order check (opens_at < closes_at)
);

create table public.booking_blocked_days (
  -- A local date (booking_settings.time_zone) with no appointments (vacation, training).
  day date primary key,
  reason text check (reason is null or char_length(reason) <= 200),
  created_at timestamptz not null default now()
);

create table public.booking_durations (
  -- 'appraisal', a photography package id, 'custom' (the base of a custom
  -- package), or an add-on id (minutes added to the base): the ids of
  -- supabase/functions/_shared/domain/pricing.ts.
  service_id text not null check (service_id ~ '^[a-z][a-z0-9-]{0,63}$'),
  tier text not null check (tier in ('under_1500', '1500_to_2500', 'over_2500')),
  minutes integer not null check (minutes between 0 and 600),
  primary key (service_id, tier)
);

-- ---------------------------------------------------- the owner's calendar

create table public.business_busy_times (
  id uuid primary key default gen_random_uuid(),
  -- Where it came from ('google', 'ics:<feed>', 'seed', ...) and the event's id there.
  source text not null check (char_length(source) between 1 and 100),
  uid text not null check (char_length(uid) between 1 and 500),
  during tstzrange not null check (not isempty(during) and not lower_inf(during) and not upper_inf(during)),
  summary text check (summary is null or char_length(summary) <= 500),
  imported_at timestamptz not null default now(),
  unique (source, uid)
);
create index business_busy_times_during_idx on public.business_busy_times using gist (during);

-- ---------------------------------------------------------- appointments

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  -- Whose day it takes: one calendar today; a second appraiser gets another.
  calendar text not null default 'owner' check (char_length(calendar) between 1 and 50),
  status text not null check (status in ('held', 'booked', 'cancelled')),
  -- The appointment itself, [start, end).
  during tstzrange not null
    check (not isempty(during) and not lower_inf(during) and not upper_inf(during) and lower_inc(during) and not upper_inc(during)),
  -- What the exclusion constraint compares: [start, end + the travel
  -- allowance). Left out (an appointment entered by hand), the trigger below
  -- sets it from booking_settings.travel_allowance_minutes.
  blocked tstzrange not null,
  service_type text not null check (service_type in ('appraisal', 'photography')),
  service_id text not null check (char_length(service_id) between 1 and 100),
  duration_minutes integer not null check (duration_minutes between 1 and 600),
  county text not null check (county ~ '^[a-z][a-z-]{1,40}$'),
  municipality text check (municipality is null or char_length(municipality) <= 100),
  -- Holds: SHA-256 (hex) of the token the visitor holds, the browser session, until when.
  hold_token_hash text unique check (hold_token_hash is null or hold_token_hash ~ '^[0-9a-f]{64}$'),
  session_id text check (session_id is null or char_length(session_id) <= 100),
  expires_at timestamptz,
  -- Booked: the request it belongs to and SHA-256 (hex) of the manage link's token (a later manage page).
  service_request_id uuid references public.service_requests (id) on delete set null,
  manage_token_hash text unique check (manage_token_hash is null or manage_token_hash ~ '^[0-9a-f]{64}$'),
  booked_at timestamptz,
  cancelled_at timestamptz,
  -- For reminders (not sent yet).
  reminder_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint appointments_blocked_covers check (lower(blocked) = lower(during) and upper(blocked) >= upper(during)),
  constraint appointments_held_expires check (status <> 'held' or (expires_at is not null and hold_token_hash is not null)),
  -- No double booking: two live (held or booked) rows of one calendar never
  -- overlap, travel allowance included. An expired hold still counts here:
  -- whoever takes its time deletes it first, in the same transaction.
  constraint appointments_no_overlap exclude using gist (calendar with =, blocked with &&) where (status in ('held', 'booked'))
);
create index appointments_during_idx on public.appointments using gist (during) where (status in ('held', 'booked'));
create index appointments_session_hold_idx on public.appointments (session_id) where (status = 'held');
create index appointments_service_request_idx on public.appointments (service_request_id);

-- `blocked` from `during` when an insert leaves it out or an update moves
-- `during` without it: the appointment plus the travel allowance.
create function public.set_appointment_blocked()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.blocked is null or (tg_op = 'UPDATE' and new.during is distinct from old.during and new.blocked is not distinct from old.blocked) then
    new.blocked := tstzrange(lower(new.during), upper(new.during)
      + make_interval(mins => coalesce((select s.travel_allowance_minutes from public.booking_settings as s where s.id), 0)));
  end if;
  return new;
end;
$$;
revoke all on function public.set_appointment_blocked() from public, anon, authenticated;

create trigger appointments_set_blocked before insert or update on public.appointments
  for each row execute function public.set_appointment_blocked();
create trigger appointments_updated_at before update on public.appointments
  for each row execute function public.set_updated_at();
create trigger booking_settings_updated_at before update on public.booking_settings
  for each row execute function public.set_updated_at();

-- ------------------------------------------------------------- access

alter table public.booking_settings enable row level security;
alter table public.booking_hours enable row level security;
alter table public.booking_blocked_days enable row level security;
alter table public.booking_durations enable row level security;
alter table public.business_busy_times enable row level security;
alter table public.appointments enable row level security;

revoke all on table public.booking_settings, public.booking_hours, public.booking_blocked_days, public.booking_durations,
  public.business_busy_times, public.appointments from anon, authenticated;
grant select, insert, update, delete on table public.booking_settings, public.booking_hours, public.booking_blocked_days,
  public.booking_durations, public.business_busy_times, public.appointments to service_role;

-- ------------------------------------------------- production defaults

insert into public.booking_settings (id) values (true);

-- Monday to Friday, 9:00 to 17:00.
insert into public.booking_hours (weekday, opens_at, closes_at)
select weekday, time '09:00', time '17:00' from generate_series(1, 5) as weekday;

-- Minutes on site. Appraisal inspection: 60 whatever the size. Photography
-- packages grow with the home; add-ons add their minutes to the package (or
-- to the custom package's base).
insert into public.booking_durations (service_id, tier, minutes)
select d.service_id, t.tier, d.minutes[t.position]
from (values
  ('appraisal', array[60, 60, 60]),
  ('basic-photography', array[60, 75, 90]),
  ('premium-photography', array[90, 105, 120]),
  ('ultimate-photography', array[120, 135, 150]),
  ('custom', array[15, 15, 15]),
  ('professional-photography', array[45, 60, 75]),
  ('aerial-photography', array[30, 30, 30]),
  ('floor-plans', array[30, 45, 60]),
  ('virtual-tours', array[30, 45, 60]),
  ('real-estate-videography', array[60, 75, 90])
) as d (service_id, minutes)
cross join (values (1, 'under_1500'), (2, '1500_to_2500'), (3, 'over_2500')) as t (position, tier);

-- The limits of the booking functions (docs/decisions/035, 046).
insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  ('booking_times', 'address', 60, 60, 'the picker asks once per visit of the step and after a taken time; sixty a minute is a script'),
  ('booking_times', 'session', 60, 20, 'one visitor rarely asks more than a few times a minute'),
  ('booking_hold', 'session', 600, 10, 'a visitor picks a time, maybe changes it a few times; each new hold releases the last'),
  ('booking_hold', 'address', 3600, 10, 'ten holds an hour from one address; more is someone blocking the calendar'),
  ('booking', 'address', 86400, 3, 'three booked appointments a day from one address; more is a call to the office');

-- --------------------------------------------------------- one read

-- The rules and the calendar between p_from and p_to, as the slot rules of
-- _shared/domain/booking/ read them (parsed by schemas/booking.ts): live
-- appointments only (booked, and holds not yet expired), times as epoch
-- milliseconds. p_except: an appointment to leave out (the hold being
-- booked); p_except_session: the holds of a browser session to leave out (a
-- visitor's own hold, which their next hold releases, hides nothing from them).
create function public.booking_calendar(p_from timestamptz, p_to timestamptz, p_except uuid default null, p_except_session text default null)
returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'settings', (select to_jsonb(s) - 'id' - 'updated_at' from public.booking_settings as s where s.id),
    'hours', coalesce((select jsonb_agg(jsonb_build_object(
        'weekday', h.weekday, 'opens', to_char(h.opens_at, 'HH24:MI'), 'closes', to_char(h.closes_at, 'HH24:MI')) order by h.weekday)
      from public.booking_hours as h), '[]'::jsonb),
    'blockedDays', coalesce((select jsonb_agg(to_char(b.day, 'YYYY-MM-DD') order by b.day)
      from public.booking_blocked_days as b
      where b.day between (p_from - interval '1 day')::date and (p_to + interval '1 day')::date), '[]'::jsonb),
    'durations', coalesce((select jsonb_agg(jsonb_build_object('serviceId', d.service_id, 'tier', d.tier, 'minutes', d.minutes))
      from public.booking_durations as d), '[]'::jsonb),
    'appointments', coalesce((select jsonb_agg(jsonb_build_object(
        'start', (extract(epoch from lower(a.during)) * 1000)::bigint,
        'end', (extract(epoch from upper(a.during)) * 1000)::bigint,
        'county', a.county) order by lower(a.during))
      from public.appointments as a
      where a.status in ('held', 'booked')
        and (a.status = 'booked' or a.expires_at > now())
        and a.during && tstzrange(p_from, p_to)
        and a.id is distinct from p_except
        and not (a.status = 'held' and a.session_id is not distinct from p_except_session and p_except_session is not null)), '[]'::jsonb),
    'busy', coalesce((select jsonb_agg(jsonb_build_object(
        'start', (extract(epoch from lower(t.during)) * 1000)::bigint,
        'end', (extract(epoch from upper(t.during)) * 1000)::bigint) order by lower(t.during))
      from public.business_busy_times as t
      where t.during && tstzrange(p_from, p_to)), '[]'::jsonb)
  )
$$;

revoke all on function public.booking_calendar(timestamptz, timestamptz, uuid, text) from public, anon, authenticated;
grant execute on function public.booking_calendar(timestamptz, timestamptz, uuid, text) to service_role;
