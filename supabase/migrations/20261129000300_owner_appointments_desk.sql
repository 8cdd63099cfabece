-- The owner's appointments desk (docs/decisions/056-owner-appointments-desk.md):
--
--   * appointments.confirmed_at: the owner confirmed a booked appointment
--     (the owner-appointment function; no mail: the visitor has the invitation);
--   * appointment_mails.changed_by / reason: a change made by the owner
--     (owner-appointment: move, cancel with a reason) says so in its mails;
--   * blocked hours are busy times of source 'owner' in business_busy_times
--     (the calendar import replaces only its own source's rows), so the slot
--     rules close them as they close the owner's calendar (decision 046:
--     the travel allowance on either side);
--   * owner RPCs (security definer, public.is_owner(): a listed owner at
--     aal2; anyone else gets 42501 and nothing is read or written): the
--     week's calendar, the rules, blocking days and hours, saving the rules.
--     Every change is recorded in owner_audit_log through
--     private.record_owner_change (migration 20261129000200), in the same
--     transaction.

alter table public.appointments add column confirmed_at timestamptz;

alter table public.appointment_mails
  add column changed_by text not null default 'visitor' check (changed_by in ('visitor', 'owner')),
  add column reason text check (reason is null or char_length(reason) <= 500);

create index business_busy_times_owner_idx on public.business_busy_times (lower(during)) where (source = 'owner');

-- Every RPC below starts with private.require_owner() (migration
-- 20261129000200): 42501 for anyone but an owner at aal2 (PostgREST answers
-- 401 to anon, 403 to a signed-in caller), before it reads or writes.

-- ------------------------------------------------------------- reads

-- The desk's calendar between p_from and p_to (at most 62 days): the rules
-- (settings, hours), blocked days with their reasons, appointments (held
-- while live, booked, and cancelled ones for the list) with their clients,
-- and busy times (imported and the owner's blocked hours).
create function public.owner_desk_calendar(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
begin
  perform private.require_owner();
  if p_from is null or p_to is null or p_to <= p_from or p_to - p_from > interval '62 days' then
    raise exception 'from must be before to, at most 62 days apart' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'timeZone', (select s.time_zone from public.booking_settings as s where s.id),
    'hours', coalesce((select jsonb_agg(jsonb_build_object(
        'weekday', h.weekday, 'opens', to_char(h.opens_at, 'HH24:MI'), 'closes', to_char(h.closes_at, 'HH24:MI')) order by h.weekday)
      from public.booking_hours as h), '[]'::jsonb),
    'blockedDays', coalesce((select jsonb_agg(jsonb_build_object('day', to_char(b.day, 'YYYY-MM-DD'), 'reason', b.reason) order by b.day)
      from public.booking_blocked_days as b
      where b.day between (p_from - interval '1 day')::date and (p_to + interval '1 day')::date), '[]'::jsonb),
    'appointments', coalesce((select jsonb_agg(jsonb_build_object(
        'id', a.id, 'status', a.status, 'start', lower(a.during), 'end', upper(a.during),
        'serviceType', a.service_type, 'serviceId', a.service_id, 'durationMinutes', a.duration_minutes,
        'county', a.county, 'municipality', a.municipality, 'sequence', a.sequence,
        'confirmedAt', a.confirmed_at, 'cancelledAt', a.cancelled_at, 'expiresAt', a.expires_at,
        'client', case when r.id is null then null else jsonb_build_object(
          'name', btrim(r.first_name || ' ' || r.last_name), 'email', r.email, 'phone', r.phone,
          'address', r.property_address) end,
        'serviceRequestId', a.service_request_id) order by lower(a.during))
      from public.appointments as a
      left join public.service_requests as r on r.id = a.service_request_id
      where a.during && tstzrange(p_from, p_to)
        and (a.status in ('booked', 'cancelled') or a.expires_at > now())), '[]'::jsonb),
    'busy', coalesce((select jsonb_agg(jsonb_build_object(
        'id', t.id, 'start', lower(t.during), 'end', upper(t.during),
        'kind', case when t.source = 'owner' then 'blocked' else 'imported' end,
        'reason', case when t.source = 'owner' then t.summary end) order by lower(t.during))
      from public.business_busy_times as t
      where t.during && tstzrange(p_from, p_to)), '[]'::jsonb)
  );
end;
$$;

-- The rules the owner edits: settings, hours per weekday, durations, and
-- the blocked days and hours from today on.
create function public.owner_booking_rules()
returns jsonb
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_zone text := (select s.time_zone from public.booking_settings as s where s.id);
begin
  perform private.require_owner();
  return jsonb_build_object(
    'settings', (select jsonb_build_object(
        'timeZone', s.time_zone, 'minNoticeBusinessDays', s.min_notice_business_days, 'dailyCap', s.daily_cap,
        'horizonDays', s.horizon_days, 'slotStepMinutes', s.slot_step_minutes)
      from public.booking_settings as s where s.id),
    'hours', coalesce((select jsonb_agg(jsonb_build_object(
        'weekday', h.weekday, 'opens', to_char(h.opens_at, 'HH24:MI'), 'closes', to_char(h.closes_at, 'HH24:MI')) order by h.weekday)
      from public.booking_hours as h), '[]'::jsonb),
    'durations', coalesce((select jsonb_agg(jsonb_build_object('serviceId', d.service_id, 'tier', d.tier, 'minutes', d.minutes)
        order by d.service_id, d.tier)
      from public.booking_durations as d), '[]'::jsonb),
    'blockedDays', coalesce((select jsonb_agg(jsonb_build_object('day', to_char(b.day, 'YYYY-MM-DD'), 'reason', b.reason) order by b.day)
      from public.booking_blocked_days as b where b.day >= (now() at time zone v_zone)::date), '[]'::jsonb),
    'blockedHours', coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'start', lower(t.during), 'end', upper(t.during),
        'reason', t.summary) order by lower(t.during))
      from public.business_busy_times as t where t.source = 'owner' and upper(t.during) > now()), '[]'::jsonb)
  );
end;
$$;

-- ------------------------------------------------- blocked days and hours

create function public.owner_block_day(p_day date, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_before jsonb;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_owner();
  if p_day is null or p_day < (now() at time zone (select s.time_zone from public.booking_settings as s where s.id))::date
     or p_day > current_date + 730 then
    raise exception 'Choose a day from today to two years ahead' using errcode = '22023';
  end if;
  if char_length(coalesce(v_reason, '')) > 200 then
    raise exception 'The reason is at most 200 characters' using errcode = '22023';
  end if;
  select to_jsonb(b) into v_before from public.booking_blocked_days as b where b.day = p_day;
  insert into public.booking_blocked_days (day, reason) values (p_day, v_reason)
  on conflict (day) do update set reason = excluded.reason;
  perform private.record_owner_change('booking_blocked_day', p_day::text, 'block', v_before,
    jsonb_build_object('day', p_day, 'reason', v_reason));
end;
$$;

create function public.owner_unblock_day(p_day date)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_before jsonb;
begin
  perform private.require_owner();
  delete from public.booking_blocked_days as b where b.day = p_day returning to_jsonb(b) into v_before;
  if v_before is null then
    -- 404 through PostgREST's own error format (sqlstate PGRST: the message and status as JSON).
    raise sqlstate 'PGRST' using message = '{"code":"not_found","message":"That day is not blocked"}', detail = '{"status":404,"headers":{}}';
  end if;
  perform private.record_owner_change('booking_blocked_day', p_day::text, 'unblock', v_before, null);
end;
$$;

-- A range of hours closed to visitors: a busy time of source 'owner'.
create function public.owner_block_hours(p_start timestamptz, p_end timestamptz, p_reason text default null)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_id uuid := gen_random_uuid();
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_owner();
  if p_start is null or p_end is null or p_end <= p_start then
    raise exception 'The end must be after the start' using errcode = '22023';
  end if;
  if p_end - p_start > interval '14 days' then
    raise exception 'Block at most 14 days at once (block whole days instead)' using errcode = '22023';
  end if;
  if p_end <= now() or p_start > now() + interval '2 years' then
    raise exception 'Choose hours from now to two years ahead' using errcode = '22023';
  end if;
  if char_length(coalesce(v_reason, '')) > 200 then
    raise exception 'The reason is at most 200 characters' using errcode = '22023';
  end if;
  insert into public.business_busy_times (id, source, uid, during, summary)
  values (v_id, 'owner', v_id::text, tstzrange(p_start, p_end), v_reason);
  perform private.record_owner_change('booking_blocked_hours', v_id::text, 'block', null,
    jsonb_build_object('start', p_start, 'end', p_end, 'reason', v_reason));
  return v_id;
end;
$$;

create function public.owner_unblock_hours(p_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_before jsonb;
begin
  perform private.require_owner();
  delete from public.business_busy_times as t where t.id = p_id and t.source = 'owner'
  returning jsonb_build_object('start', lower(t.during), 'end', upper(t.during), 'reason', t.summary) into v_before;
  if v_before is null then
    raise sqlstate 'PGRST' using message = '{"code":"not_found","message":"Those hours are not blocked"}', detail = '{"status":404,"headers":{}}';
  end if;
  perform private.record_owner_change('booking_blocked_hours', p_id::text, 'unblock', v_before, null);
end;
$$;

-- ------------------------------------------------------------ the rules

-- Saves the booking rules in one transaction: {minNoticeBusinessDays,
-- dailyCap, hours: [{weekday, opens, closes}] (a weekday left out is
-- closed), durations: [{serviceId, tier, minutes}] (existing rows only)}.
-- Anything wrong: 22023 with what, and nothing is written.
create function public.owner_save_booking_rules(p_rules jsonb)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_before jsonb;
  v_notice integer;
  v_cap integer;
  v_hours jsonb := p_rules -> 'hours';
  v_durations jsonb := p_rules -> 'durations';
  v_item jsonb;
begin
  perform private.require_owner();
  if jsonb_typeof(p_rules) is distinct from 'object' or jsonb_typeof(v_hours) is distinct from 'array'
     or jsonb_typeof(v_durations) is distinct from 'array'
     or jsonb_typeof(p_rules -> 'minNoticeBusinessDays') is distinct from 'number'
     or jsonb_typeof(p_rules -> 'dailyCap') is distinct from 'number' then
    raise exception 'The rules need minNoticeBusinessDays, dailyCap, hours and durations' using errcode = '22023';
  end if;
  v_notice := (p_rules ->> 'minNoticeBusinessDays')::numeric;
  v_cap := (p_rules ->> 'dailyCap')::numeric;
  if (p_rules ->> 'minNoticeBusinessDays')::numeric <> v_notice or v_notice not between 0 and 30 then
    raise exception 'Notice is 0 to 30 business days' using errcode = '22023';
  end if;
  if (p_rules ->> 'dailyCap')::numeric <> v_cap or v_cap not between 1 and 20 then
    raise exception 'At most 1 to 20 appointments a day' using errcode = '22023';
  end if;
  if jsonb_array_length(v_hours) > 7 or jsonb_array_length(v_durations) > 200 then
    raise exception 'Too many hours or durations' using errcode = '22023';
  end if;
  for v_item in select * from jsonb_array_elements(v_hours) loop
    if jsonb_typeof(v_item -> 'weekday') is distinct from 'number'
       or (v_item ->> 'weekday') !~ '^[1-7]$'
       or coalesce(v_item ->> 'opens', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
       or coalesce(v_item ->> 'closes', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
      raise exception 'Each day''s hours need a weekday 1-7 and times as HH:MM' using errcode = '22023';
    end if;
    if (v_item ->> 'opens')::time >= (v_item ->> 'closes')::time then
      raise exception 'On weekday %, opening must be before closing', v_item ->> 'weekday' using errcode = '22023';
    end if;
  end loop;
  if (select count(distinct e ->> 'weekday') from jsonb_array_elements(v_hours) as e) <> jsonb_array_length(v_hours) then
    raise exception 'Each weekday at most once' using errcode = '22023';
  end if;
  for v_item in select * from jsonb_array_elements(v_durations) loop
    if jsonb_typeof(v_item -> 'minutes') is distinct from 'number' or (v_item ->> 'minutes') !~ '^[0-9]+$'
       or (v_item ->> 'minutes')::integer > 600 then
      raise exception 'Durations are whole minutes from 0 to 600' using errcode = '22023';
    end if;
    if not exists (select 1 from public.booking_durations as d
                    where d.service_id = v_item ->> 'serviceId' and d.tier = v_item ->> 'tier') then
      raise exception 'Unknown service or size: % %', v_item ->> 'serviceId', v_item ->> 'tier' using errcode = '22023';
    end if;
  end loop;

  select jsonb_build_object(
      'minNoticeBusinessDays', s.min_notice_business_days, 'dailyCap', s.daily_cap,
      'hours', (select coalesce(jsonb_agg(jsonb_build_object('weekday', h.weekday, 'opens', to_char(h.opens_at, 'HH24:MI'),
          'closes', to_char(h.closes_at, 'HH24:MI')) order by h.weekday), '[]'::jsonb) from public.booking_hours as h),
      'durations', (select coalesce(jsonb_agg(jsonb_build_object('serviceId', d.service_id, 'tier', d.tier, 'minutes', d.minutes)
          order by d.service_id, d.tier), '[]'::jsonb) from public.booking_durations as d))
    into v_before
    from public.booking_settings as s where s.id;

  update public.booking_settings set min_notice_business_days = v_notice, daily_cap = v_cap where id;
  delete from public.booking_hours;
  insert into public.booking_hours (weekday, opens_at, closes_at)
  select (e ->> 'weekday')::smallint, (e ->> 'opens')::time, (e ->> 'closes')::time from jsonb_array_elements(v_hours) as e;
  update public.booking_durations as d set minutes = (e ->> 'minutes')::integer
    from jsonb_array_elements(v_durations) as e
   where d.service_id = e ->> 'serviceId' and d.tier = e ->> 'tier' and d.minutes <> (e ->> 'minutes')::integer;

  perform private.record_owner_change('booking_rules', 'booking_rules', 'save', v_before,
    jsonb_build_object('minNoticeBusinessDays', v_notice, 'dailyCap', v_cap, 'hours', v_hours, 'durations', v_durations));
end;
$$;

revoke all on function public.owner_desk_calendar(timestamptz, timestamptz), public.owner_booking_rules(),
  public.owner_block_day(date, text), public.owner_unblock_day(date), public.owner_block_hours(timestamptz, timestamptz, text),
  public.owner_unblock_hours(uuid), public.owner_save_booking_rules(jsonb) from public, anon, authenticated;
grant execute on function public.owner_desk_calendar(timestamptz, timestamptz), public.owner_booking_rules(),
  public.owner_block_day(date, text), public.owner_unblock_day(date), public.owner_block_hours(timestamptz, timestamptz, text),
  public.owner_unblock_hours(uuid), public.owner_save_booking_rules(jsonb) to authenticated;
