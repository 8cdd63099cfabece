-- What a hold may cost an attacker (docs/decisions/057-one-mailbox-one-count-and-hold-costs.md).
--
--  * booking_calendar() says which live appointments are holds ('held'): the
--    slot rules give a hold its own time and the fixed allowance only (no
--    travel, no place under the daily cap); the cap and the travel are
--    checked against booked appointments, again when a hold is booked.
--  * A hold keeps the keyed hash of its caller's address (holder_hash, the
--    functions' hash of decision 044; cleared when it is booked), so that an
--    address holds at most booking_settings.live_holds_per_address live
--    holds at once (booking-hold counts them under a per-address advisory lock).
--  * 'booking_hold' by address: 20 a day on top of 10 an hour.

alter table public.appointments
  add column holder_hash text check (holder_hash is null or holder_hash ~ '^[0-9a-f]{32,64}$');

comment on column public.appointments.holder_hash is
  'Keyed hash of the address that placed a live hold (never the address); null once booked, and for rows not made by booking-hold.';

create index appointments_live_holds_by_holder on public.appointments (holder_hash, expires_at)
  where status = 'held' and holder_hash is not null;

alter table public.booking_settings
  add column live_holds_per_address integer not null default 1 check (live_holds_per_address between 1 and 100);

comment on column public.booking_settings.live_holds_per_address is
  'Live holds one caller address may have at once (a visitor holds one time; a new hold of the same session replaces it). Decision 057.';


comment on column public.booking_settings.daily_cap is
  'Booked appointments a day at most (holds do not count; decision 057).';

insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  ('booking_hold', 'address', 86400, 20, 'a visitor holds a time and may change it a few times; twenty a day from one address is someone renewing holds to block the calendar');

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
        'held', a.status = 'held') order by lower(a.during))
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
