-- Visitor tracking written by the log-* edge functions with the service role.
-- Visitors have no access at all. Length checks keep a misbehaving client from
-- storing huge values through those functions.

create table public.site_visits (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Path plus query string.
  page_path text not null,
  referrer text,
  session_id text not null,
  time_on_page_seconds integer not null,
  previous_page text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  -- "1920x1080"
  screen_resolution text,
  viewport_size text,
  language text,
  constraint site_visits_page_path_length check (length(page_path) between 1 and 2048),
  constraint site_visits_referrer_length check (referrer is null or length(referrer) <= 2048),
  constraint site_visits_session_id_length check (length(session_id) between 1 and 128),
  constraint site_visits_time_on_page_not_negative check (time_on_page_seconds >= 0),
  constraint site_visits_previous_page_length check (previous_page is null or length(previous_page) <= 2048),
  constraint site_visits_utm_length check (
    coalesce(length(utm_source), 0) <= 256 and coalesce(length(utm_medium), 0) <= 256
    and coalesce(length(utm_campaign), 0) <= 256 and coalesce(length(utm_term), 0) <= 256
    and coalesce(length(utm_content), 0) <= 256
  ),
  constraint site_visits_screen_length check (
    coalesce(length(screen_resolution), 0) <= 32 and coalesce(length(viewport_size), 0) <= 32
  ),
  constraint site_visits_language_length check (language is null or length(language) <= 64)
);

create index site_visits_session_id_created_at_idx on public.site_visits (session_id, created_at);
create index site_visits_created_at_idx on public.site_visits (created_at desc);

create table public.campaign_visits (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  referrer text,
  session_id text,
  landing_path text,
  -- A salted hash, never the address itself.
  ip_hash text,
  constraint campaign_visits_utm_length check (
    coalesce(length(utm_source), 0) <= 256 and coalesce(length(utm_medium), 0) <= 256
    and coalesce(length(utm_campaign), 0) <= 256 and coalesce(length(utm_term), 0) <= 256
    and coalesce(length(utm_content), 0) <= 256
  ),
  constraint campaign_visits_referrer_length check (referrer is null or length(referrer) <= 2048),
  constraint campaign_visits_session_id_length check (session_id is null or length(session_id) <= 128),
  constraint campaign_visits_landing_path_length check (landing_path is null or length(landing_path) <= 2048),
  constraint campaign_visits_ip_hash_length check (ip_hash is null or length(ip_hash) <= 128)
);

create index campaign_visits_campaign_created_at_idx on public.campaign_visits (utm_campaign, created_at desc);

create table public.showcase_visits (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- No foreign key on purpose: visit history outlives a deleted showcase.
  property_id uuid,
  property_slug text,
  property_address text,
  agent_name text,
  page_path text,
  session_id text,
  time_on_page integer,
  -- {photos: true, videos: false, ...}: sections seen at 30 % visibility.
  media_viewed jsonb,
  utm_params jsonb,
  ip_hash text,
  constraint showcase_visits_property_slug_length check (property_slug is null or length(property_slug) <= 200),
  constraint showcase_visits_property_address_length check (property_address is null or length(property_address) <= 512),
  constraint showcase_visits_agent_name_length check (agent_name is null or length(agent_name) <= 256),
  constraint showcase_visits_page_path_length check (page_path is null or length(page_path) <= 2048),
  constraint showcase_visits_session_id_length check (session_id is null or length(session_id) <= 128),
  constraint showcase_visits_time_on_page_not_negative check (time_on_page is null or time_on_page >= 0),
  constraint showcase_visits_media_viewed_object check (media_viewed is null or jsonb_typeof(media_viewed) = 'object'),
  constraint showcase_visits_media_viewed_size check (media_viewed is null or octet_length(media_viewed::text) <= 2048),
  constraint showcase_visits_utm_params_object check (utm_params is null or jsonb_typeof(utm_params) = 'object'),
  constraint showcase_visits_utm_params_size check (utm_params is null or octet_length(utm_params::text) <= 2048),
  constraint showcase_visits_ip_hash_length check (ip_hash is null or length(ip_hash) <= 128)
);

create index showcase_visits_property_id_created_at_idx on public.showcase_visits (property_id, created_at desc);

create table public.property_searches (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  property_data jsonb,
  -- false when logged on a search, true once a request was sent for it.
  service_requested boolean not null default false,
  gis_pin text,
  address text,
  county text,
  session_id text,
  constraint property_searches_property_data_size check (property_data is null or octet_length(property_data::text) <= 16384),
  constraint property_searches_gis_pin_length check (gis_pin is null or length(gis_pin) <= 64),
  constraint property_searches_address_length check (address is null or length(address) <= 512),
  constraint property_searches_county_length check (county is null or length(county) <= 100),
  constraint property_searches_session_id_length check (session_id is null or length(session_id) <= 128)
);

create index property_searches_created_at_idx on public.property_searches (created_at desc);

alter table public.site_visits enable row level security;
alter table public.campaign_visits enable row level security;
alter table public.showcase_visits enable row level security;
alter table public.property_searches enable row level security;

-- No policies and no grants for visitors.
revoke all on table public.site_visits from anon, authenticated;
revoke all on table public.campaign_visits from anon, authenticated;
revoke all on table public.showcase_visits from anon, authenticated;
revoke all on table public.property_searches from anon, authenticated;
grant all on table public.site_visits to service_role;
grant all on table public.campaign_visits to service_role;
grant all on table public.showcase_visits to service_role;
grant all on table public.property_searches to service_role;
