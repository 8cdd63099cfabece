-- Prices and discount codes from the owner's desk
-- (docs/decisions/071-owner-prices-and-discount-codes.md).
--
--   * service_price_changes: every price an owner changes, per service and
--     size tier (old → new, who, when); owners at aal2 select it;
--   * owner_set_service_prices: one service's three tier prices (and its
--     description) in one transaction, with their history and audit rows;
--     the services and their ids stay in the code's catalogue;
--   * discount_codes gain a maximum number of uses, the services they are
--     for, who made them and when they were deactivated;
--   * discount_code_uses: which request used which code; written only by
--     redeem_discount_code (the service role, send-contact-email), which
--     counts the uses under the code's row lock, so two requests never both
--     take a code's last use;
--   * validate_discount_code answers the code's services too, and a code
--     used up answers invalid like any other unusable code;
--   * owner_create_discount_code, owner_deactivate_discount_code: the desk's
--     writes; owners at aal2 select the codes and their uses.
-- Every owner write checks public.is_owner() and records the change through
-- private.record_owner_change (docs/decisions/055).

-- ---------------------------------------------------------- price history

create table public.service_price_changes (
  id bigint generated always as identity primary key,
  service_id text not null check (service_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  tier_name text not null check (tier_name in ('under_1500', '1500_to_2500', 'over_2500')),
  -- Null when the tier had no row before (a first price).
  old_price numeric(10, 2) check (old_price is null or old_price >= 0),
  new_price numeric(10, 2) not null check (new_price >= 0),
  changed_by uuid not null,
  changed_by_email text check (changed_by_email is null or char_length(changed_by_email) <= 254),
  changed_at timestamptz not null default now()
);
create index service_price_changes_service_idx on public.service_price_changes (service_id, changed_at desc);
create index service_price_changes_changed_at_idx on public.service_price_changes (changed_at desc);

alter table public.service_price_changes enable row level security;
create policy service_price_changes_select_owner on public.service_price_changes
  for select to authenticated using (public.is_owner());
revoke all on public.service_price_changes from anon, authenticated;
grant select on public.service_price_changes to authenticated;
grant select on public.service_price_changes to service_role;

-- The largest price the desk accepts, in dollars (numeric(10, 2) holds more).
create function private.max_service_price()
returns numeric
language sql
immutable
set search_path = pg_catalog, pg_temp
as $$ select 99999.99::numeric $$;
revoke all on function private.max_service_price() from public, anon, authenticated;

-- Sets one service's price in every size tier, and its description.
--   p_service_id    the catalogue's id (supabase/functions/_shared/domain/service-catalogue.ts)
--   p_service_name  the catalogue's name, stored with a tier row the service did not have yet
--   p_prices        {"under_1500": n, "1500_to_2500": n, "over_2500": n}: all three tiers,
--                   each a JSON number from 0 to 99999.99 with at most two decimals
--   p_description   the text the quote shows under the service (trimmed; empty: none; at most 500)
--   p_expected      the prices the owner saw (same shape), or null; when any tier has
--                   another price by now (changed on another device), 409 and nothing changes
-- Anything else is 400 and nothing changes. Each tier whose price changed gets a
-- service_price_changes row; the change is one audit row. Answers the three tier rows.
create function public.owner_set_service_prices(
  p_service_id text,
  p_service_name text,
  p_prices jsonb,
  p_description text default null,
  p_expected jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  tiers constant text[] := array['under_1500', '1500_to_2500', 'over_2500'];
  tier text;
  given jsonb;
  price numeric;
  current_price numeric;
  name text := btrim(coalesce(p_service_name, ''));
  description text := nullif(btrim(coalesce(p_description, '')), '');
  before_prices jsonb := '{}'::jsonb;
  after_prices jsonb := '{}'::jsonb;
  before_description text;
begin
  perform private.require_owner();
  if p_service_id is null or p_service_id !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(p_service_id) > 64 then
    raise exception 'the service id must be the catalogue''s: lowercase letters, digits and dashes' using errcode = '22023';
  end if;
  if char_length(name) not between 1 and 120 then
    raise exception 'the service name must be 1 to 120 characters' using errcode = '22023';
  end if;
  if description is not null and char_length(description) > 500 then
    raise exception 'the description must be at most 500 characters' using errcode = '22023';
  end if;
  if p_prices is null or jsonb_typeof(p_prices) <> 'object' then
    raise exception 'send the prices as an object with a price for each size tier' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_prices) as k (key) where k.key <> all (tiers)) then
    raise exception 'the size tiers are under_1500, 1500_to_2500 and over_2500' using errcode = '22023';
  end if;
  foreach tier in array tiers loop
    given := p_prices -> tier;
    if given is null or jsonb_typeof(given) <> 'number' then
      raise exception 'every size tier needs a price: % has none', tier using errcode = '22023';
    end if;
    price := given::text::numeric;
    if price < 0 then
      raise exception 'a price cannot be negative (% is %)', tier, price using errcode = '22023';
    end if;
    if price > private.max_service_price() then
      raise exception 'a price is at most %', private.max_service_price() using errcode = '22023';
    end if;
    if price <> round(price, 2) then
      raise exception 'a price has at most two decimals (% is %)', tier, price using errcode = '22023';
    end if;
  end loop;
  if p_expected is not null and jsonb_typeof(p_expected) <> 'object' then
    raise exception 'the expected prices must be an object like the prices' using errcode = '22023';
  end if;

  -- The service's rows, locked, so two saves of one service take turns.
  perform 1 from public.service_pricing as p where p.service_id = p_service_id for update;
  foreach tier in array tiers loop
    select p.price into current_price from public.service_pricing as p where p.service_id = p_service_id and p.tier_name = tier;
    before_prices := before_prices || jsonb_build_object(tier, current_price);
    if p_expected is not null and current_price is distinct from
         (case when jsonb_typeof(p_expected -> tier) = 'number' then (p_expected ->> tier)::numeric end) then
      raise exception 'the prices of % were changed elsewhere', p_service_id using errcode = 'PT409';
    end if;
  end loop;
  select p.description into before_description from public.service_pricing as p
   where p.service_id = p_service_id order by p.tier_name limit 1;

  foreach tier in array tiers loop
    price := (p_prices ->> tier)::numeric;
    current_price := (before_prices ->> tier)::numeric;
    after_prices := after_prices || jsonb_build_object(tier, price);
    insert into public.service_pricing (service_id, service_name, tier_name, price, description)
    values (p_service_id, name, tier, price, description)
    on conflict (service_id, tier_name) do update
      set price = excluded.price, description = excluded.description
      where service_pricing.price is distinct from excluded.price
         or service_pricing.description is distinct from excluded.description;
    if current_price is distinct from price then
      insert into public.service_price_changes (service_id, tier_name, old_price, new_price, changed_by, changed_by_email)
      values (p_service_id, tier, current_price, price, auth.uid(), private.owner_email());
    end if;
  end loop;

  if before_prices is distinct from after_prices or before_description is distinct from description then
    perform private.record_owner_change('service_price', p_service_id, 'prices',
      jsonb_build_object('prices', before_prices, 'description', before_description),
      jsonb_build_object('prices', after_prices, 'description', description));
  end if;
  return (select jsonb_agg(jsonb_build_object('service_id', p.service_id, 'service_name', p.service_name, 'tier_name', p.tier_name,
                                               'price', p.price, 'description', p.description, 'updated_at', p.updated_at)
                           order by array_position(tiers, p.tier_name))
            from public.service_pricing as p where p.service_id = p_service_id);
end;
$$;
revoke all on function public.owner_set_service_prices(text, text, jsonb, text, jsonb) from public, anon, authenticated;
grant execute on function public.owner_set_service_prices(text, text, jsonb, text, jsonb) to authenticated;

-- ------------------------------------------------------------ discount codes

alter table public.discount_codes
  -- Null: no limit. Counted in discount_code_uses.
  add column max_uses integer,
  -- The catalogue's service ids the code takes money off; null: every service.
  add column service_ids text[],
  add column created_by uuid,
  add column deactivated_at timestamptz,
  add constraint discount_codes_max_uses_range check (max_uses is null or max_uses between 1 and 100000),
  add constraint discount_codes_service_ids_shape check (
    service_ids is null or (cardinality(service_ids) between 1 and 50 and array_position(service_ids, null) is null)),
  add constraint discount_codes_description_length check (description is null or char_length(description) <= 200);

create table public.discount_code_uses (
  id bigint generated always as identity primary key,
  discount_code_id uuid not null references public.discount_codes (id) on delete cascade,
  service_request_id uuid not null references public.service_requests (id) on delete cascade,
  used_at timestamptz not null default now(),
  constraint discount_code_uses_one_per_request unique (service_request_id)
);
create index discount_code_uses_code_idx on public.discount_code_uses (discount_code_id, used_at desc);

alter table public.discount_code_uses enable row level security;
create policy discount_code_uses_select_owner on public.discount_code_uses
  for select to authenticated using (public.is_owner());
revoke all on public.discount_code_uses from anon, authenticated;
grant select on public.discount_code_uses to authenticated;
grant select on public.discount_code_uses to service_role;

create policy discount_codes_select_owner on public.discount_codes
  for select to authenticated using (public.is_owner());
grant select on public.discount_codes to authenticated;

-- The one rule of "usable now" for a code row: active, inside its window, and
-- not used up. Both the visitors' check and the server's redemption use it.
create function private.discount_code_usable(code public.discount_codes)
returns boolean
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select code.is_active
     and code.valid_from <= now()
     and (code.valid_until is null or now() <= code.valid_until)
     and (code.max_uses is null
          or (select count(*) from public.discount_code_uses as u where u.discount_code_id = code.id) < code.max_uses)
$$;
revoke all on function private.discount_code_usable(public.discount_codes) from public, anon, authenticated;

-- Answers exactly one row: valid = true with the discount and the services it
-- is for (null: every service) when the code is usable now
-- (private.discount_code_usable); else valid = false with nulls (unknown,
-- expired, inactive, used up, empty and over the guess limit all alike). The
-- guess limit is the one of 20261127000400 (docs/decisions/045), unchanged.
-- The answer gained a column, so the function is made again.
drop function public.validate_discount_code(text);
create function public.validate_discount_code(code_to_check text)
returns table (valid boolean, type text, value numeric, description text, service_ids text[])
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  visitor boolean := caller_role in ('anon', 'authenticated');
  wanted text := upper(btrim(code_to_check));
  caller text;
begin
  if visitor then
    if current_setting('transaction_read_only') = 'on' then
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'P0405', 'message', 'Call validate_discount_code with POST')::text,
        detail = json_build_object('status', 405, 'headers', json_build_object('Allow', 'POST'))::text;
    end if;
    caller := private.address_hash(private.request_address());
    if private.rate_limit_reached('validate_discount_code', 'address', caller) then
      return query select false, null::text, null::numeric, null::text, null::text[];
      return;
    end if;
  end if;

  return query
    select true, d.discount_type, d.value, d.description, d.service_ids
      from public.discount_codes as d
     where d.code = wanted
       and private.discount_code_usable(d);
  if found then
    return;
  end if;

  if visitor and coalesce(wanted, '') <> '' then
    perform public.consume_rate_limit('validate_discount_code', 'address', caller);
  end if;
  return query select false, null::text, null::numeric, null::text, null::text[];
end;
$$;
revoke execute on function public.validate_discount_code(text) from public, anon, authenticated;
grant execute on function public.validate_discount_code(text) to anon, authenticated, service_role;

-- The server's redemption of a code for a stored request (send-contact-email,
-- the service role only). p_service_ids: the catalogue ids the request is
-- priced from. Under the code's row lock: when the code is usable now and is
-- for at least one of those services, the request's use is recorded (once:
-- asking again for the same request answers the same) and the terms are
-- answered; else valid = false and `refusal` says why ('unknown' for an
-- unknown, inactive or expired code, 'used_up', 'not_for_service'). The lock
-- makes concurrent requests take turns, so a code is never used more than
-- max_uses times.
create function public.redeem_discount_code(p_code text, p_request_id uuid, p_service_ids text[])
returns table (valid boolean, type text, value numeric, service_ids text[], refusal text)
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  code public.discount_codes;
begin
  select * into code from public.discount_codes as d where d.code = upper(btrim(p_code)) for update;
  if code.id is null then
    return query select false, null::text, null::numeric, null::text[], 'unknown'::text;
    return;
  end if;
  if exists (select 1 from public.discount_code_uses as u where u.discount_code_id = code.id and u.service_request_id = p_request_id) then
    return query select true, code.discount_type, code.value, code.service_ids, null::text;
    return;
  end if;
  if not (code.is_active and code.valid_from <= now() and (code.valid_until is null or now() <= code.valid_until)) then
    return query select false, null::text, null::numeric, null::text[], 'unknown'::text;
    return;
  end if;
  if code.service_ids is not null and not (code.service_ids && coalesce(p_service_ids, '{}'::text[])) then
    return query select false, null::text, null::numeric, null::text[], 'not_for_service'::text;
    return;
  end if;
  if not private.discount_code_usable(code) then
    return query select false, null::text, null::numeric, null::text[], 'used_up'::text;
    return;
  end if;
  insert into public.discount_code_uses (discount_code_id, service_request_id) values (code.id, p_request_id);
  return query select true, code.discount_type, code.value, code.service_ids, null::text;
end;
$$;
revoke all on function public.redeem_discount_code(text, uuid, text[]) from public, anon, authenticated;
grant execute on function public.redeem_discount_code(text, uuid, text[]) to service_role;

-- A new code. The code is stored trimmed and in capitals (visitors' input is
-- normalised the same way, so codes are case-insensitive): 2 to 40 letters,
-- digits, dashes or underscores. p_type 'percentage' (1 to 100) or
-- 'fixed_amount' (dollars, up to 10000), at most two decimals; p_valid_from
-- (null: now) before p_valid_until (null: no end); p_max_uses 1 to 100000 or
-- null (no limit); p_service_ids 1 to 50 catalogue ids or null (every
-- service); p_description at most 200 characters. 400 for anything else, 409
-- when the code exists already; nothing is stored then. Answers the row.
create function public.owner_create_discount_code(
  p_code text,
  p_type text,
  p_value numeric,
  p_description text default null,
  p_valid_from timestamptz default null,
  p_valid_until timestamptz default null,
  p_max_uses integer default null,
  p_service_ids text[] default null
)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  wanted text := upper(btrim(coalesce(p_code, '')));
  starts timestamptz := coalesce(p_valid_from, now());
  services text[];
  created public.discount_codes;
begin
  perform private.require_owner();
  if wanted !~ '^[A-Z0-9][A-Z0-9_-]{1,39}$' then
    raise exception 'a code is 2 to 40 letters, digits, dashes or underscores' using errcode = '22023';
  end if;
  if p_type is null or p_type not in ('percentage', 'fixed_amount') then
    raise exception 'the kind is percentage or fixed_amount' using errcode = '22023';
  end if;
  if p_value is null or p_value <= 0 or p_value <> round(p_value, 2) then
    raise exception 'the discount must be a number above 0 with at most two decimals' using errcode = '22023';
  end if;
  if p_type = 'percentage' and p_value > 100 then
    raise exception 'a percentage is at most 100' using errcode = '22023';
  end if;
  if p_type = 'fixed_amount' and p_value > 10000 then
    raise exception 'an amount is at most 10000 dollars' using errcode = '22023';
  end if;
  if p_valid_until is not null and p_valid_until <= starts then
    raise exception 'the end must be after the start' using errcode = '22023';
  end if;
  if p_max_uses is not null and p_max_uses not between 1 and 100000 then
    raise exception 'the maximum number of uses is 1 to 100000, or none' using errcode = '22023';
  end if;
  if p_description is not null and char_length(btrim(p_description)) > 200 then
    raise exception 'the description must be at most 200 characters' using errcode = '22023';
  end if;
  if p_service_ids is not null then
    if cardinality(p_service_ids) not between 1 and 50
       or exists (select 1 from unnest(p_service_ids) as s (id) where s.id is null or s.id !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(s.id) > 64) then
      raise exception 'name 1 to 50 services by their catalogue ids, or none for every service' using errcode = '22023';
    end if;
    select array_agg(distinct s.id order by s.id) into services from unnest(p_service_ids) as s (id);
  end if;
  if exists (select 1 from public.discount_codes as d where d.code = wanted) then
    raise exception 'the code % exists already', wanted using errcode = 'PT409';
  end if;

  insert into public.discount_codes (code, discount_type, value, description, is_active, valid_from, valid_until, max_uses, service_ids, created_by)
  values (wanted, p_type, p_value, nullif(btrim(coalesce(p_description, '')), ''), true, starts, p_valid_until, p_max_uses, services, auth.uid())
  returning * into created;
  perform private.record_owner_change('discount_code', created.id::text, 'create', null, to_jsonb(created));
  return to_jsonb(created);
end;
$$;
revoke all on function public.owner_create_discount_code(text, text, numeric, text, timestamptz, timestamptz, integer, text[]) from public, anon, authenticated;
grant execute on function public.owner_create_discount_code(text, text, numeric, text, timestamptz, timestamptz, integer, text[]) to authenticated;

-- Deactivates a code at once: visitors' checks and the server's redemption
-- refuse it from now on; its uses stay. 404 for an unknown id; deactivating
-- twice changes nothing. Recorded in the audit. Answers the row.
create function public.owner_deactivate_discount_code(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  code public.discount_codes;
begin
  perform private.require_owner();
  select * into code from public.discount_codes where id = p_id for update;
  if code.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0404', 'message', 'No such discount code')::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  if code.is_active then
    update public.discount_codes set is_active = false, deactivated_at = now() where id = p_id returning * into code;
    perform private.record_owner_change('discount_code', code.id::text, 'deactivate',
      jsonb_build_object('is_active', true), jsonb_build_object('is_active', false, 'deactivated_at', code.deactivated_at));
  end if;
  return to_jsonb(code);
end;
$$;
revoke all on function public.owner_deactivate_discount_code(uuid) from public, anon, authenticated;
grant execute on function public.owner_deactivate_discount_code(uuid) to authenticated;
