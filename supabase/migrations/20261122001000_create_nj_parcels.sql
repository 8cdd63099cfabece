-- New Jersey county tax records (MOD-IV), one row per parcel. The
-- njpr-properties function (service role) looks properties up here; visitors
-- have no direct access. Locally the table is filled by
-- supabase/local/parcels.ts; statewide it holds about 3.5 million rows.

create extension if not exists pg_trgm with schema extensions;

-- The one normalisation of address text for search: lowercase, punctuation
-- to spaces, single spaces. The stored search_text below uses it, and the
-- address search must run the visitor's input through it too.
create function public.nj_address_search_key(address_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(lower(coalesce(address_text, '')), '[^a-z0-9]+', ' ', 'g'))
$$;

revoke execute on function public.nj_address_search_key(text) from public, anon, authenticated;
grant execute on function public.nj_address_search_key(text) to service_role;

create table public.nj_parcels (
  -- County/municipality code, block, lot and qualifier: "1019_12_3.01",
  -- "0906_14502_7_C0012".
  gis_pin text primary key,
  county_name text not null,
  -- With its type where the bare name would mislead: "Clinton Township",
  -- "Clinton (town)".
  municipality text not null,
  block text not null,
  lot text not null,
  qual text,
  -- MOD-IV class: 1 vacant land, 2 residential, 3A/3B farm, 4A commercial,
  -- 4B industrial, 4C apartments, 15* exempt.
  property_class text not null,
  -- The property's location ("12 Oak Ridge Rd"), the API's Prop_Mail_Street.
  prop_street text,
  -- Postal city, which in New Jersey is often not the municipality's name.
  city text,
  state text not null default 'NJ',
  zip text,
  sq_ft integer,
  yr_built integer,
  acreage numeric(10, 4),
  sale_price numeric(12, 0),
  sale_date date,
  recorded_taxes numeric(12, 2),
  land_assmnt numeric(12, 0),
  building_assmnt numeric(12, 0),
  total_assmnt numeric(12, 0),
  owners_name text,
  -- The owner's mailing address; absentee owners get their bills elsewhere.
  owner_mail_street text,
  owner_mail_city text,
  owner_mail_state text,
  owner_mail_zip text,
  absentee boolean not null default false,
  corporate_owned boolean not null default false,
  search_text text generated always as (
    public.nj_address_search_key(coalesce(prop_street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(zip, ''))
  ) stored,
  constraint nj_parcels_gis_pin_format check (gis_pin ~ '^[0-9]{4}_[^_]+_[^_]+(_[^_]+)?$'),
  constraint nj_parcels_state_format check (state ~ '^[A-Z]{2}$'),
  constraint nj_parcels_zip_format check (zip is null or zip ~ '^[0-9]{5}$'),
  constraint nj_parcels_sq_ft_not_negative check (sq_ft is null or sq_ft >= 0),
  constraint nj_parcels_acreage_not_negative check (acreage is null or acreage >= 0)
);

-- Address search: substring / similarity matching over search_text.
create index nj_parcels_search_text_trgm_idx on public.nj_parcels using gin (search_text extensions.gin_trgm_ops);
create index nj_parcels_county_name_idx on public.nj_parcels (county_name);

alter table public.nj_parcels enable row level security;

-- No policies and no grants for visitors.
revoke all on table public.nj_parcels from anon, authenticated;
grant all on table public.nj_parcels to service_role;

-- The record in the shape the hosted records API answers, with its exact
-- keys, so njpr-properties answers the same from either source. Through
-- PostgREST (service role) it is also a computed field:
-- /rest/v1/nj_parcels?select=record:nj_parcel_record&gis_pin=eq.1019_12_3.01
create function public.nj_parcel_record(p public.nj_parcels)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'Prop_Mail_Street', p.prop_street,
    'P_City', p.city,
    'P_State', p.state,
    'P_Zip', p.zip,
    'Sq_Ft', p.sq_ft,
    'Sale_Price', p.sale_price,
    'Sale_Date', p.sale_date,
    'Yr_Built', p.yr_built,
    'Acreage', p.acreage,
    'Recorded_Taxes', p.recorded_taxes,
    'GIS_PIN', p.gis_pin,
    'COUNTY_NAME', p.county_name,
    'Owners_Name', p.owners_name,
    'Absentee', p.absentee,
    'Corporate_Owned', p.corporate_owned,
    'Block', p.block,
    'Lot', p.lot,
    'Qual', p.qual,
    'Land_Assmnt_1', p.land_assmnt,
    'Building_Assmnt_1', p.building_assmnt,
    'Total_Assmnt_1', p.total_assmnt
  )
$$;

revoke execute on function public.nj_parcel_record(public.nj_parcels) from public, anon, authenticated;
grant execute on function public.nj_parcel_record(public.nj_parcels) to service_role;
