-- Write limits for the anonymous log-* functions (log-site-visit,
-- log-campaign-visit, log-showcase-visit). Each function calls
-- consume_log_quota() with the service role before it inserts; a caller over
-- either limit gets 429 and nothing is stored.
--
-- Counters are kept per fixed one-minute window, per subject: the browser
-- session id and the caller's address, which arrives here only as a keyed
-- hash (never the address itself). Old windows are swept as new ones open.

create table public.log_rate_limits (
  -- Which log and which kind of subject: 'site_visit:session', 'site_visit:address', ...
  scope text not null,
  -- A session id, or a hashed address.
  subject text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (scope, subject, window_start),
  constraint log_rate_limits_scope_length check (length(scope) between 1 and 64),
  constraint log_rate_limits_subject_length check (length(subject) between 1 and 128)
);

create index log_rate_limits_window_start_idx on public.log_rate_limits (window_start);

alter table public.log_rate_limits enable row level security;
revoke all on table public.log_rate_limits from anon, authenticated;
grant all on table public.log_rate_limits to service_role;

-- The limits, per one-minute window. A visitor reading pages sends at most a
-- few site visits a minute; an address may be an office or a campus behind
-- one NAT, so its limit is far higher than a session's.
create table public.log_rate_limit_rules (
  log_name text primary key,
  window_seconds integer not null check (window_seconds between 1 and 3600),
  per_session integer not null check (per_session > 0),
  per_address integer not null check (per_address > 0)
);

alter table public.log_rate_limit_rules enable row level security;
revoke all on table public.log_rate_limit_rules from anon, authenticated;
grant select on table public.log_rate_limit_rules to service_role;

insert into public.log_rate_limit_rules (log_name, window_seconds, per_session, per_address) values
  ('site_visit', 60, 30, 600),
  ('campaign_visit', 60, 10, 120),
  ('showcase_visit', 60, 20, 240);

-- Counts one write by (session, address) against the log's limits and says
-- whether it is allowed. Both counters advance on every call, so a flood
-- stays refused for the rest of its window.
create function public.consume_log_quota(p_log_name text, p_session_id text, p_address_hash text)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  rule public.log_rate_limit_rules;
  current_window timestamptz;
  session_hits integer := 0;
  address_hits integer := 0;
begin
  select * into rule from public.log_rate_limit_rules where log_name = p_log_name;
  if not found then
    raise exception 'unknown log %', p_log_name using errcode = '22023';
  end if;

  current_window := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);

  if p_session_id is not null and p_session_id <> '' then
    insert into public.log_rate_limits as l (scope, subject, window_start, hits)
    values (p_log_name || ':session', left(p_session_id, 128), current_window, 1)
    on conflict (scope, subject, window_start) do update set hits = l.hits + 1
    returning l.hits into session_hits;
  end if;

  if p_address_hash is not null and p_address_hash <> '' then
    insert into public.log_rate_limits as l (scope, subject, window_start, hits)
    values (p_log_name || ':address', left(p_address_hash, 128), current_window, 1)
    on conflict (scope, subject, window_start) do update set hits = l.hits + 1
    returning l.hits into address_hits;
  end if;

  -- About once per hundred calls, forget windows older than a day.
  if random() < 0.01 then
    delete from public.log_rate_limits where window_start < now() - interval '1 day';
  end if;

  return session_hits <= rule.per_session and address_hits <= rule.per_address;
end;
$$;

revoke all on function public.consume_log_quota(text, text, text) from public, anon, authenticated;
grant execute on function public.consume_log_quota(text, text, text) to service_role;
