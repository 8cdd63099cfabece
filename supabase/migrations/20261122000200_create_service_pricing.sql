-- Prices per service and property-size tier. The quote modal and the services
-- page read them with the anon key; the owner edits them in the dashboard.
-- Tiers by living square feet: under_1500, 1500_to_2500 (also used when the
-- size is unknown or under 200 sq ft), over_2500.

create table public.service_pricing (
  id uuid primary key default gen_random_uuid(),
  service_id text not null,
  service_name text not null,
  price numeric(10, 2) not null,
  description text,
  tier_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint service_pricing_service_id_format check (service_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint service_pricing_service_name_length check (length(btrim(service_name)) between 1 and 120),
  constraint service_pricing_price_not_negative check (price >= 0),
  constraint service_pricing_tier_name_known check (tier_name in ('under_1500', '1500_to_2500', 'over_2500')),
  constraint service_pricing_one_price_per_tier unique (service_id, tier_name)
);

create index service_pricing_tier_name_idx on public.service_pricing (tier_name);

create trigger service_pricing_set_updated_at
  before update on public.service_pricing
  for each row execute function public.set_updated_at();

alter table public.service_pricing enable row level security;

revoke all on table public.service_pricing from anon, authenticated;
grant select on table public.service_pricing to anon, authenticated;
grant all on table public.service_pricing to service_role;

create policy "Anyone can read prices"
  on public.service_pricing for select
  to anon, authenticated
  using (true);
