-- A showcase report agents can trust (docs/decisions/045-guess-recipient-and-report-limits.md).
--
-- 1. Phone and email clicks (analytics_events) are stored for a showcase
--    that exists and is public only: the insert policy checked just the
--    event type, so anyone could give any property id clicks. The subquery
--    runs under the visitor's own policy on property_showcases, which shows
--    public showcases only; is_public states it. (log-showcase-visit already
--    stores a visit only for a public showcase: 404 otherwise.)
-- 2. Time on page: the tracker measures from the page's opening to its
--    leaving, a tab left open in the background included, and a script can
--    send any value up to a day. The report and the weekly mail average each
--    visit's time capped at 30 minutes (1800 s): the longest a person spends
--    on one listing, its 3D tour included; anything longer is a tab left
--    open or a made-up number, and counts as 30 minutes. The stored value is
--    kept as sent.
-- Both functions are replaced whole, with only that change (migrations
-- 20261126004100 and 20261126004200).

drop policy "Visitors can log realtor contact clicks" on public.analytics_events;
create policy "Visitors can log realtor contact clicks"
  on public.analytics_events for insert
  to anon, authenticated
  with check (
    event_type in ('realtor_contact_phone', 'realtor_contact_email')
    and exists (
      select 1
        from public.property_showcases as s
       where s.id::text = analytics_events.event_data ->> 'property_id'
         and s.is_public
    )
  );

create or replace function public.showcase_report(p_showcase text, p_key text, p_days integer)
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

create or replace function public.showcase_week_figures(p_showcase_id uuid, p_week_start date)
returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with bounds as (
    select (p_week_start::timestamp at time zone 'America/New_York') as week_begins,
           ((p_week_start + 7)::timestamp at time zone 'America/New_York') as week_ends
  ),
  visits as (
    -- A visit counts at most 30 minutes on the page (decision 045).
    select coalesce(v.ip_hash, v.session_id, v.id::text) as visitor, least(v.time_on_page, 1800) as time_on_page
      from public.showcase_visits v, bounds b
     where v.property_id = p_showcase_id and v.created_at >= b.week_begins and v.created_at < b.week_ends
  ),
  clicks as (
    select count(*) filter (where e.event_type = 'realtor_contact_phone') as phone,
           count(*) filter (where e.event_type = 'realtor_contact_email') as email
      from public.analytics_events e, bounds b
     where e.event_type in ('realtor_contact_phone', 'realtor_contact_email')
       and e.event_data ->> 'property_id' = p_showcase_id::text
       and e.created_at >= b.week_begins and e.created_at < b.week_ends
  )
  select jsonb_build_object(
    'pageViews', (select count(*) from visits),
    'uniqueVisitors', (select count(distinct visitor) from visits),
    'averageSecondsOnPage', (select round(avg(time_on_page))::integer from visits where time_on_page is not null),
    'phoneClicks', (select phone from clicks),
    'emailClicks', (select email from clicks)
  );
$$;
