-- Owners: the people who run the business from the desk (/owner). An owner
-- is a Supabase Auth user listed here; every owner policy in the project is
-- `using (public.is_owner())`, which asks for both the listing and the second
-- factor (aal2 in the token), so a signed-in stranger and an owner who
-- stopped after the mailed code both see nothing (docs/decisions/054).
--   * owners: added and removed by `npm run owner` with the secret key
--     (service role); no writes through the API.
--   * is_owner(): true only for a listed user whose token says aal2.

create table public.owners (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null unique,
  added_at timestamptz not null default now()
);

alter table public.owners enable row level security;

create function public.is_owner()
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
     and exists (select 1 from public.owners as o where o.user_id = auth.uid())
$$;

revoke all on function public.is_owner() from public, anon, authenticated;
grant execute on function public.is_owner() to authenticated;

-- Only an owner at aal2 reads the list; nobody writes it through the API.
create policy owners_select_owner on public.owners
  for select to authenticated
  using (public.is_owner());

grant select on public.owners to authenticated;
grant select, insert, update, delete on public.owners to service_role;
