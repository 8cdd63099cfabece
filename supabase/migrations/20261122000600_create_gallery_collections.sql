-- Portfolio projects shown on /showcase?tab=portfolio. Each holds its media
-- as a JSON array of {type: image|video|iframe, url, name}.

create table public.gallery_collections (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  location text,
  description text,
  -- Free-form on purpose: the app shows unknown values with underscores
  -- turned into capitalised words (photography, aerial, floorplans, video,
  -- virtual_tour, matterport, ...).
  service_type text not null,
  property_type text,
  featured boolean not null default false,
  cover_image text,
  media_items jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gallery_collections_title_length check (length(btrim(title)) between 1 and 200),
  constraint gallery_collections_service_type_format check (service_type ~ '^[a-z0-9]+(_[a-z0-9]+)*$'),
  constraint gallery_collections_media_items_array check (jsonb_typeof(media_items) = 'array')
);

-- The portfolio reads featured first, then newest.
create index gallery_collections_featured_created_at_idx on public.gallery_collections (featured desc, created_at desc);

create trigger gallery_collections_set_updated_at
  before update on public.gallery_collections
  for each row execute function public.set_updated_at();

alter table public.gallery_collections enable row level security;

revoke all on table public.gallery_collections from anon, authenticated;
grant select on table public.gallery_collections to anon, authenticated;
grant all on table public.gallery_collections to service_role;

create policy "Anyone can read the portfolio"
  on public.gallery_collections for select
  to anon, authenticated
  using (true);
