-- One write-limit mechanism for every anonymous write (issue 13,
-- docs/decisions/035-abuse-limits.md), generalized from the log functions'
-- limits (migration 20261123002000):
--
--   * rate_limit_rules: every limit, one row each: which write (action),
--     counted per what (a browser session, the caller's hashed address, or a
--     hashed recipient email address), over which fixed window, how many.
--     It replaces log_rate_limit_rules (its rows are copied over).
--   * rate_limit_counters (was log_rate_limits): hits per action, subject
--     kind, window length and window; subjects are ids or keyed hashes only.
--   * consume_rate_limit(action, kind, subject): counts one hit against every
--     rule of (action, kind), and says whether all of them still hold.
--     consume_log_quota() keeps its signature and now calls it.
--   * limit_visitor_inserts(): a BEFORE INSERT trigger on the tables visitors
--     write through PostgREST (blog_subscribers, faq_feedback,
--     analytics_events): it hashes the caller's address from the request
--     headers PostgREST passes in and refuses an insert over the table's
--     limit with HTTP 429 (SQLSTATE PT429); the statement is rolled back, so
--     nothing is stored.

-- ------------------------------------------------------------------ rules

create table public.rate_limit_rules (
  -- The write: a log name ('site_visit', ...), 'send_contact_email', or the table a visitor inserts into.
  action text not null,
  -- What is counted: 'session' (the browser's session id), 'address' (the
  -- caller's address, as a keyed hash), 'recipient' (an email address the
  -- write would mail, as a keyed hash).
  subject_kind text not null,
  window_seconds integer not null,
  max_hits integer not null,
  -- Why this number (shown to whoever tunes it).
  note text,
  primary key (action, subject_kind, window_seconds),
  constraint rate_limit_rules_action_format check (action ~ '^[a-z][a-z0-9_]{0,47}$'),
  constraint rate_limit_rules_subject_kind_known check (subject_kind in ('session', 'address', 'recipient')),
  -- At most a day: counters are swept a day after their window opened.
  constraint rate_limit_rules_window_seconds_range check (window_seconds between 1 and 86400),
  constraint rate_limit_rules_max_hits_positive check (max_hits > 0)
);

alter table public.rate_limit_rules enable row level security;
revoke all on table public.rate_limit_rules from anon, authenticated;
grant select on table public.rate_limit_rules to service_role;

insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note)
select r.log_name, kind.subject_kind, r.window_seconds,
       case kind.subject_kind when 'session' then r.per_session else r.per_address end,
       'log function (decision 029)'
from public.log_rate_limit_rules as r
cross join (values ('session'), ('address')) as kind (subject_kind);

insert into public.rate_limit_rules (action, subject_kind, window_seconds, max_hits, note) values
  -- Quote requests and contact messages together (send-contact-email).
  ('send_contact_email', 'address', 600, 5, 'a person sends one or two; five in ten minutes leaves room for a correction and a second property'),
  ('send_contact_email', 'address', 86400, 20, 'an office behind one address may send several a day; a script sends hundreds'),
  -- The visitor's confirmation mail, per address it goes to: the lead is still stored and the business notified.
  ('send_contact_email', 'recipient', 86400, 3, 'nobody needs more than three confirmations a day; more is someone using the form to mail a stranger'),
  -- Visitor inserts through PostgREST, per caller address.
  ('blog_subscribers', 'address', 60, 5, 'one sign-up per person; five a minute covers a shared office address'),
  ('blog_subscribers', 'address', 86400, 50, 'a list-bombing script is stopped within the day'),
  ('faq_feedback', 'address', 60, 20, 'one answer per question per visit; twenty a minute is a visitor rating every answer on a page'),
  ('analytics_events', 'address', 60, 30, 'a click on an agent''s phone or email; thirty a minute is far above real use');

drop table public.log_rate_limit_rules;

-- --------------------------------------------------------------- counters

alter table public.log_rate_limits rename to rate_limit_counters;
alter table public.rate_limit_counters rename constraint log_rate_limits_scope_length to rate_limit_counters_scope_length;
alter table public.rate_limit_counters rename constraint log_rate_limits_subject_length to rate_limit_counters_subject_length;
alter index public.log_rate_limits_pkey rename to rate_limit_counters_pkey;
alter index public.log_rate_limits_window_start_idx rename to rate_limit_counters_window_start_idx;

-- --------------------------------------------------- the key of the hashes

-- The database's own key for hashing the addresses of PostgREST callers,
-- made here from the server's strong random source and never shown to any
-- API role. (The functions hash with LOG_ADDRESS_HASH_SECRET; the two never
-- need to agree: each action is counted by one of them.)
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.rate_limit_key (
  id boolean primary key default true check (id),
  key bytea not null
);
revoke all on table private.rate_limit_key from public, anon, authenticated;
insert into private.rate_limit_key (key)
values (sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));

-- Keyed SHA-256 of an address, 32 hex characters, like the functions' hashAddress().
create function private.address_hash(p_address text)
returns text
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select left(encode(sha256(k.key || convert_to(p_address, 'UTF8')), 'hex'), 32)
  from private.rate_limit_key as k
$$;
revoke all on function private.address_hash(text) from public, anon, authenticated;

-- ------------------------------------------------------------ the counter

-- Counts one hit by `p_subject` against every rule of (action, kind) and
-- says whether all of them still hold. Every counter advances, so a flood
-- stays refused for the rest of its window (where the caller's transaction
-- is rolled back on refusal, as in the insert trigger, the refused hit is
-- not kept, but the counter already stands at its limit). A null or empty
-- subject is not counted. An action with no rule of that kind is an error:
-- a write must not go unlimited by a typo.
create function public.consume_rate_limit(p_action text, p_subject_kind text, p_subject text)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  rule public.rate_limit_rules;
  hits integer;
  allowed boolean := true;
  found_rule boolean := false;
begin
  for rule in
    select * from public.rate_limit_rules where action = p_action and subject_kind = p_subject_kind
  loop
    found_rule := true;
    if p_subject is null or p_subject = '' then
      continue;
    end if;
    insert into public.rate_limit_counters as c (scope, subject, window_start, hits)
    values (
      p_action || ':' || p_subject_kind || ':' || rule.window_seconds,
      left(p_subject, 128),
      to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds),
      1
    )
    on conflict (scope, subject, window_start) do update set hits = c.hits + 1
    returning c.hits into hits;
    if hits > rule.max_hits then
      allowed := false;
    end if;
  end loop;
  if not found_rule then
    raise exception 'no rate limit for % by %', p_action, p_subject_kind using errcode = '22023';
  end if;

  -- About once per hundred calls, forget windows older than a day (no rule's window is longer).
  if random() < 0.01 then
    delete from public.rate_limit_counters where window_start < now() - interval '1 day';
  end if;
  return allowed;
end;
$$;

revoke all on function public.consume_rate_limit(text, text, text) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, text, text) to service_role;

-- The log functions' entry point, unchanged for them: both counters advance on every call.
create or replace function public.consume_log_quota(p_log_name text, p_session_id text, p_address_hash text)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  session_ok boolean;
  address_ok boolean;
begin
  session_ok := public.consume_rate_limit(p_log_name, 'session', p_session_id);
  address_ok := public.consume_rate_limit(p_log_name, 'address', p_address_hash);
  return session_ok and address_ok;
end;
$$;

revoke all on function public.consume_log_quota(text, text, text) from public, anon, authenticated;
grant execute on function public.consume_log_quota(text, text, text) to service_role;

-- ------------------------------------------- visitor inserts via PostgREST

-- The caller's address as PostgREST received it: cf-connecting-ip (set by
-- Cloudflare in front of hosted Supabase), else x-real-ip, else the first
-- x-forwarded-for entry (the local gateway sets it to the TCP peer), as the
-- functions' clientAddress() reads it. 'unknown' when none is present: all
-- such callers then share one limit rather than having none.
create function private.request_address()
returns text
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  with h as (select coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb) as headers)
  select left(coalesce(
    nullif(btrim(h.headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(h.headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(h.headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  ), 64)
  from h
$$;
revoke all on function private.request_address() from public, anon, authenticated;

-- Counts each row a visitor (anon or authenticated, through PostgREST)
-- inserts against the table's per-address rules. Over a limit: SQLSTATE
-- PT429, which PostgREST answers as HTTP 429; the whole statement is rolled
-- back. The service role and direct database sessions are not counted.
create function public.limit_visitor_inserts()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  caller_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
begin
  if caller_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if not public.consume_rate_limit(tg_table_name, 'address', private.address_hash(private.request_address())) then
    raise exception 'Too many requests: try again in a minute'
      using errcode = 'PT429', hint = 'This address has reached its limit for ' || tg_table_name || '.';
  end if;
  return new;
end;
$$;

revoke all on function public.limit_visitor_inserts() from public, anon, authenticated;

create trigger limit_visitor_inserts before insert on public.blog_subscribers
  for each row execute function public.limit_visitor_inserts();
create trigger limit_visitor_inserts before insert on public.faq_feedback
  for each row execute function public.limit_visitor_inserts();
create trigger limit_visitor_inserts before insert on public.analytics_events
  for each row execute function public.limit_visitor_inserts();

-- ------------------------------------------------- the FAQ insert policy

-- Was `with check (true)` (splinter: rls_policy_always_true). What visitors
-- may store is an answer on one of the site's FAQs, whose ids are kebab-case
-- slugs (FAQ_QUESTION_ID_PATTERN in the shared schema).
drop policy "Visitors can rate FAQ answers" on public.faq_feedback;
create policy "Visitors can rate FAQ answers"
  on public.faq_feedback for insert
  to anon, authenticated
  with check (question_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
