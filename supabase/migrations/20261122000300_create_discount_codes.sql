-- Discount codes that marketers hand out (also via ?discount=CODE links).
-- Visitors never read this table: they may only ask whether one code is
-- valid, through validate_discount_code(), so the list of codes stays secret.

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  discount_type text not null,
  value numeric(10, 2) not null,
  description text,
  is_active boolean not null default true,
  valid_from timestamptz not null default now(),
  valid_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint discount_codes_code_key unique (code),
  -- Stored the way visitors' input is normalised before the lookup.
  constraint discount_codes_code_normalised check (code = upper(btrim(code)) and length(code) between 1 and 40),
  constraint discount_codes_discount_type_known check (discount_type in ('percentage', 'fixed_amount')),
  constraint discount_codes_value_positive check (value > 0),
  constraint discount_codes_percentage_at_most_100 check (discount_type <> 'percentage' or value <= 100),
  constraint discount_codes_valid_window check (valid_until is null or valid_until > valid_from)
);

create trigger discount_codes_set_updated_at
  before update on public.discount_codes
  for each row execute function public.set_updated_at();

alter table public.discount_codes enable row level security;
-- No policies: anon and authenticated have no access at all.
revoke all on table public.discount_codes from anon, authenticated;
grant all on table public.discount_codes to service_role;

-- Answers exactly one row. A code is valid when it exists, is active and now()
-- lies within [valid_from, valid_until] (no valid_until: no end). Input is
-- trimmed and uppercased. Anything else (unknown, expired, inactive, null,
-- empty) answers valid = false with nulls, so an invalid answer does not tell
-- which of these it was.
create function public.validate_discount_code(code_to_check text)
returns table (valid boolean, type text, value numeric, description text)
language sql
stable
security definer
set search_path = ''
as $$
  with usable_code as (
    select d.discount_type, d.value, d.description
    from public.discount_codes as d
    where d.code = upper(btrim(code_to_check))
      and d.is_active
      and d.valid_from <= now()
      and (d.valid_until is null or now() <= d.valid_until)
  )
  select true, u.discount_type, u.value, u.description
  from usable_code as u
  union all
  select false, null::text, null::numeric, null::text
  where not exists (select 1 from usable_code)
$$;

revoke execute on function public.validate_discount_code(text) from public, anon, authenticated;
grant execute on function public.validate_discount_code(text) to anon, authenticated, service_role;
