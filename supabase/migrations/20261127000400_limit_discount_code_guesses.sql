-- Discount codes cannot be guessed (docs/decisions/045-guess-recipient-and-report-limits.md).
--
-- validate_discount_code() answered every call: 280 dictionary guesses from
-- one address took 0.9 s. Now the WRONG codes a visitor (anon or
-- authenticated, through PostgREST) asks about are counted per caller
-- address in the one limits mechanism (rate_limit_rules, decision 035), and
-- a caller at its limit gets the usual invalid answer without the code being
-- looked at, so a right code then answers invalid too and the limit tells
-- nothing about a code. A right code is not counted, nor an empty one. The
-- service role (send-contact-email re-prices a lead with it) and direct
-- database sessions are neither counted nor refused.

insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  ('validate_discount_code', 'address', 60, 5, 'wrong discount codes: a person types one code and may mistype it two or three times; a right code is not counted'),
  ('validate_discount_code', 'address', 86400, 30, 'wrong discount codes in a day: room for someone trying the codes of several old mailers, or an office behind one address; a guessing script gets 30 a day, not thousands');

-- Whether `p_subject` has reached any of the limits of (action, kind) in
-- their current windows, without counting a hit (consume_rate_limit counts).
-- A null or empty subject has reached none.
create function private.rate_limit_reached(p_action text, p_subject_kind text, p_subject text)
returns boolean
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select coalesce(p_subject, '') <> '' and exists (
    select 1
      from public.rate_limit_rules as r
      join public.rate_limit_counters as c
        on c.scope = r.action || ':' || r.subject_kind || ':' || r.window_seconds
       and c.subject = left(p_subject, 128)
       and c.window_start = to_timestamp(floor(extract(epoch from now()) / r.window_seconds) * r.window_seconds)
     where r.action = p_action
       and r.subject_kind = p_subject_kind
       and c.hits >= r.max_hits
  )
$$;
revoke all on function private.rate_limit_reached(text, text, text) from public, anon, authenticated;

-- Answers exactly one row, as before: valid = true with the discount when
-- the code exists, is active and now() lies within [valid_from,
-- valid_until]; else valid = false with nulls (unknown, expired, inactive,
-- empty and over the limit all alike). A visitor's wrong, non-empty code
-- counts one hit against the caller address's rules; a caller that has
-- reached one of them is answered invalid before the code is looked up.
-- When private.request_address() names no address (null), the per-address
-- rule is skipped. PostgREST runs a GET call read-only, where a wrong code
-- could not be counted: a visitor must call it with POST (405 otherwise), as
-- the site does.
create or replace function public.validate_discount_code(code_to_check text)
returns table (valid boolean, type text, value numeric, description text)
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
      return query select false, null::text, null::numeric, null::text;
      return;
    end if;
  end if;

  return query
    select true, d.discount_type, d.value, d.description
      from public.discount_codes as d
     where d.code = wanted
       and d.is_active
       and d.valid_from <= now()
       and (d.valid_until is null or now() <= d.valid_until);
  if found then
    return;
  end if;

  if visitor and coalesce(wanted, '') <> '' then
    perform public.consume_rate_limit('validate_discount_code', 'address', caller);
  end if;
  return query select false, null::text, null::numeric, null::text;
end;
$$;

revoke execute on function public.validate_discount_code(text) from public, anon, authenticated;
grant execute on function public.validate_discount_code(text) to anon, authenticated, service_role;
