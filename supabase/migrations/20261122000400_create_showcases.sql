-- Single-property showcase pages that agents share, and the agents shown on
-- them. Visitors see a showcase only when it is public, and an agent only
-- when at least one of the agent's showcases is public. Media URLs are either
-- absolute or storage paths beginning /storage/v1/... (the app prefixes the
-- Supabase URL).

create table public.agents (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone text,
  email text,
  headshot_url text,
  facebook text,
  instagram text,
  x text,
  linkedin text,
  youtube text,
  pinterest text,
  brokerage_name text,
  brokerage_logo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint agents_name_length check (length(btrim(name)) between 1 and 120),
  constraint agents_email_length check (email is null or length(email) <= 254)
);

create table public.property_showcases (
  id uuid primary key default gen_random_uuid(),
  slug text,
  agent_id uuid references public.agents (id) on delete set null,
  property_address text not null,
  property_city text,
  property_state text not null default 'NJ',
  property_zip text,
  bedrooms integer,
  bathrooms numeric(4, 1),
  sqft integer,
  acreage numeric(10, 4),
  year_built integer,
  block text,
  lot text,
  qual text,
  tax_assessment numeric(12, 2),
  tax_assessment_year integer,
  is_public boolean not null default false,
  primary_photo_url text,
  -- The hero slideshow; photos_urls is the gallery.
  primary_photos_urls text[] not null default '{}',
  photos_urls text[] not null default '{}',
  video_urls text[] not null default '{}',
  floorplan_image_urls text[] not null default '{}',
  floorplan_pdf_urls text[] not null default '{}',
  matterport_urls text[] not null default '{}',
  aerial_urls text[] not null default '{}',
  -- The owner switches sections on and off with these; a section can only be
  -- switched on when it has something to show (checks below).
  has_photos boolean not null default false,
  has_videos boolean not null default false,
  has_floorplans boolean not null default false,
  has_matterport boolean not null default false,
  has_aerial boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint property_showcases_slug_key unique (slug),
  -- Lowercase kebab case, and never UUID-shaped: /showcase/{slug or id} treats
  -- a UUID-shaped parameter as an id.
  constraint property_showcases_slug_format check (
    slug is null
    or (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
        and length(slug) <= 120
        and slug !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
  ),
  constraint property_showcases_address_length check (length(btrim(property_address)) between 1 and 300),
  constraint property_showcases_state_format check (property_state ~ '^[A-Z]{2}$'),
  constraint property_showcases_zip_format check (property_zip is null or property_zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  constraint property_showcases_bedrooms_range check (bedrooms is null or bedrooms between 0 and 50),
  constraint property_showcases_bathrooms_range check (bathrooms is null or bathrooms between 0 and 50),
  constraint property_showcases_sqft_positive check (sqft is null or sqft > 0),
  constraint property_showcases_acreage_not_negative check (acreage is null or acreage >= 0),
  constraint property_showcases_year_built_range check (year_built is null or year_built between 1600 and 2100),
  constraint property_showcases_tax_assessment_not_negative check (tax_assessment is null or tax_assessment >= 0),
  constraint property_showcases_tax_assessment_year_range check (tax_assessment_year is null or tax_assessment_year between 1900 and 2100),
  constraint property_showcases_has_photos_needs_photos check (not has_photos or cardinality(photos_urls) > 0),
  constraint property_showcases_has_videos_needs_videos check (not has_videos or cardinality(video_urls) > 0),
  constraint property_showcases_has_floorplans_needs_floorplans check (
    not has_floorplans or cardinality(floorplan_image_urls) + cardinality(floorplan_pdf_urls) > 0
  ),
  constraint property_showcases_has_matterport_needs_tours check (not has_matterport or cardinality(matterport_urls) > 0),
  constraint property_showcases_has_aerial_needs_aerials check (not has_aerial or cardinality(aerial_urls) > 0)
);

-- The listing and the home page read public showcases newest first.
create index property_showcases_public_listing_idx on public.property_showcases (is_public, created_at desc);
create index property_showcases_agent_id_idx on public.property_showcases (agent_id);

create trigger agents_set_updated_at
  before update on public.agents
  for each row execute function public.set_updated_at();

create trigger property_showcases_set_updated_at
  before update on public.property_showcases
  for each row execute function public.set_updated_at();

alter table public.agents enable row level security;
alter table public.property_showcases enable row level security;

revoke all on table public.agents from anon, authenticated;
revoke all on table public.property_showcases from anon, authenticated;
grant select on table public.agents to anon, authenticated;
grant select on table public.property_showcases to anon, authenticated;
grant all on table public.agents to service_role;
grant all on table public.property_showcases to service_role;

create policy "Anyone can read public showcases"
  on public.property_showcases for select
  to anon, authenticated
  using (is_public);

-- The subquery runs under the caller's own policy on property_showcases, so
-- it can only ever see public showcases anyway; the is_public test states it.
create policy "Anyone can read agents of public showcases"
  on public.agents for select
  to anon, authenticated
  using (
    exists (
      select 1
      from public.property_showcases as showcase
      where showcase.agent_id = agents.id
        and showcase.is_public
    )
  );
