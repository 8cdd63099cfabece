-- The owner's desk: requests, their pipeline, notes, history, failed mail and
-- the audit of every owner change (docs/decisions/055-owner-desk.md).
--
--   * service_requests and contact_messages (the leads) gain a pipeline
--     status (new, contacted, scheduled, done, delivered, paid, or lost with
--     a reason), when it last changed, and the owner's notes;
--   * lead_status_changes: every status change, when and by whom;
--   * owner_audit_log: every change an owner makes (who, when, what, before
--     and after); written only by the server side, never updated or deleted;
--   * owner_requests: one list of both lead tables for the desk (a view with
--     security_invoker: the tables' owner policies decide);
--   * owner_set_lead_status, owner_set_lead_notes, owner_resend_lead_mail,
--     owner_resend_appointment_mail, owner_failed_mail: the desk's writes and
--     its failed-mail list, each checking public.is_owner() itself.
--
-- Every owner policy is `public.is_owner()` (migration 20261129000100: a
-- listed owner whose token says aal2). Visitors' access is unchanged: anon
-- has no grant on any of it.

-- ------------------------------------------------------------ the pipeline

alter table public.service_requests
  add column pipeline_status text not null default 'new',
  add column lost_reason text,
  add column status_changed_at timestamptz,
  add column owner_notes text,
  add column notes_updated_at timestamptz,
  add constraint service_requests_pipeline_status_known
    check (pipeline_status in ('new', 'contacted', 'scheduled', 'done', 'delivered', 'paid', 'lost')),
  add constraint service_requests_lost_reason check (
    (pipeline_status = 'lost') = (lost_reason is not null)
    and (lost_reason is null or char_length(btrim(lost_reason)) between 1 and 500)),
  add constraint service_requests_owner_notes_length check (owner_notes is null or char_length(owner_notes) <= 5000);

alter table public.contact_messages
  add column pipeline_status text not null default 'new',
  add column lost_reason text,
  add column status_changed_at timestamptz,
  add column owner_notes text,
  add column notes_updated_at timestamptz,
  add constraint contact_messages_pipeline_status_known
    check (pipeline_status in ('new', 'contacted', 'scheduled', 'done', 'delivered', 'paid', 'lost')),
  add constraint contact_messages_lost_reason check (
    (pipeline_status = 'lost') = (lost_reason is not null)
    and (lost_reason is null or char_length(btrim(lost_reason)) between 1 and 500)),
  add constraint contact_messages_owner_notes_length check (owner_notes is null or char_length(owner_notes) <= 5000);

create index service_requests_pipeline_idx on public.service_requests (pipeline_status, created_at desc);
create index contact_messages_pipeline_idx on public.contact_messages (pipeline_status, created_at desc);
create index service_requests_failed_mail_idx on public.service_requests (created_at desc) where email_status = 'failed';
create index contact_messages_failed_mail_idx on public.contact_messages (created_at desc) where email_status = 'failed';
create index appointment_mails_failed_idx on public.appointment_mails (created_at desc) where status = 'failed';

-- Which status may follow which (docs/product.md, "The owner's desk"):
-- forward to any later stage (a request booked online goes from new to
-- scheduled), back one stage (a mistaken tap), lost from any stage but paid,
-- and a lost request reopened as new or contacted. The desk's
-- LEAD_STATUS_TRANSITIONS (owner-requests/domain/pipeline.ts) says the same;
-- a backend test compares the two for every pair.
create function public.lead_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = pg_catalog, pg_temp
as $$
  with stages(status, position) as (
    values ('new', 1), ('contacted', 2), ('scheduled', 3), ('done', 4), ('delivered', 5), ('paid', 6)
  )
  select case
    when p_from is null or p_to is null or p_from = p_to then false
    when p_to = 'lost' then p_from in ('new', 'contacted', 'scheduled', 'done', 'delivered')
    when p_from = 'lost' then p_to in ('new', 'contacted')
    else coalesce((select t.position > f.position or t.position = f.position - 1
                     from stages as f, stages as t
                    where f.status = p_from and t.status = p_to), false)
  end
$$;
revoke all on function public.lead_status_transition_allowed(text, text) from public, anon, authenticated;


-- ------------------------------------------------------ the status history

create table public.lead_status_changes (
  id bigint generated always as identity primary key,
  service_request_id uuid references public.service_requests (id) on delete cascade,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  reason text check (reason is null or char_length(reason) <= 500),
  -- The owner's auth user id (auth.uid()) and address when it changed.
  changed_by uuid not null,
  changed_by_email text check (changed_by_email is null or char_length(changed_by_email) <= 254),
  changed_at timestamptz not null default now(),
  constraint lead_status_changes_one_lead check (num_nonnulls(service_request_id, contact_message_id) = 1)
);
create index lead_status_changes_service_request_idx on public.lead_status_changes (service_request_id, changed_at desc) where service_request_id is not null;
create index lead_status_changes_contact_message_idx on public.lead_status_changes (contact_message_id, changed_at desc) where contact_message_id is not null;

-- ------------------------------------------------------------- the audit

create table public.owner_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid not null,
  actor_email text check (actor_email is null or char_length(actor_email) <= 254),
  -- What was changed: a table's row ('service_request', 'appointment', ...), its id, and how ('status', 'notes', 'resend', ...).
  entity text not null check (entity ~ '^[a-z][a-z_]{0,63}$'),
  entity_id text not null check (char_length(entity_id) between 1 and 200),
  action text not null check (action ~ '^[a-z][a-z_]{0,63}$'),
  before jsonb check (before is null or octet_length(before::text) <= 20000),
  after jsonb check (after is null or octet_length(after::text) <= 20000)
);
create index owner_audit_log_at_idx on public.owner_audit_log (at desc);
create index owner_audit_log_entity_idx on public.owner_audit_log (entity, entity_id, at desc);

-- The log is append-only for everyone, the service role included: an update
-- or delete fails (a superuser repairing the database disables the trigger).
create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
begin
  raise exception 'the owner audit log is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.refuse_audit_change() from public, anon, authenticated;
create trigger owner_audit_log_append_only
  before update or delete on public.owner_audit_log
  for each row execute function private.refuse_audit_change();
create trigger owner_audit_log_no_truncate
  before truncate on public.owner_audit_log
  for each statement execute function private.refuse_audit_change();

-- The signed-in owner's address, from the token (null when it has none).
create function private.owner_email()
returns text
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select left(nullif(auth.jwt() ->> 'email', ''), 254)
$$;
revoke all on function private.owner_email() from public, anon, authenticated;

-- Records one change an owner makes, as the owner of the token: call it from
-- a SECURITY DEFINER function or trigger in the same transaction as the
-- change (it is not exposed through the API: the private schema is not, and
-- no API role may execute it). It refuses anyone but an owner at aal2
-- (42501), so a row names the person who made the change.
--   entity     what kind of row: 'service_request', 'contact_message',
--              'appointment_mail', 'appointment', 'booking_blocked_day', ...
--   entity_id  the row's key as text
--   action     what was done: 'status', 'notes', 'resend', 'move', 'cancel', ...
--   before, after  the changed fields before and after (jsonb objects)
create function private.record_owner_change(entity text, entity_id text, action text, before jsonb, after jsonb)
returns bigint
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  recorded bigint;
begin
  if not public.is_owner() then
    raise exception 'only an owner signed in with the second factor may change this' using errcode = '42501';
  end if;
  insert into public.owner_audit_log (actor, actor_email, entity, entity_id, action, before, after)
  values (auth.uid(), private.owner_email(), entity, entity_id, action, before, after)
  returning id into recorded;
  return recorded;
end;
$$;
revoke all on function private.record_owner_change(text, text, text, jsonb, jsonb) from public, anon, authenticated;

-- --------------------------------------------------------- owners' access

create policy service_requests_select_owner on public.service_requests
  for select to authenticated using (public.is_owner());
create policy contact_messages_select_owner on public.contact_messages
  for select to authenticated using (public.is_owner());
grant select on public.service_requests to authenticated;
grant select on public.contact_messages to authenticated;

alter table public.lead_status_changes enable row level security;
create policy lead_status_changes_select_owner on public.lead_status_changes
  for select to authenticated using (public.is_owner());
revoke all on public.lead_status_changes from anon, authenticated;
grant select on public.lead_status_changes to authenticated;
grant select on public.lead_status_changes to service_role;

alter table public.owner_audit_log enable row level security;
create policy owner_audit_log_select_owner on public.owner_audit_log
  for select to authenticated using (public.is_owner());
revoke all on public.owner_audit_log from anon, authenticated;
grant select on public.owner_audit_log to authenticated;
grant select, insert on public.owner_audit_log to service_role;

-- One list of both lead tables, newest first by created_at (then id, for
-- keyset pages). full_name: first and last name, for a search typed as
-- "Jane Doe". county: the request's county record's county as a slug
-- ('cape-may'), null when the request had none. phone_digits: the phone as
-- digits, for a search typed as digits.
create view public.owner_requests
with (security_invoker = true)
as
  select 'quote'::text as kind, r.id, r.created_at, r.first_name, r.last_name,
         r.first_name || ' ' || r.last_name as full_name, r.email, r.phone,
         regexp_replace(r.phone, '\D', '', 'g') as phone_digits,
         r.message, r.service_type as service, r.appraisal_type, r.selected_photography_package,
         r.property_address,
         nullif(regexp_replace(regexp_replace(lower(btrim(r.property_data -> 'countyData' ->> 'COUNTY_NAME')), '\s+county$', ''), '\s+', '-', 'g'), '') as county,
         r.client_final_price, r.server_final_price, r.price_mismatch,
         r.discount_code ->> 'code' as discount_code, r.discount_status,
         r.utm ->> 'utm_source' as utm_source, r.utm ->> 'utm_medium' as utm_medium, r.utm ->> 'utm_campaign' as utm_campaign,
         r.pipeline_status, r.lost_reason, r.status_changed_at, r.owner_notes, r.notes_updated_at,
         r.email_status, r.suspected_spam
    from public.service_requests as r
  union all
  select 'message'::text, m.id, m.created_at, m.first_name, m.last_name,
         m.first_name || ' ' || m.last_name, m.email, m.phone,
         regexp_replace(coalesce(m.phone, ''), '\D', '', 'g'),
         m.message, 'message'::text, null::text, null::text,
         null::text, null::text,
         null::numeric, null::numeric, false,
         null::text, 'none'::text,
         null::text, null::text, null::text,
         m.pipeline_status, m.lost_reason, m.status_changed_at, m.owner_notes, m.notes_updated_at,
         m.email_status, m.suspected_spam
    from public.contact_messages as m;
revoke all on public.owner_requests from anon, authenticated;
grant select on public.owner_requests to authenticated;

-- ----------------------------------------------------------- the writes

-- The lead table of a desk kind ('quote' or 'message'); 400 for anything else.
create function private.lead_table(p_kind text)
returns text
language plpgsql
immutable
set search_path = pg_catalog, pg_temp
as $$
begin
  if p_kind = 'quote' then return 'service_requests'; end if;
  if p_kind = 'message' then return 'contact_messages'; end if;
  raise exception 'kind must be quote or message' using errcode = '22023';
end;
$$;
revoke all on function private.lead_table(text) from public, anon, authenticated;

create function private.require_owner()
returns void
language plpgsql
stable
set search_path = pg_catalog, pg_temp
as $$
begin
  if not public.is_owner() then
    raise exception 'only an owner signed in with the second factor may do this' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_owner() from public, anon, authenticated;

-- Sets a lead's pipeline status. p_expected: the status the owner saw; when
-- the lead has another by now (changed on another device), 409 and nothing
-- changes. Lost needs a reason (1 to 500 characters); any other status
-- clears it. The change, its history row and its audit row are one
-- transaction. Answers the lead's status fields.
create function public.owner_set_lead_status(p_kind text, p_id uuid, p_status text, p_reason text default null, p_expected text default null)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  lead_table text := private.lead_table(p_kind);
  current_status text;
  current_reason text;
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
  changed jsonb;
begin
  perform private.require_owner();
  if p_status is null or p_status not in ('new', 'contacted', 'scheduled', 'done', 'delivered', 'paid', 'lost') then
    raise exception 'status must be one of new, contacted, scheduled, done, delivered, paid, lost' using errcode = '22023';
  end if;
  if p_status = 'lost' and (reason is null or char_length(reason) > 500) then
    raise exception 'a lost request needs a reason of 1 to 500 characters' using errcode = '22023';
  end if;
  if p_status <> 'lost' then reason := null; end if;
  execute format('select pipeline_status, lost_reason from public.%I where id = $1 for update', lead_table)
    into current_status, current_reason using p_id;
  if current_status is null then
    raise exception 'no such request' using errcode = 'PT404';
  end if;
  if p_expected is not null and p_expected <> current_status then
    raise exception 'the request is % by now', current_status using errcode = 'PT409', detail = current_status;
  end if;
  if not public.lead_status_transition_allowed(current_status, p_status) then
    raise exception 'a request that is % cannot become %', current_status, p_status using errcode = '22023';
  end if;
  execute format(
    'update public.%I set pipeline_status = $2, lost_reason = $3, status_changed_at = now() where id = $1
     returning jsonb_build_object(''pipeline_status'', pipeline_status, ''lost_reason'', lost_reason, ''status_changed_at'', status_changed_at)',
    lead_table) into changed using p_id, p_status, reason;
  insert into public.lead_status_changes (service_request_id, contact_message_id, from_status, to_status, reason, changed_by, changed_by_email)
  values (case when p_kind = 'quote' then p_id end, case when p_kind = 'message' then p_id end,
          current_status, p_status, reason, auth.uid(), private.owner_email());
  perform private.record_owner_change(
    case when p_kind = 'quote' then 'service_request' else 'contact_message' end, p_id::text, 'status',
    jsonb_build_object('pipeline_status', current_status, 'lost_reason', current_reason),
    jsonb_build_object('pipeline_status', p_status, 'lost_reason', reason));
  return changed;
end;
$$;

-- Replaces a lead's notes (trimmed; empty clears them; at most 5000
-- characters). p_expected_updated_at: notes_updated_at as the owner loaded
-- it (null: never written); when the notes changed since, 409 and nothing
-- changes, so two devices never overwrite each other unseen.
create function public.owner_set_lead_notes(p_kind text, p_id uuid, p_notes text, p_expected_updated_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  lead_table text := private.lead_table(p_kind);
  found_id uuid;
  current_notes text;
  current_updated_at timestamptz;
  notes text := nullif(btrim(coalesce(p_notes, '')), '');
  changed jsonb;
begin
  perform private.require_owner();
  if notes is not null and char_length(notes) > 5000 then
    raise exception 'notes must be at most 5000 characters' using errcode = '22023';
  end if;
  execute format('select id, owner_notes, notes_updated_at from public.%I where id = $1 for update', lead_table)
    into found_id, current_notes, current_updated_at using p_id;
  if found_id is null then
    raise exception 'no such request' using errcode = 'PT404';
  end if;
  if current_updated_at is distinct from p_expected_updated_at then
    raise exception 'the notes were changed elsewhere' using errcode = 'PT409';
  end if;
  execute format(
    'update public.%I set owner_notes = $2, notes_updated_at = now() where id = $1
     returning jsonb_build_object(''owner_notes'', owner_notes, ''notes_updated_at'', notes_updated_at)',
    lead_table) into changed using p_id, notes;
  perform private.record_owner_change(
    case when p_kind = 'quote' then 'service_request' else 'contact_message' end, p_id::text, 'notes',
    jsonb_build_object('owner_notes', current_notes), jsonb_build_object('owner_notes', notes));
  return changed;
end;
$$;

-- "Send again" for a lead whose mail was given up on ('failed'): it is due
-- again now, and the retry-lead-mail job (every 5 minutes) sends what is
-- still owed, one more attempt (docs/decisions/034); if that fails too it is
-- 'failed' and reported again. 409 when the lead's mail is not failed, or a
-- run holds it right now.
create function public.owner_resend_lead_mail(p_kind text, p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  lead_table text := private.lead_table(p_kind);
  found_id uuid;
  current_status text;
  held_until timestamptz;
  changed jsonb;
begin
  perform private.require_owner();
  execute format('select id, email_status, claimed_until from public.%I where id = $1 for update', lead_table)
    into found_id, current_status, held_until using p_id;
  if found_id is null then
    raise exception 'no such request' using errcode = 'PT404';
  end if;
  if current_status <> 'failed' then
    raise exception 'this request''s mail is %, not failed', current_status using errcode = 'PT409';
  end if;
  if held_until is not null and held_until > now() then
    raise exception 'this request''s mail is being handled right now' using errcode = 'PT409';
  end if;
  execute format(
    'update public.%I set email_status = ''retry'', next_attempt_at = greatest(now(), created_at), failure_reported_at = null where id = $1
     returning jsonb_build_object(''email_status'', email_status, ''next_attempt_at'', next_attempt_at)',
    lead_table) into changed using p_id;
  perform private.record_owner_change(
    case when p_kind = 'quote' then 'service_request' else 'contact_message' end, p_id::text, 'resend',
    jsonb_build_object('email_status', current_status), changed);
  return changed;
end;
$$;

-- "Send again" for an appointment mail given up on: due again now, sent by
-- the retry-lead-mail job with one more attempt (docs/decisions/050); a mail
-- whose appointment changed since is recorded superseded there, not sent.
create function public.owner_resend_appointment_mail(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  mail public.appointment_mails;
  changed jsonb;
begin
  perform private.require_owner();
  select * into mail from public.appointment_mails where id = p_id for update;
  if mail.id is null then
    raise exception 'no such appointment mail' using errcode = 'PT404';
  end if;
  if mail.status <> 'failed' then
    raise exception 'this mail is %, not failed', mail.status using errcode = 'PT409';
  end if;
  if mail.claimed_until is not null and mail.claimed_until > now() then
    raise exception 'this mail is being handled right now' using errcode = 'PT409';
  end if;
  update public.appointment_mails
     set status = 'retry', next_attempt_at = greatest(now(), created_at), failure_reported_at = null
   where id = p_id
  returning jsonb_build_object('status', status, 'next_attempt_at', next_attempt_at) into changed;
  perform private.record_owner_change('appointment_mail', p_id::text, 'resend', jsonb_build_object('status', mail.status), changed);
  return changed;
end;
$$;

-- The mails given up on, newest first (at most 200 of each kind): the leads'
-- (which of their two mails did not go out) and the appointments'
-- (the kind, the recipient, the appointment as it is now, the client).
create function public.owner_failed_mail()
returns jsonb
language plpgsql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform private.require_owner();
  return jsonb_build_object(
    'leads', coalesce((
      select jsonb_agg(lead order by lead ->> 'created_at' desc)
        from (
          select jsonb_build_object(
                   'kind', 'quote', 'id', r.id, 'created_at', r.created_at,
                   'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email, 'phone', r.phone,
                   'notification_sent', r.notification_sent_at is not null,
                   'confirmation_sent', r.confirmation_sent_at is not null or r.confirmation_withheld is not null,
                   'attempts', r.email_attempts, 'last_error', r.last_email_error,
                   'handling', r.claimed_until is not null and r.claimed_until > now()) as lead
            from public.service_requests as r
           where r.email_status = 'failed'
           order by r.created_at desc limit 200
        ) as q
      ), '[]'::jsonb)
      || coalesce((
      select jsonb_agg(lead order by lead ->> 'created_at' desc)
        from (
          select jsonb_build_object(
                   'kind', 'message', 'id', m.id, 'created_at', m.created_at,
                   'first_name', m.first_name, 'last_name', m.last_name, 'email', m.email, 'phone', m.phone,
                   'notification_sent', m.notification_sent_at is not null,
                   'confirmation_sent', m.confirmation_sent_at is not null or m.confirmation_withheld is not null,
                   'attempts', m.email_attempts, 'last_error', m.last_email_error,
                   'handling', m.claimed_until is not null and m.claimed_until > now()) as lead
            from public.contact_messages as m
           where m.email_status = 'failed'
           order by m.created_at desc limit 200
        ) as q
      ), '[]'::jsonb),
    'appointment_mails', coalesce((
      select jsonb_agg(mail order by mail ->> 'created_at' desc)
        from (
          select jsonb_build_object(
                   'id', am.id, 'created_at', am.created_at, 'kind', am.kind, 'recipient', am.recipient,
                   'starts_at', am.starts_at, 'attempts', am.attempts, 'last_error', am.last_error,
                   'appointment_id', a.id, 'appointment_status', a.status, 'appointment_starts_at', lower(a.during),
                   'service_request_id', r.id,
                   'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email, 'phone', r.phone,
                   'handling', am.claimed_until is not null and am.claimed_until > now()) as mail
            from public.appointment_mails as am
            join public.appointments as a on a.id = am.appointment_id
            left join public.service_requests as r on r.id = a.service_request_id
           where am.status = 'failed'
           order by am.created_at desc limit 200
        ) as q
      ), '[]'::jsonb));
end;
$$;

revoke all on function public.owner_set_lead_status(text, uuid, text, text, text) from public, anon, authenticated;
revoke all on function public.owner_set_lead_notes(text, uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.owner_resend_lead_mail(text, uuid) from public, anon, authenticated;
revoke all on function public.owner_resend_appointment_mail(uuid) from public, anon, authenticated;
revoke all on function public.owner_failed_mail() from public, anon, authenticated;
grant execute on function public.owner_set_lead_status(text, uuid, text, text, text) to authenticated;
grant execute on function public.owner_set_lead_notes(text, uuid, text, timestamptz) to authenticated;
grant execute on function public.owner_resend_lead_mail(text, uuid) to authenticated;
grant execute on function public.owner_resend_appointment_mail(uuid) to authenticated;
grant execute on function public.owner_failed_mail() to authenticated;
