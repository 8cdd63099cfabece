-- Address suggestions with less database work per keystroke (see
-- docs/decisions/006; measured over `npm run bench:search`'s query mix on
-- one connection):
--
-- * nj_parcel_records(pins): the records of many parcels in one query, in
--   the order given. search_nj_parcels() called nj_parcel_record() once per
--   row inside its loop queries; as a SQL function with a pinned
--   search_path it ran through the function executor and was planned again
--   each time (about 0.3 ms a record). nj_parcel_record() keeps its
--   signature (PostgREST computed field, lookups by PIN) and now reads the
--   one shape defined here.
-- * search_nj_parcels(): the loops collect PINs only and the records are
--   built once at the end; its loop queries are planned once per session
--   (plan_cache_mode), not again for every prefix. 20,000 parcels: 2.7 ms
--   a search before, 1.1 ms after, same results.
-- * The any-order search (step 3) first looks the whole words up in a word
--   index (GIN over the words of search_key) and uses the trigram index only
--   when that finds nothing. 3.5 million parcels, the "town, street word,
--   house number" shape: 14.3 ms a search before (p95 26.7), 8.1 ms after
--   (p95 13.9). Where whole-word matches exist, words that only start with
--   a typed word ("Lakeview" for "lake") are no longer listed beside them.

create index nj_parcels_search_words_idx on public.nj_parcels using gin (string_to_array(search_key, ' '));

create function public.nj_parcel_records(pins text[])
returns table (gis_pin text, county_record jsonb, n bigint)
language sql
stable
set search_path = ''
as $$
  select p.gis_pin,
         jsonb_build_object(
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
         ),
         f.n
  from unnest(pins) with ordinality as f(pin, n)
  join public.nj_parcels as p on p.gis_pin = f.pin
$$;

revoke execute on function public.nj_parcel_records(text[]) from public, anon, authenticated;
grant execute on function public.nj_parcel_records(text[]) to service_role;

create or replace function public.nj_parcel_record(p public.nj_parcels)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select r.county_record from public.nj_parcel_records(array[p.gis_pin]) as r
$$;

create or replace function public.search_nj_parcels(query text, result_limit integer default 10)
returns table (gis_pin text, county_record jsonb, match_rank integer)
language plpgsql
stable
set search_path = ''
-- The loop queries differ only in their parameters: plan them once per session.
set plan_cache_mode = force_generic_plan
as $$
declare
  lim integer := least(greatest(coalesce(result_limit, 10), 1), 25);
  q text := public.nj_address_match_key(query);
  words text[];
  last_word text;
  prefixes text[];
  found_pins text[] := '{}';
  required text[];
  indexed text[];
  complete text[];
  clauses text;
  prefix text;
  row_pin text;
  ranks integer[] := '{}';
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
    for row_pin in
      select p.gis_pin
      from public.nj_parcels as p
      where p.address_key >= prefix and p.address_key < prefix || '~'
        and not (p.gis_pin = any (found_pins))
      order by p.address_key
      limit lim - cardinality(found_pins)
    loop
      found_pins := found_pins || row_pin;
      ranks := ranks || 1;
    end loop;
    exit when cardinality(found_pins) >= lim;
  end loop;

  -- 2. The street without a house number.
  foreach prefix in array prefixes loop
    exit when cardinality(found_pins) >= lim;
    for row_pin in
      select p.gis_pin
      from public.nj_parcels as p
      where p.street_key >= prefix and p.street_key < prefix || '~'
        and not (p.gis_pin = any (found_pins))
      order by p.street_key, p.house_number
      limit lim - cardinality(found_pins)
    loop
      found_pins := found_pins || row_pin;
      ranks := ranks || 2;
    end loop;
    exit when cardinality(found_pins) >= lim;
  end loop;
  if cardinality(found_pins) > 0 then
    -- The records of the rows found, in one query, in the order found.
    return query
      select r.gis_pin, r.county_record, ranks[r.n]
      from public.nj_parcel_records(found_pins) as r
      order by r.n;
    return;
  end if;

  -- 3. Every word as a word start, in any order. Street types and a
  -- half-typed one at the end filter little, so they only rank. The trigram
  -- index narrows by the (at most two) longest words that are not numbers;
  -- the other words only filter the rows it found: short words and house
  -- numbers have posting lists of millions of rows at statewide size.
  required := array(
    select w from unnest(words) with ordinality as t(w, n)
    where not (w = any (array['st', 'ave', 'rd', 'dr', 'ln', 'ct', 'pl', 'ter', 'blvd', 'cir', 'pkwy', 'hwy',
                              'tpke', 'way', 'sq', 'rte', 'pike', 'twp', 'boro']))
      and not (n = cardinality(words) and n > 1 and cardinality(public.nj_street_type_completions(w)) > 0)
  );
  indexed := array(
    select w from unnest(required) as w
    where length(w) >= 3 and (w !~ '^[0-9]' or length(w) >= 5)
    order by length(w) desc, w
    limit 2
  );
  if cardinality(indexed) = 0 then
    return;
  end if;

  -- 3a. The words before the last are whole words (the last may be half
  -- typed): rows holding all of them come from the word index, whose posting
  -- lists are far shorter than the trigrams' (a town and a street word: a few
  -- thousand rows each at statewide size, against hundreds of thousands).
  -- The last word is checked as a word start on the rows found. Nothing
  -- found, and the word-start search below runs.
  complete := array(select w from unnest(required) as w where w <> last_word);
  if cardinality(complete) > 0 then
    execute
      'select coalesce(array_agg(m.gis_pin order by m.score desc, m.address_key), ''{}'')
         from (select c.gis_pin, c.address_key, extensions.similarity(c.search_key, $1) as score
                 from public.nj_parcels as c
                where string_to_array(c.search_key, '' '') @> $2
                  and (c.search_key || '''') like $3
                limit 500) as m'
      using ' ' || q, complete, '% ' || (case when last_word = any (required) then last_word else '' end) || '%'
      into found_pins;
    if cardinality(found_pins) > 0 then
      return query
        select r.gis_pin, r.county_record, 3
        from public.nj_parcel_records(found_pins[1:lim]) as r
        order by r.n;
      return;
    end if;
  end if;
  select string_agg(
           case when w = any (indexed)
                -- Inner trigrams only for the index (a word-start pattern adds the
                -- padded "  x" and " xy" trigrams, whose posting lists are huge);
                -- the word start is checked on the rows found.
                then format('c.search_key like %L and (c.search_key || '''') like %L', '%' || w || '%', '% ' || w || '%')
                -- An expression the index does not match: checked on the rows found only.
                else format('(c.search_key || '''') like %L', '% ' || w || '%')
           end, ' and ')
    into clauses
    from unnest(required) as w;
  execute format(
    'select coalesce(array_agg(m.gis_pin order by m.score desc, m.address_key), ''{}'')
       from (select c.gis_pin, c.address_key, extensions.similarity(c.search_key, $1) as score
               from public.nj_parcels as c where %s limit 500) as m',
    clauses
  ) using ' ' || q into found_pins;
  return query
    select r.gis_pin, r.county_record, 3
    from public.nj_parcel_records(found_pins[1:lim]) as r
    order by r.n;
end
$$;

revoke execute on function public.search_nj_parcels(text, integer) from public, anon, authenticated;
grant execute on function public.search_nj_parcels(text, integer) to service_role;
