-- search_nj_parcels(), step 3 (the any-order fallback) measured again at
-- 3.5 million rows: word-start LIKE patterns ("% lawrence%") make the trigram
-- index read the padded word-start trigrams too, whose posting lists cover
-- most of the table (51 ms for two words); inner patterns ("%lawrence%") read
-- a quarter of that (12 ms). The index now narrows by the inner pattern and
-- the word start is checked on the rows it found. Steps 1 and 2 unchanged.

create or replace function public.search_nj_parcels(query text, result_limit integer default 10)
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
  indexed text[];
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
  return query execute format(
    'select p.gis_pin, public.nj_parcel_record(p), 3
       from (select c.gis_pin, c.search_key, c.address_key
               from public.nj_parcels as c where %s limit 500) as m
       join public.nj_parcels as p on p.gis_pin = m.gis_pin
      order by extensions.similarity(m.search_key, $1) desc, m.address_key
      limit $2',
    clauses
  ) using ' ' || q, lim;
end
$$;

revoke execute on function public.search_nj_parcels(text, integer) from public, anon, authenticated;
grant execute on function public.search_nj_parcels(text, integer) to service_role;
