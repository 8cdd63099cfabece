-- Local stand-in for what a hosted Supabase project already has before any
-- migration runs: the API roles, the extensions schema, and the `auth` and
-- `storage` schemas in the shape our migrations and the gateway use. Applied
-- once, as the superuser, to a new database (the local stack's, and the one
-- tests/backend/supabase-cli.test.ts pushes to with the real Supabase CLI).
-- The migrations in supabase/migrations/ then run unchanged, as on hosted.
-- authenticator's password is set by the runner right after this script
-- (supabase/local/database-setup.ts: `alter role authenticator ... password`).
-- Migration bookkeeping (supabase_migrations) is not here: the CLI creates it
-- on its first push, and the local runner the same way (database-setup.ts).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  -- The owners of the auth and storage schemas on hosted Supabase.
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- The API roles may use the public schema, and nothing more: as on hosted
-- Supabase since 30 October 2026, no table, sequence or function created in
-- public is granted to anon, authenticated or service_role by default (no
-- `alter default privileges`). Every migration grants what the access table
-- allows, explicitly (docs/decisions/042-supabase-cli-and-hosted-like-database.md);
-- tests/backend/default-privileges.test.ts keeps it that way.
grant usage on schema public to anon, authenticated, service_role;

-- auth: the helpers policies call, as Supabase Auth's schema defines them,
-- and auth.users in the columns hosted Auth's migrations leave it
-- (github.com/supabase/auth, migrations/), so a migration may reference
-- auth.users (id) as on hosted.
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
alter table auth.users enable row level security;
alter table auth.users owner to supabase_auth_admin;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

-- storage: the buckets and objects tables as Supabase Storage's own
-- migrations leave them (github.com/supabase/storage, migrations/tenant/),
-- columns the dashboard and `insert into storage.buckets` use. A bucket
-- migration (supabase/migrations/20261127000100_create_public_buckets.sql)
-- therefore applies here and hosted alike, and the local gateway serves
-- /storage/v1/object/public/<bucket>/... only for a row here with public = true.
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger
  before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.enforce_bucket_name_length() owner to supabase_storage_admin;
-- As Storage's migrations grant them (0046, 0049): RLS decides what an API role sees.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
