-- One limit for wrong report links, in one place (docs/decisions/038, 063):
-- the agent's showcase report and the marketer's campaign report both refuse a
-- caller whose wrong keys reached 10 in the current quarter hour (429, with
-- Retry-After), and count a wrong or revoked key against that caller. The two
-- helpers hold the rule; both reports call them and keep their own answers.

create function private.refuse_report_key_caller_over_limit()
returns void
language plpgsql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  max_failures constant integer := 10;
  window_seconds constant integer := 900;
  recent_failures integer;
begin
  select f.failures into recent_failures
    from public.report_key_failures as f
   where f.address_hash = public.report_caller_hash()
     and f.window_start = to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  if coalesce(recent_failures, 0) >= max_failures then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0429', 'message', 'Too many invalid report links: try again later')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', window_seconds::text))::text;
  end if;
end;
$$;
revoke all on function private.refuse_report_key_caller_over_limit() from public, anon, authenticated;

create function private.record_report_key_failure()
returns void
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  window_seconds constant integer := 900;
begin
  insert into public.report_key_failures as f (address_hash, window_start, failures)
  values (public.report_caller_hash(), to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds), 1)
  on conflict (address_hash, window_start) do update set failures = f.failures + 1;
  -- About once per hundred failures, forget windows older than a day.
  if random() < 0.01 then
    delete from public.report_key_failures where window_start < now() - interval '1 day';
  end if;
end;
$$;
revoke all on function private.record_report_key_failure() from public, anon, authenticated;

create or replace function public.showcase_report(p_showcase text, p_key text, p_days integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  tz constant text := 'America/New_York';
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

  perform private.refuse_report_key_caller_over_limit();

  select s.* into target
    from public.property_showcases s
    join public.showcase_report_keys k on k.showcase_id = s.id
   where k.report_key = p_key
     and (case
            when p_showcase ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then s.id = p_showcase::uuid
            else s.slug = p_showcase
          end);

  if target.id is null then
    perform private.record_report_key_failure();
    return null;
  end if;

  last_day := (now() at time zone tz)::date;
  first_day := last_day - (p_days - 1);
  since := first_day::timestamp at time zone tz;

  with visits as (
    select v.created_at,
           (v.created_at at time zone tz)::date as day,
           coalesce(v.ip_hash, v.session_id, v.id::text) as visitor,
           -- A visit counts at most 30 minutes on the page (decision 045).
           least(v.time_on_page, 1800) as time_on_page,
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

create or replace function public.marketer_campaign_report(p_key text, p_from date, p_to date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
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

  perform private.refuse_report_key_caller_over_limit();

  select l.* into link
    from public.campaign_report_links as l
   where l.report_key = p_key and l.revoked_at is null;

  if link.id is null then
    perform private.record_report_key_failure();
    return null;
  end if;

  return jsonb_build_object('label', link.label, 'campaigns', to_jsonb(link.campaigns))
    || private.campaign_funnel(p_from, p_to, link.campaigns, null, null);
end;
$$;
