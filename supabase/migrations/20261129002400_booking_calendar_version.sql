-- The calendar's version: one number that every change to what the open
-- times are made of raises, so booking-times can keep its answer between
-- changes and still see a change on the very next request
-- (docs/decisions/072-open-times-cache.md).
--
-- What counts: appointments (their calendar, status, times, county, hold
-- session and hold end), booking_settings, booking_hours,
-- booking_blocked_days, booking_durations and business_busy_times. A hold
-- that runs out changes the answer without a write; booking-times knows each
-- hold's end and stops using an answer at the first one.
--
-- The number rises at commit (a deferred constraint trigger), once per
-- transaction: the row lock it takes is the transaction's last, held for the
-- commit only, so a hold or a booking that waits for a day's advisory lock
-- never waits for it and two of them cannot deadlock over it; and a reader
-- that sees the new number sees the committed change with it.

create table private.booking_calendar_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
revoke all on table private.booking_calendar_version from public, anon, authenticated;
alter table private.booking_calendar_version enable row level security;
insert into private.booking_calendar_version (id) values (true);

create function private.bump_booking_calendar_version()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  -- Once per transaction: the setting is local to it and reverts at its end.
  if coalesce(current_setting('booking.calendar_version_raised', true), '') <> 'on' then
    update private.booking_calendar_version set version = version + 1, changed_at = now() where id;
    perform set_config('booking.calendar_version_raised', 'on', true);
  end if;
  return null;
end
$$;
revoke all on function private.bump_booking_calendar_version() from public, anon, authenticated;

create constraint trigger appointments_raise_calendar_version
  after insert or delete or update of calendar, status, during, blocked, county, session_id, expires_at on public.appointments
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

create constraint trigger booking_settings_raise_calendar_version
  after insert or update or delete on public.booking_settings
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

create constraint trigger booking_hours_raise_calendar_version
  after insert or update or delete on public.booking_hours
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

create constraint trigger booking_blocked_days_raise_calendar_version
  after insert or update or delete on public.booking_blocked_days
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

create constraint trigger booking_durations_raise_calendar_version
  after insert or update or delete on public.booking_durations
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

create constraint trigger business_busy_times_raise_calendar_version
  after insert or update or delete on public.business_busy_times
  deferrable initially deferred
  for each row execute function private.bump_booking_calendar_version();

-- A constraint trigger has no TRUNCATE event: a plain statement trigger counts those.
create trigger appointments_truncate_raises_calendar_version after truncate on public.appointments
  for each statement execute function private.bump_booking_calendar_version();
create trigger booking_blocked_days_truncate_raises_calendar_version after truncate on public.booking_blocked_days
  for each statement execute function private.bump_booking_calendar_version();
create trigger booking_durations_truncate_raises_calendar_version after truncate on public.booking_durations
  for each statement execute function private.bump_booking_calendar_version();
create trigger booking_hours_truncate_raises_calendar_version after truncate on public.booking_hours
  for each statement execute function private.bump_booking_calendar_version();
create trigger business_busy_times_truncate_raises_calendar_version after truncate on public.business_busy_times
  for each statement execute function private.bump_booking_calendar_version();

-- The number, as text (a bigint can outgrow a JavaScript number's exact range).
create function public.booking_calendar_version()
returns text
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select v.version::text from private.booking_calendar_version as v where v.id
$$;
revoke all on function public.booking_calendar_version() from public, anon, authenticated;
grant execute on function public.booking_calendar_version() to service_role;

-- The calendar now names each live hold's browser session and end (epoch
-- ms), so booking-times can leave out the caller's own hold and stop using
-- an answer when a hold runs out, from one calendar read shared by all callers.
create or replace function public.booking_calendar(p_from timestamptz, p_to timestamptz, p_except uuid default null, p_except_session text default null)
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
        'county', a.county,
        'held', a.status = 'held',
        'session', case when a.status = 'held' then a.session_id end,
        'expires', case when a.status = 'held' then (extract(epoch from a.expires_at) * 1000)::bigint end) order by lower(a.during))
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

