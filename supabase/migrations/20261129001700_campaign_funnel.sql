-- The campaign funnel (docs/decisions/063-campaign-funnel.md): landings →
-- quotes opened → quotes priced → requests → appointments booked → booked value
-- and discount given, per campaign, per discount code and per week, for the
-- owner's desk and for a marketer's private link.
--
-- 1. Campaign names, sources and media are normalised once, by
--    public.campaign_tag(), into stored generated columns: lower case, runs of
--    white space as one space, trimmed; only a campaign tag (1 to 64 of a-z,
--    0-9, space, ".", "_", "-", starting with a letter or digit) is kept, else
--    null ("no campaign"), as decision 045 keeps UTM values.
-- 2. Attribution is written once, at insert: a request or a quote step is
--    credited to the first campaign landing of its browser session
--    (site-visit session id); a request without one falls back to its own UTM
--    values. private.attribute_to_campaign() is that rule, as a trigger.
-- 3. The two steps nothing recorded (a quote opened, a price shown) are
--    anonymous rows of quote_steps: the session id and the step, one row per
--    session and step at most (primary key), written only through
--    log_quote_step() with per-session and per-address limits.
-- 4. One report, private.campaign_funnel(), read through two SECURITY
--    DEFINER doors: owner_campaign_report() (owners at aal2) and
--    marketer_campaign_report() (a private link's key; wrong or revoked keys
--    answer null and count against the agent report's failure limit).

-- ------------------------------------------------------ normalised names

create function public.campaign_tag(p_value text)
returns text
language sql
immutable
parallel safe
set search_path = pg_catalog, pg_temp
as $$
  select case when n ~ '^[a-z0-9][a-z0-9 ._-]{0,63}$' then n end
    from (select btrim(regexp_replace(lower(coalesce(p_value, '')), '[[:space:]]+', ' ', 'g')) as n) as normalised
$$;
revoke all on function public.campaign_tag(text) from public, anon, authenticated;
grant execute on function public.campaign_tag(text) to service_role;

alter table public.campaign_visits
  add column campaign text generated always as (public.campaign_tag(utm_campaign)) stored,
  add column source text generated always as (public.campaign_tag(utm_source)) stored,
  add column medium text generated always as (public.campaign_tag(utm_medium)) stored;

-- The session's first landing (attribution), and an address's landings of a day (the cap).
create index campaign_visits_session_first_idx on public.campaign_visits (session_id, created_at)
  include (campaign, source, medium) where session_id is not null;

-- ------------------------------------------------------ landings, counted once at write

-- Whether a landing counts (set at insert): a browser session counts once per
-- campaign, source and medium, and an address's sessions at most 20 a New
-- York day per campaign, so fresh session ids from one machine stop counting
-- there. campaign_landing_days holds the counted landings per day: the
-- report sums a year of it in a few thousand rows instead of reading every
-- landing.
alter table public.campaign_visits add column counted boolean;
create index campaign_visits_counted_by_address_idx on public.campaign_visits (ip_hash, created_at)
  include (campaign) where counted;

create table public.campaign_landing_days (
  day date not null,
  campaign text,
  source text,
  medium text,
  landings integer not null default 0 check (landings >= 0),
  constraint campaign_landing_days_key unique nulls not distinct (day, campaign, source, medium)
);
alter table public.campaign_landing_days enable row level security;
revoke all on table public.campaign_landing_days from anon, authenticated;
grant select on table public.campaign_landing_days to service_role;

create function private.count_campaign_landing()
returns trigger
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  tz constant text := 'America/New_York';
  day date := (coalesce(new.created_at, now()) at time zone tz)::date;
  -- The stored generated columns are computed after BEFORE triggers: the same function here.
  tag_campaign text := public.campaign_tag(new.utm_campaign);
  tag_source text := public.campaign_tag(new.utm_source);
  tag_medium text := public.campaign_tag(new.utm_medium);
begin
  new.counted := new.session_id is not null
    and not exists (
      select 1 from public.campaign_visits as v
       where v.session_id = new.session_id and v.counted
         and v.campaign is not distinct from tag_campaign
         and v.source is not distinct from tag_source
         and v.medium is not distinct from tag_medium)
    and (new.ip_hash is null or (
      select count(*) from public.campaign_visits as v
       where v.ip_hash = new.ip_hash and v.counted
         and v.created_at >= day::timestamp at time zone tz and v.created_at < (day + 1)::timestamp at time zone tz
         and v.campaign is not distinct from tag_campaign) < 20);
  if new.counted then
    insert into public.campaign_landing_days as d (day, campaign, source, medium, landings)
    values (day, tag_campaign, tag_source, tag_medium, 1)
    on conflict on constraint campaign_landing_days_key do update set landings = d.landings + 1;
  end if;
  return new;
end;
$$;
revoke all on function private.count_campaign_landing() from public, anon, authenticated;

create trigger campaign_visits_count_landing
  before insert on public.campaign_visits
  for each row execute function private.count_campaign_landing();

-- Landings stored before this migration, by the same rule.
with firsts as (
  select distinct on (session_id, campaign, source, medium) id, session_id, campaign, source, medium, ip_hash, created_at,
         (created_at at time zone 'America/New_York')::date as day
    from public.campaign_visits
   where session_id is not null
   order by session_id, campaign, source, medium, created_at, id
),
capped as (
  select f.*, row_number() over (partition by ip_hash, campaign, day order by created_at, id) as nth from firsts as f
)
update public.campaign_visits as v set counted = true
  from capped as c
 where v.id = c.id and (c.ip_hash is null or c.nth <= 20);
insert into public.campaign_landing_days (day, campaign, source, medium, landings)
select (created_at at time zone 'America/New_York')::date, campaign, source, medium, count(*)
  from public.campaign_visits where counted
 group by 1, 2, 3, 4;

-- ------------------------------------------------------ requests

alter table public.service_requests
  add column session_id text
    constraint service_requests_session_id_format check (session_id is null or session_id ~ '^sv_[0-9]{13}_[a-z0-9]{6,32}$'),
  add column campaign text,
  add column campaign_source text,
  add column campaign_medium text,
  add column discount_code_key text generated always as (
    case when discount_status = 'applied' then upper(btrim(discount_code ->> 'code')) end
  ) stored;

create index service_requests_report_idx on public.service_requests (created_at)
  include (campaign, campaign_source, campaign_medium, discount_code_key) where not suspected_spam;

-- ------------------------------------------------------ quote steps

create table public.quote_steps (
  session_id text not null constraint quote_steps_session_id_format check (session_id ~ '^sv_[0-9]{13}_[a-z0-9]{6,32}$'),
  step text not null constraint quote_steps_step_known check (step in ('opened', 'priced')),
  created_at timestamptz not null default now(),
  campaign text,
  campaign_source text,
  campaign_medium text,
  primary key (session_id, step)
);
create index quote_steps_created_at_idx on public.quote_steps (created_at) include (step, campaign, campaign_source, campaign_medium);

alter table public.quote_steps enable row level security;
revoke all on table public.quote_steps from anon, authenticated;
grant select, insert, delete on table public.quote_steps to service_role;

-- ------------------------------------------------------ attribution at write

-- Credits the new row to the first campaign landing of its session; a request
-- with none keeps its own UTM values (the link it was sent from).
create function private.attribute_to_campaign()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  landing_campaign text;
  landing_source text;
  landing_medium text;
begin
  if new.session_id is not null then
    select v.campaign, v.source, v.medium into landing_campaign, landing_source, landing_medium
      from public.campaign_visits as v
     where v.session_id = new.session_id and v.created_at <= coalesce(new.created_at, now())
     order by v.created_at
     limit 1;
  end if;
  if coalesce(landing_campaign, landing_source, landing_medium) is not null then
    new.campaign := landing_campaign;
    new.campaign_source := landing_source;
    new.campaign_medium := landing_medium;
  elsif tg_table_name = 'service_requests' then
    new.campaign := public.campaign_tag(new.utm ->> 'utm_campaign');
    new.campaign_source := public.campaign_tag(new.utm ->> 'utm_source');
    new.campaign_medium := public.campaign_tag(new.utm ->> 'utm_medium');
  else
    new.campaign := null;
    new.campaign_source := null;
    new.campaign_medium := null;
  end if;
  return new;
end;
$$;
revoke all on function private.attribute_to_campaign() from public, anon, authenticated;

create trigger service_requests_attribute_to_campaign
  before insert on public.service_requests
  for each row execute function private.attribute_to_campaign();
create trigger quote_steps_attribute_to_campaign
  before insert on public.quote_steps
  for each row execute function private.attribute_to_campaign();

-- Requests stored before this migration: their own UTM values.
update public.service_requests
   set campaign = public.campaign_tag(utm ->> 'utm_campaign'),
       campaign_source = public.campaign_tag(utm ->> 'utm_source'),
       campaign_medium = public.campaign_tag(utm ->> 'utm_medium')
 where utm is not null;

-- ------------------------------------------------------ logging a quote step

insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  ('quote_step', 'session', 60, 10, 'a visitor opens the quote and sees a price a few times a minute at most; each is stored once per session'),
  ('quote_step', 'address', 60, 120, 'as the campaign landings: an office behind one address, not a script');

-- A quote step of the browser session p_session_id: 'opened' (the quote
-- modal opened) or 'priced' (a price was shown). Stored once per session and
-- step; nothing else about the visitor. 400 (22023) for a malformed session
-- or step, 429 over a limit, 405 for a GET (read-only: nothing could be
-- counted).
create function public.log_quote_step(p_session_id text, p_step text)
returns void
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  session_ok boolean;
  address_ok boolean;
begin
  if p_session_id is null or p_session_id !~ '^sv_[0-9]{13}_[a-z0-9]{6,32}$' then
    raise exception 'session_id must look like sv_<13-digit timestamp>_<random letters and digits>' using errcode = '22023';
  end if;
  if p_step is null or p_step not in ('opened', 'priced') then
    raise exception 'step must be opened or priced' using errcode = '22023';
  end if;
  if current_setting('transaction_read_only') = 'on' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0405', 'message', 'Call log_quote_step with POST')::text,
      detail = json_build_object('status', 405, 'headers', json_build_object('Allow', 'POST'))::text;
  end if;
  session_ok := public.consume_rate_limit('quote_step', 'session', p_session_id);
  address_ok := public.consume_rate_limit('quote_step', 'address', public.report_caller_hash());
  if not (session_ok and address_ok) then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0429', 'message', 'Too many requests: try again in a minute')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;
  insert into public.quote_steps (session_id, step) values (p_session_id, p_step)
  on conflict (session_id, step) do nothing;
end;
$$;
revoke all on function public.log_quote_step(text, text) from public, anon, authenticated;
grant execute on function public.log_quote_step(text, text) to anon, authenticated, service_role;

-- ------------------------------------------------------ marketer links

create table public.campaign_report_links (
  id uuid primary key default gen_random_uuid(),
  report_key text not null default public.new_report_key(),
  label text not null constraint campaign_report_links_label_length check (char_length(btrim(label)) between 1 and 100),
  -- Normalised campaign names (campaign_tag), the link shows these only.
  campaigns text[] not null constraint campaign_report_links_campaigns_count check (cardinality(campaigns) between 1 and 20),
  created_at timestamptz not null default now(),
  created_by uuid,
  revoked_at timestamptz,
  constraint campaign_report_links_report_key_key unique (report_key),
  constraint campaign_report_links_report_key_format check (report_key ~ '^[A-Za-z0-9_-]{22,128}$')
);

alter table public.campaign_report_links enable row level security;
revoke all on table public.campaign_report_links from anon, authenticated;
grant select on table public.campaign_report_links to authenticated;
grant all on table public.campaign_report_links to service_role;
create policy campaign_report_links_select_owner on public.campaign_report_links
  for select to authenticated using (public.is_owner());

-- ------------------------------------------------------ the report

-- The funnel between two New York days (both included, at most 371 days),
-- for the campaigns named (null: all, "no campaign" included), the source and
-- medium given (null: any). Every figure counts in the week it happened:
--   landings   counted landings (campaign_landing_days: a session once per
--              campaign, source and medium; an address's sessions at most 20
--              a day per campaign, so a forger's fresh session ids stop there)
--   opened     sessions that opened the quote; priced: that were shown a price
--   requests   quote requests not flagged as suspected spam
--   booked     those with a booked appointment, later cancellations included;
--   cancelled  of those, cancelled since
--   value      the server's final price of booked ones not cancelled;
--   discount   server base minus final price of those, where a code applied
-- Rates are percentages with one decimal, null when the stage before is 0.
-- Aggregates only: no session id, address, name or time of anyone leaves it.
create function private.campaign_funnel(p_from date, p_to date, p_campaigns text[], p_source text, p_medium text)
returns jsonb
language plpgsql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  tz constant text := 'America/New_York';
  since timestamptz;
  until timestamptz;
  source_tag text := public.campaign_tag(p_source);
  medium_tag text := public.campaign_tag(p_medium);
  report jsonb;
begin
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 370 then
    raise exception 'the period must run from a day to the same or a later day, at most 371 days' using errcode = '22023';
  end if;
  since := p_from::timestamp at time zone tz;
  until := (p_to + 1)::timestamp at time zone tz;

  with
  landings as (
    select d.campaign, d.source, d.medium, date_trunc('week', d.day::timestamp)::date as week, d.landings
      from public.campaign_landing_days as d
     where d.day >= p_from and d.day <= p_to
       and (p_campaigns is null or d.campaign = any (p_campaigns))
       and (p_source is null or d.source is not distinct from source_tag)
       and (p_medium is null or d.medium is not distinct from medium_tag)
  ),
  steps as (
    select s.campaign, s.campaign_source as source, s.campaign_medium as medium, s.step,
           date_trunc('week', s.created_at at time zone tz)::date as week
      from public.quote_steps as s
     where s.created_at >= since and s.created_at < until
       and (p_campaigns is null or s.campaign = any (p_campaigns))
       and (p_source is null or s.campaign_source is not distinct from source_tag)
       and (p_medium is null or s.campaign_medium is not distinct from medium_tag)
  ),
  requests as (
    select r.campaign, r.campaign_source as source, r.campaign_medium as medium, r.discount_code_key as code,
           date_trunc('week', r.created_at at time zone tz)::date as week,
           a.status as appointment,
           r.server_final_price, r.server_base_price, r.discount_status
      from public.service_requests as r
      left join lateral (
        select ap.status from public.appointments as ap
         where ap.service_request_id = r.id and ap.status in ('booked', 'cancelled') and ap.booked_at is not null
         order by ap.booked_at limit 1
      ) as a on true
     where r.created_at >= since and r.created_at < until
       and not r.suspected_spam
       and (p_campaigns is null or r.campaign = any (p_campaigns))
       and (p_source is null or r.campaign_source is not distinct from source_tag)
       and (p_medium is null or r.campaign_medium is not distinct from medium_tag)
  ),
  -- Each source summed per campaign, source, medium (and code) and week before the union, so the
  -- grouping sets below read a few thousand rows, not every step and request.
  events as (
    select campaign, source, medium, null::text as code, week, sum(landings) as landing, 0::bigint as opened, 0::bigint as priced,
           0::bigint as request, 0::bigint as booked, 0::bigint as cancelled, 0::numeric as value, 0::numeric as discount
      from landings
     group by campaign, source, medium, week
    union all
    select campaign, source, medium, null, week, 0, count(*) filter (where step = 'opened'), count(*) filter (where step = 'priced'), 0, 0, 0, 0, 0
      from steps
     group by campaign, source, medium, week
    union all
    select campaign, source, medium, code, week, 0, 0, 0, count(*),
           count(*) filter (where appointment is not null),
           count(*) filter (where appointment = 'cancelled'),
           coalesce(sum(server_final_price) filter (where appointment = 'booked'), 0),
           coalesce(sum(greatest(coalesce(server_base_price, 0) - coalesce(server_final_price, 0), 0))
                      filter (where appointment = 'booked' and discount_status = 'applied'), 0)
      from requests
     group by campaign, source, medium, code, week
  ),
  grouped as (
    select grouping(campaign, source, medium) as by_campaign_flag,
           grouping(code) as by_code_flag,
           grouping(week) as by_week_flag,
           campaign, source, medium, code, week,
           coalesce(sum(landing), 0)::int as landings, coalesce(sum(opened), 0)::int as opened,
           coalesce(sum(priced), 0)::int as priced, coalesce(sum(request), 0)::int as requests,
           coalesce(sum(booked), 0)::int as booked, coalesce(sum(cancelled), 0)::int as cancelled,
           coalesce(sum(value), 0) as value, coalesce(sum(discount), 0) as discount
      from events
     group by grouping sets ((campaign, source, medium), (code), (week), ())
  ),
  figures as (
    select g.*,
           jsonb_build_object(
             'landings', landings, 'quotesOpened', opened, 'quotesPriced', priced, 'requests', requests,
             'booked', booked, 'cancelled', cancelled, 'bookedValue', round(value, 2), 'discountGiven', round(discount, 2),
             'rates', jsonb_build_object(
               'openedPerLanding', case when landings > 0 then round(100.0 * opened / landings, 1) end,
               'pricedPerOpened', case when opened > 0 then round(100.0 * priced / opened, 1) end,
               'requestsPerPriced', case when priced > 0 then round(100.0 * requests / priced, 1) end,
               'bookedPerRequest', case when requests > 0 then round(100.0 * booked / requests, 1) end,
               'bookedPerLanding', case when landings > 0 then round(100.0 * booked / landings, 1) end
             )
           ) as fig
      from grouped as g
  ),
  weeks as (
    select w::date as week
      from generate_series(date_trunc('week', p_from::timestamp), date_trunc('week', p_to::timestamp), interval '7 days') as w
  ),
  zero as (
    select jsonb_build_object(
             'landings', 0, 'quotesOpened', 0, 'quotesPriced', 0, 'requests', 0, 'booked', 0, 'cancelled', 0,
             'bookedValue', 0, 'discountGiven', 0,
             'rates', jsonb_build_object('openedPerLanding', null, 'pricedPerOpened', null, 'requestsPerPriced', null,
                                         'bookedPerRequest', null, 'bookedPerLanding', null)) as fig
  )
  select jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'source', source_tag,
    'medium', medium_tag,
    'totals', coalesce((select fig from figures where by_campaign_flag = 7 and by_code_flag = 1 and by_week_flag = 1), (select fig from zero)),
    'byCampaign', coalesce((
      select jsonb_agg(jsonb_build_object('campaign', campaign, 'source', source, 'medium', medium) || fig
                       order by (fig ->> 'landings')::int desc, (fig ->> 'requests')::int desc, campaign nulls last, source nulls last, medium nulls last)
        from figures where by_campaign_flag = 0 and by_week_flag = 1), '[]'::jsonb),
    'byCode', coalesce((
      select jsonb_agg(jsonb_build_object('code', code) || fig order by (fig ->> 'requests')::int desc, code)
        from figures where by_code_flag = 0 and by_week_flag = 1 and code is not null), '[]'::jsonb),
    'weekly', (
      select jsonb_agg(jsonb_build_object('week', w.week) || coalesce(f.fig, (select fig from zero)) order by w.week)
        from weeks as w left join figures as f on f.by_week_flag = 0 and f.by_campaign_flag = 7 and f.week = w.week)
  ) into report;
  return report;
end;
$$;
revoke all on function private.campaign_funnel(date, date, text[], text, text) from public, anon, authenticated;

-- The desk's report: every campaign, "no campaign" included; the sources and
-- media landed from in the period, for its filters. Owners at aal2 only.
create function public.owner_campaign_report(p_from date, p_to date, p_source text default null, p_medium text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform private.require_owner();
  return private.campaign_funnel(p_from, p_to, null, p_source, p_medium)
    || jsonb_build_object(
         'sources', coalesce((select jsonb_agg(distinct d.source order by d.source) from public.campaign_landing_days as d
                               where d.day >= p_from and d.day <= p_to and d.source is not null), '[]'::jsonb),
         'media', coalesce((select jsonb_agg(distinct d.medium order by d.medium) from public.campaign_landing_days as d
                             where d.day >= p_from and d.day <= p_to and d.medium is not null), '[]'::jsonb));
end;
$$;
revoke all on function public.owner_campaign_report(date, date, text, text) from public, anon, authenticated;
grant execute on function public.owner_campaign_report(date, date, text, text) to authenticated;

-- A marketer's report by the link's key: the link's campaigns only, counts and
-- sums only, or null for a wrong or revoked key (the same answer), which
-- counts as a failure against the agent report's limit (report_key_failures:
-- 10 a quarter hour per address, then 429 for every key). POST only.
create function public.marketer_campaign_report(p_key text, p_from date, p_to date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  max_failures constant integer := 10;
  window_seconds constant integer := 900;
  caller text;
  current_window timestamptz;
  recent_failures integer;
  link public.campaign_report_links;
begin
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 370 then
    raise exception 'the period must run from a day to the same or a later day, at most 371 days' using errcode = '22023';
  end if;
  if current_setting('transaction_read_only') = 'on' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0405', 'message', 'Call marketer_campaign_report with POST')::text,
      detail = json_build_object('status', 405, 'headers', json_build_object('Allow', 'POST'))::text;
  end if;

  caller := public.report_caller_hash();
  current_window := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  select f.failures into recent_failures
    from public.report_key_failures as f
   where f.address_hash = caller and f.window_start = current_window;
  if coalesce(recent_failures, 0) >= max_failures then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0429', 'message', 'Too many invalid report links: try again later')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', window_seconds::text))::text;
  end if;

  select l.* into link
    from public.campaign_report_links as l
   where l.report_key = p_key and l.revoked_at is null;

  if link.id is null then
    insert into public.report_key_failures as f (address_hash, window_start, failures)
    values (caller, current_window, 1)
    on conflict (address_hash, window_start) do update set failures = f.failures + 1;
    if random() < 0.01 then
      delete from public.report_key_failures where window_start < now() - interval '1 day';
    end if;
    return null;
  end if;

  return jsonb_build_object('label', link.label, 'campaigns', to_jsonb(link.campaigns))
    || private.campaign_funnel(p_from, p_to, link.campaigns, null, null);
end;
$$;
revoke all on function public.marketer_campaign_report(text, date, date) from public, anon, authenticated;
grant execute on function public.marketer_campaign_report(text, date, date) to anon, authenticated;

-- ------------------------------------------------------ making and revoking links

-- A new marketer link for 1 to 20 campaigns (their names normalised; a name
-- that is no campaign tag is refused), labelled for the owner (1 to 100
-- characters). Answers the link's row, key included. Recorded in the audit
-- (without the key).
create function public.owner_create_campaign_link(p_label text, p_campaigns text[])
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  names text[];
  created public.campaign_report_links;
begin
  perform private.require_owner();
  if p_label is null or char_length(btrim(p_label)) not between 1 and 100 then
    raise exception 'the label must be 1 to 100 characters' using errcode = '22023';
  end if;
  if p_campaigns is null or cardinality(p_campaigns) not between 1 and 20 then
    raise exception 'name 1 to 20 campaigns' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_campaigns) as c (name) where public.campaign_tag(c.name) is null) then
    raise exception 'a campaign name is 1 to 64 letters, digits, spaces, dots, dashes or underscores' using errcode = '22023';
  end if;
  select array_agg(distinct public.campaign_tag(c.name) order by public.campaign_tag(c.name)) into names from unnest(p_campaigns) as c (name);

  insert into public.campaign_report_links (label, campaigns, created_by)
  values (btrim(p_label), names, auth.uid())
  returning * into created;
  perform private.record_owner_change('campaign_report_link', created.id::text, 'create', null,
    jsonb_build_object('label', created.label, 'campaigns', to_jsonb(created.campaigns)));
  return to_jsonb(created);
end;
$$;
revoke all on function public.owner_create_campaign_link(text, text[]) from public, anon, authenticated;
grant execute on function public.owner_create_campaign_link(text, text[]) to authenticated;

-- Revokes a link at once (its page then shows what a wrong link shows). 404
-- for an unknown id; revoking twice changes nothing. Recorded in the audit.
create function public.owner_revoke_campaign_link(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  link public.campaign_report_links;
begin
  perform private.require_owner();
  select * into link from public.campaign_report_links where id = p_id for update;
  if link.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0404', 'message', 'No such marketer link')::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  if link.revoked_at is null then
    update public.campaign_report_links set revoked_at = now() where id = p_id returning * into link;
    perform private.record_owner_change('campaign_report_link', link.id::text, 'revoke',
      jsonb_build_object('revoked_at', null), jsonb_build_object('revoked_at', link.revoked_at));
  end if;
  return to_jsonb(link);
end;
$$;
revoke all on function public.owner_revoke_campaign_link(uuid) from public, anon, authenticated;
grant execute on function public.owner_revoke_campaign_link(uuid) to authenticated;
