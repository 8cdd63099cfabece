-- One trigger function for every table whose rows are edited after insert
-- (by the owner in the dashboard, or by an edge function updating a status):
-- it keeps updated_at truthful without each writer having to remember it.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Only triggers run it; it is not an API call. (The default privileges of a
-- Supabase project grant execute on new functions to the API roles.)
revoke execute on function public.set_updated_at() from public, anon, authenticated;
