-- Address search over nj_parcels that stays fast at statewide size (about
-- 3.5 million rows): search_nj_parcels(query, limit), used by the
-- njpr-properties function (see docs/decisions/006-parcel-address-search.md).
--
-- What visitors type: a house number and street ("12 oak ri"), a street
-- alone ("oak ridge"), either followed by the town and ZIP ("12 Oak Ridge
-- Road, Flemington NJ 08822"), in any case, with full or abbreviated street
-- types. Three keys answer it:
--   address_key  "12 oak ridge rd flemington 08822"  B-tree, prefix ranges
--   street_key   "oak ridge rd flemington 08822"     B-tree (+ house number), prefix ranges
--   search_key   " 12 oak ridge rd flemington raritan township 08822 hunterdon"
--                GIN trigram: every typed word as a word prefix, any order
-- The two B-tree prefix searches answer nearly everything people type in well
-- under a millisecond; the trigram search only runs when they find too few.

-- The match key: nj_address_search_key() (lowercase, punctuation to spaces),
-- then street types and the like in their USPS abbreviation, so "Road" and
-- "Rd" are the same word.
create function public.nj_address_match_key(address_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(
    case word.w
      when 'street' then 'st' when 'str' then 'st'
      when 'avenue' then 'ave' when 'av' then 'ave'
      when 'road' then 'rd'
      when 'drive' then 'dr'
      when 'lane' then 'ln'
      when 'court' then 'ct'
      when 'place' then 'pl'
      when 'terrace' then 'ter' when 'terr' then 'ter'
      when 'boulevard' then 'blvd'
      when 'circle' then 'cir'
      when 'parkway' then 'pkwy'
      when 'highway' then 'hwy'
      when 'turnpike' then 'tpke' when 'tpk' then 'tpke'
      when 'square' then 'sq'
      when 'route' then 'rte' when 'rt' then 'rte'
      when 'mount' then 'mt'
      when 'township' then 'twp'
      when 'borough' then 'boro'
      else word.w
    end, ' ' order by word.n), '')
  from unnest(string_to_array(public.nj_address_search_key(address_text), ' ')) with ordinality as word(w, n)
  where word.w <> ''
$$;

revoke execute on function public.nj_address_match_key(text) from public, anon, authenticated;
grant execute on function public.nj_address_match_key(text) to service_role;

-- The long forms whose abbreviation a half-typed word may not start with
-- ("roa" → "rd"): a query ending in one also tries the abbreviation.
create function public.nj_street_type_completions(partial_word text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct t.abbr), '{}')
  from (values
    ('street', 'st'), ('avenue', 'ave'), ('road', 'rd'), ('drive', 'dr'), ('lane', 'ln'), ('court', 'ct'),
    ('place', 'pl'), ('terrace', 'ter'), ('boulevard', 'blvd'), ('circle', 'cir'), ('parkway', 'pkwy'),
    ('highway', 'hwy'), ('turnpike', 'tpke'), ('square', 'sq'), ('route', 'rte'), ('mount', 'mt')
  ) as t(long_form, abbr)
  where length(partial_word) >= 2
    and starts_with(t.long_form, partial_word)
    and not starts_with(t.abbr, partial_word)
$$;

revoke execute on function public.nj_street_type_completions(text) from public, anon, authenticated;
grant execute on function public.nj_street_type_completions(text) to service_role;

-- The keys, stored (computed once per row at load). "C" collation: byte
-- order, so a prefix is a plain index range [prefix, prefix || '~').
alter table public.nj_parcels
  add column house_number integer generated always as (
    case when prop_street ~ '^\s*[0-9]{1,7}([^0-9]|$)' then substring(prop_street from '^\s*([0-9]{1,7})')::integer end
  ) stored,
  add column address_key text collate "C" generated always as (
    public.nj_address_match_key(coalesce(prop_street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(zip, ''))
  ) stored,
  add column street_key text collate "C" generated always as (
    regexp_replace(
      public.nj_address_match_key(coalesce(prop_street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(zip, '')),
      '^[0-9][0-9a-z]* ', ''
    )
  ) stored,
  add column search_key text generated always as (
    ' ' || public.nj_address_match_key(
      coalesce(prop_street, '') || ' ' || coalesce(city, '') || ' ' || municipality || ' ' || coalesce(zip, '') || ' ' || county_name
    )
  ) stored;

create index nj_parcels_address_key_idx on public.nj_parcels (address_key);
create index nj_parcels_street_key_idx on public.nj_parcels (street_key, house_number);
create index nj_parcels_search_key_trgm_idx on public.nj_parcels using gin (search_key extensions.gin_trgm_ops);
-- Superseded by the search_key index above (which also covers municipality and county).
drop index if exists public.nj_parcels_search_text_trgm_idx;

-- Best matches first, at most result_limit (1-25) rows:
--   1. house number + street (+ town + ZIP) typed from the start: address_key prefix;
--   2. street name (+ town + ZIP) without a house number: street_key prefix, by house number;
--   3. only when those found nothing: every typed word as the start of a word
--      anywhere in street, postal city, municipality, ZIP or county, in any
--      order, most similar first.
-- A trailing "NJ", "New Jersey" or "USA" is ignored; a half-typed street type
-- ("12 oak ridge roa") also matches its abbreviation.
create function public.search_nj_parcels(query text, result_limit integer default 10)
returns table (gis_pin text, county_record jsonb, match_rank integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  lim integer := least(greatest(coalesce(result_limit, 10), 1), 25);
  q text := public.nj_address_match_key(query);
  words text[];
  last_word text;
  prefixes text[];
  found_pins text[] := '{}';
  required text[];
  clauses text;
  prefix text;
  row_pin text;
  row_record jsonb;
begin
  -- Drop the state (and country) typed after the town or ZIP: "... flemington nj 08822 usa".
  q := btrim(regexp_replace(q, '( (nj|new jersey))?( [0-9]{5})?( usa)?$', '\3'));
  if length(q) < 2 then
    return;
  end if;
  words := string_to_array(q, ' ');
  last_word := words[cardinality(words)];
  prefixes := array[q];
  if cardinality(words) > 1 then
    prefixes := prefixes || array(
      select left(q, length(q) - length(last_word)) || c
      from unnest(public.nj_street_type_completions(last_word)) as c
    );
  end if;

  -- 1. House number and street from the start.
  foreach prefix in array prefixes loop
    for row_pin, row_record in
      select p.gis_pin, public.nj_parcel_record(p)
      from public.nj_parcels as p
      where p.address_key >= prefix and p.address_key < prefix || '~'
        and not (p.gis_pin = any (found_pins))
      order by p.address_key
      limit lim - cardinality(found_pins)
    loop
      found_pins := found_pins || row_pin;
      gis_pin := row_pin; county_record := row_record; match_rank := 1;
      return next;
    end loop;
    if cardinality(found_pins) >= lim then
      return;
    end if;
  end loop;

  -- 2. The street without a house number.
  foreach prefix in array prefixes loop
    for row_pin, row_record in
      select p.gis_pin, public.nj_parcel_record(p)
      from public.nj_parcels as p
      where p.street_key >= prefix and p.street_key < prefix || '~'
        and not (p.gis_pin = any (found_pins))
      order by p.street_key, p.house_number
      limit lim - cardinality(found_pins)
    loop
      found_pins := found_pins || row_pin;
      gis_pin := row_pin; county_record := row_record; match_rank := 2;
      return next;
    end loop;
    if cardinality(found_pins) >= lim then
      return;
    end if;
  end loop;
  if cardinality(found_pins) > 0 then
    return;
  end if;

  -- 3. Every word as a word start, in any order. Street types and a
  -- half-typed one at the end filter little, so they only rank. Needs one
  -- word of 3+ characters so the trigram index can narrow the rows.
  required := array(
    select w from unnest(words) with ordinality as t(w, n)
    where not (w = any (array['st', 'ave', 'rd', 'dr', 'ln', 'ct', 'pl', 'ter', 'blvd', 'cir', 'pkwy', 'hwy',
                              'tpke', 'way', 'sq', 'rte', 'pike']))
      and not (n = cardinality(words) and n > 1 and cardinality(public.nj_street_type_completions(w)) > 0)
  );
  if not exists (select 1 from unnest(required) as w where length(w) >= 3) then
    return;
  end if;
  select string_agg(format('c.search_key like %L', '% ' || w || '%'), ' and ')
    into clauses
    from unnest(required) as w;
  return query execute format(
    'select p.gis_pin, public.nj_parcel_record(p), 3
       from (select c.gis_pin, c.search_key, c.address_key
               from public.nj_parcels as c where %s limit 2000) as m
       join public.nj_parcels as p on p.gis_pin = m.gis_pin
      order by extensions.similarity(m.search_key, $1) desc, m.address_key
      limit $2',
    clauses
  ) using ' ' || q, lim;
end
$$;

revoke execute on function public.search_nj_parcels(text, integer) from public, anon, authenticated;
grant execute on function public.search_nj_parcels(text, integer) to service_role;
