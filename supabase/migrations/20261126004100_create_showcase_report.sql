-- Issue 15: the agent's private engagement report of a showcase
-- (docs/decisions/038-agent-report.md).
--
-- Each showcase has a secret report key (192 random bits); the link
-- /showcase/<slug>/report?key=<key> is the agent's only authorisation (no
-- sign-in). Keys live in a table visitors cannot touch; the only way in is
-- showcase_report(), a security-definer function that answers aggregates
-- only, and the same null for a wrong key as for an unknown showcase.
-- Failed lookups are limited per hashed caller address.

-- A new key: 24 random bytes (192 bits) as 32 characters of URL-safe base64.
create function public.new_report_key()
returns text
language sql
volatile
set search_path = pg_catalog, pg_temp
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
$$;

revoke all on function public.new_report_key() from public, anon, authenticated;
grant execute on function public.new_report_key() to service_role;

create table public.showcase_report_keys (
  showcase_id uuid primary key references public.property_showcases (id) on delete cascade,
  report_key text not null default public.new_report_key(),
  -- When this key was issued (replacing a key revokes the old link at once).
  created_at timestamptz not null default now(),
  constraint showcase_report_keys_report_key_key unique (report_key),
  -- At least 128 bits: 22 or more URL-safe base64 characters.
  constraint showcase_report_keys_report_key_format check (report_key ~ '^[A-Za-z0-9_-]{22,128}$')
);

alter table public.showcase_report_keys enable row level security;
revoke all on table public.showcase_report_keys from anon, authenticated;
grant all on table public.showcase_report_keys to service_role;

-- Every showcase gets a key: the existing ones now, new ones as they are inserted.
insert into public.showcase_report_keys (showcase_id)
select id from public.property_showcases
on conflict (showcase_id) do nothing;

create function public.create_showcase_report_key()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.showcase_report_keys (showcase_id) values (new.id) on conflict (showcase_id) do nothing;
  return new;
end;
$$;

revoke all on function public.create_showcase_report_key() from public, anon, authenticated;

create trigger property_showcases_report_key
  after insert on public.property_showcases
  for each row execute function public.create_showcase_report_key();

-- Wrong-key limit, kept apart and minimal in the style of log_rate_limits
-- (migration 20261123002000): failed lookups per hashed caller address per
-- fixed window. Over the limit every call from that address is refused
-- (429) until the window ends, a right key included, so the limit cannot be
-- used to tell a right key from a wrong one.
create table public.report_key_failures (
  address_hash text not null,
  window_start timestamptz not null,
  failures integer not null default 0,
  primary key (address_hash, window_start),
  constraint report_key_failures_address_hash_length check (length(address_hash) between 1 and 128)
);

create index report_key_failures_window_start_idx on public.report_key_failures (window_start);

alter table public.report_key_failures enable row level security;
revoke all on table public.report_key_failures from anon, authenticated;
grant all on table public.report_key_failures to service_role;

-- The key of the caller-address hash: random, made here, never leaves the
-- database (the functions' LOG_ADDRESS_HASH_SECRET is not readable from SQL).
create table public.report_address_hash_secret (
  id boolean primary key default true,
  secret bytea not null default extensions.gen_random_bytes(32),
  constraint report_address_hash_secret_single_row check (id)
);

insert into public.report_address_hash_secret default values;

alter table public.report_address_hash_secret enable row level security;
revoke all on table public.report_address_hash_secret from anon, authenticated;
grant select on table public.report_address_hash_secret to service_role;

-- The caller's address as the platform reports it to PostgREST (the
-- request.headers setting), as log-guard.ts reads it in the functions:
-- cf-connecting-ip (hosted Supabase is behind Cloudflare), x-real-ip, else
-- the first x-forwarded-for entry (the local gateway sets it to the peer).
-- Kept only as HMAC-SHA-256 under the secret above, 32 hex characters;
-- 'unknown' when no header says.
create function public.report_caller_hash()
returns text
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  address text;
begin
  address := btrim(coalesce(
    nullif(headers ->> 'cf-connecting-ip', ''),
    nullif(headers ->> 'x-real-ip', ''),
    nullif(split_part(headers ->> 'x-forwarded-for', ',', 1), '')
  ));
  if address is null or address = '' then
    return 'unknown';
  end if;
  return left(encode(extensions.hmac(convert_to(left(address, 64), 'UTF8'), (select secret from public.report_address_hash_secret), 'sha256'), 'hex'), 32);
end;
$$;

revoke all on function public.report_caller_hash() from public, anon, authenticated;

-- The report of one showcase for the last p_days days (7, 30 or 90, in New
-- York days, today included), or null when the showcase is unknown or the key
-- is not its key: both answers are the same, and both count as a failure.
-- Aggregates only: no session id, address hash, path or time of any single
-- visit. Bad input (another period) is refused with 22023 before anything
-- is looked up or counted.
create function public.showcase_report(p_showcase text, p_key text, p_days integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  max_failures constant integer := 10;
  window_seconds constant integer := 900;
  tz constant text := 'America/New_York';
  caller text;
  current_window timestamptz;
  recent_failures integer;
  target public.property_showcases;
  first_day date;
  last_day date;
  since timestamptz;
  report jsonb;
begin
  if p_days is null or p_days not in (7, 30, 90) then
    raise exception 'days must be 7, 30 or 90' using errcode = '22023';
  end if;
  -- PostgREST runs a GET call read-only: failures could not be counted, so
  -- the limit could be dodged. Only POST.
  if current_setting('transaction_read_only') = 'on' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0405', 'message', 'Call showcase_report with POST')::text,
      detail = json_build_object('status', 405, 'headers', json_build_object('Allow', 'POST'))::text;
  end if;

  caller := public.report_caller_hash();
  current_window := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  select f.failures into recent_failures
    from public.report_key_failures f
   where f.address_hash = caller and f.window_start = current_window;
  if coalesce(recent_failures, 0) >= max_failures then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0429', 'message', 'Too many invalid report links: try again later')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', window_seconds::text))::text;
  end if;

  select s.* into target
    from public.property_showcases s
    join public.showcase_report_keys k on k.showcase_id = s.id
   where k.report_key = p_key
     and (case
            when p_showcase ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then s.id = p_showcase::uuid
            else s.slug = p_showcase
          end);

  if target.id is null then
    insert into public.report_key_failures as f (address_hash, window_start, failures)
    values (caller, current_window, 1)
    on conflict (address_hash, window_start) do update set failures = f.failures + 1;
    -- About once per hundred failures, forget windows older than a day.
    if random() < 0.01 then
      delete from public.report_key_failures where window_start < now() - interval '1 day';
    end if;
    return null;
  end if;

  last_day := (now() at time zone tz)::date;
  first_day := last_day - (p_days - 1);
  since := first_day::timestamp at time zone tz;

  with visits as (
    select v.created_at,
           (v.created_at at time zone tz)::date as day,
           coalesce(v.ip_hash, v.session_id, v.id::text) as visitor,
           v.time_on_page,
           v.media_viewed,
           v.via,
           v.referrer_host,
           nullif(btrim(v.utm_params ->> 'utm_source'), '') as utm_source,
           nullif(btrim(v.utm_params ->> 'utm_medium'), '') as utm_medium,
           nullif(btrim(v.utm_params ->> 'utm_campaign'), '') as utm_campaign
      from public.showcase_visits v
     where v.property_id = target.id
       and v.created_at >= since
  ),
  classified as (
    select visits.*,
           case
             when via = 'mls' then 'mls'
             when lower(utm_source) = 'flyer' and lower(utm_medium) = 'qr' then 'flyer'
             when coalesce(utm_source, utm_medium, utm_campaign) is not null then 'campaign'
             when referrer_host is not null then 'referral'
             else 'direct'
           end as channel
      from visits
  ),
  days as (
    select d::date as day from generate_series(first_day, last_day, interval '1 day') as d
  ),
  daily as (
    select days.day,
           count(v.visitor) as page_views,
           count(distinct v.visitor) as unique_visitors
      from days left join visits v on v.day = days.day
     group by days.day
  ),
  sections as (
    select section, ordinal
      from unnest(array['photos', 'videos', 'floorplans', 'matterport', 'aerial']) with ordinality as s (section, ordinal)
  ),
  media as (
    select s.section,
           s.ordinal,
           count(distinct v.visitor) filter (where v.media_viewed ? s.section) as shown_to,
           count(distinct v.visitor) filter (where v.media_viewed ->> s.section = 'true') as seen_by
      from sections s cross join visits v
     group by s.section, s.ordinal
  ),
  clicks as (
    select count(*) filter (where e.event_type = 'realtor_contact_phone') as phone,
           count(*) filter (where e.event_type = 'realtor_contact_email') as email
      from public.analytics_events e
     where e.event_type in ('realtor_contact_phone', 'realtor_contact_email')
       and e.event_data ->> 'property_id' = target.id::text
       and e.created_at >= since
  )
  select jsonb_build_object(
    'showcase', jsonb_build_object(
      'id', target.id,
      'slug', target.slug,
      'address', target.property_address,
      'city', target.property_city,
      'isPublic', target.is_public
    ),
    'period', jsonb_build_object('days', p_days, 'from', first_day, 'to', last_day, 'timeZone', tz),
    'totals', jsonb_build_object(
      'pageViews', (select count(*) from visits),
      'uniqueVisitors', (select count(distinct visitor) from visits),
      'averageSecondsOnPage', (select round(avg(time_on_page))::integer from visits where time_on_page is not null),
      'phoneClicks', (select phone from clicks),
      'emailClicks', (select email from clicks)
    ),
    'daily', (select coalesce(jsonb_agg(jsonb_build_object('date', day, 'pageViews', page_views, 'uniqueVisitors', unique_visitors) order by day), '[]'::jsonb) from daily),
    'media', (select coalesce(jsonb_agg(jsonb_build_object('section', section, 'shownTo', shown_to, 'seenBy', seen_by) order by ordinal), '[]'::jsonb) from media where shown_to > 0),
    'channels', jsonb_build_object(
      'mls', (select count(*) from classified where channel = 'mls'),
      'flyer', (select count(*) from classified where channel = 'flyer'),
      'campaign', (select count(*) from classified where channel = 'campaign'),
      'referral', (select count(*) from classified where channel = 'referral'),
      'direct', (select count(*) from classified where channel = 'direct')
    ),
    'campaigns', (
      select coalesce(jsonb_agg(jsonb_build_object('source', utm_source, 'medium', utm_medium, 'campaign', utm_campaign, 'visits', n) order by n desc, utm_source, utm_medium, utm_campaign), '[]'::jsonb)
        from (
          select utm_source, utm_medium, utm_campaign, count(*) as n
            from visits
           where coalesce(utm_source, utm_medium, utm_campaign) is not null
           group by utm_source, utm_medium, utm_campaign
           order by n desc, utm_source, utm_medium, utm_campaign
           limit 20
        ) as c
    ),
    'referrers', (
      select coalesce(jsonb_agg(jsonb_build_object('domain', referrer_host, 'visits', n) order by n desc, referrer_host), '[]'::jsonb)
        from (
          select referrer_host, count(*) as n
            from visits
           where referrer_host is not null
           group by referrer_host
           order by n desc, referrer_host
           limit 20
        ) as r
    )
  ) into report;

  return report;
end;
$$;

revoke all on function public.showcase_report(text, text, integer) from public;
grant execute on function public.showcase_report(text, text, integer) to anon, authenticated, service_role;
