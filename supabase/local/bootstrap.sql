-- Local stand-in for what a hosted Supabase project already has before any
-- migration runs: the API roles, the extensions schema and the default
-- privileges. Applied once, as the superuser, to a new local database.
-- The migrations in supabase/migrations/ then run unchanged, as on hosted.
-- authenticator's password is set by the runner right after this script
-- (supabase/local/database-setup.ts: `alter role authenticator ... password`).

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
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- As on hosted Supabase: the API roles may use the public schema, and by
-- default every API role gets all privileges on what is created there.
-- The migrations therefore revoke from anon and authenticated and grant back
-- exactly what the access table allows, so they are correct on hosted too.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Migration bookkeeping, in the Supabase CLI's own place.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
