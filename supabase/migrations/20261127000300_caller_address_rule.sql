-- One rule for the caller's address behind every per-address limit that
-- PostgREST requests meet (docs/decisions/044-pooler-caller-address-smtp.md),
-- the same rule as callerAddress() in supabase/functions/_shared/caller-address.ts:
--
-- * only cf-connecting-ip counts: Cloudflare, in front of hosted Supabase,
--   sets it to the address that connected (the local gateway sets it to the
--   TCP peer); x-forwarded-for, x-real-ip and forwarded reach PostgREST as
--   the client sent them, so they are never read;
-- * an IPv6 address stands for its /64; an IPv4-mapped one is its IPv4;
-- * no header, or one that is not a single address: null, and the
--   per-address limits are skipped instead of every such caller sharing one
--   'unknown' bucket (consume_rate_limit counts no null subject; the report
--   key failures below keep no row without an address).
--
-- private.request_address() and public.report_caller_hash() keep their names
-- and signatures: the visitor-insert trigger and showcase_report() call them.

-- One address as a limit subject: IPv4 as a dotted quad, IPv6 as its /64
-- ("2001:db8:1:2::"), IPv4-mapped IPv6 as IPv4; null for anything else (a
-- list, a port, a zone, a prefix, a name, leading zeros in an IPv4 octet).
create function private.canonical_address(p_raw text)
returns text
language plpgsql
immutable
set search_path = pg_catalog, pg_temp
as $$
declare
  raw text := btrim(p_raw);
  address inet;
begin
  if raw is null or raw = '' or length(raw) > 45 or raw !~ '^[0-9A-Fa-f:.]+$' then
    return null;
  end if;
  -- IPv4, alone or as the tail of an IPv6 address: four decimal octets, no leading zeros
  -- (Postgres would also take "1.2.3" or "010.1.1.1").
  if raw ~ '\.' and substring(raw from '[^:]*$') !~ '^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$' then
    return null;
  end if;
  if raw !~ '[:.]' then
    return null;
  end if;
  begin
    address := raw::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return null;
  end if;
  if family(address) = 4 then
    return host(address);
  end if;
  if address << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet));
  end if;
  return host(network(set_masklen(address, 64)));
end;
$$;
revoke all on function private.canonical_address(text) from public, anon, authenticated;

create or replace function private.request_address()
returns text
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select private.canonical_address(
    coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb) ->> 'cf-connecting-ip'
  )
$$;
revoke all on function private.request_address() from public, anon, authenticated;

-- The caller's address as private.request_address() decides it, kept only as
-- HMAC-SHA-256 under report_address_hash_secret (32 hex characters); null
-- when there is none.
create or replace function public.report_caller_hash()
returns text
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  address text := private.request_address();
begin
  if address is null then
    return null;
  end if;
  return left(encode(extensions.hmac(convert_to(address, 'UTF8'), (select secret from public.report_address_hash_secret), 'sha256'), 'hex'), 32);
end;
$$;
revoke all on function public.report_caller_hash() from public, anon, authenticated;

-- showcase_report() counts a wrong report link against the caller's
-- address: with no address (report_caller_hash() null) its lookup finds no
-- failures and its insert would put a null key; this keeps no such row, so
-- the per-address failure limit is skipped for that caller, as every other
-- per-address limit is.
create function private.skip_report_failure_without_address()
returns trigger
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
begin
  if new.address_hash is null then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.skip_report_failure_without_address() from public, anon, authenticated;

create trigger skip_report_failure_without_address before insert on public.report_key_failures
  for each row execute function private.skip_report_failure_without_address();
