-- What visitors' browsers write directly with the anon key: clicks on an
-- agent's phone or email on a showcase (analytics_events), and the FAQ's
-- helpful / not-helpful answers (faq_feedback). Insert only: visitors cannot
-- read, change or delete anything here. The checks keep what a stranger can
-- write small and well-formed.

create table public.analytics_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null,
  page_path text not null,
  -- e.g. {property_id, property_slug, agent_name, contact_method}
  event_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint analytics_events_event_type_format check (event_type ~ '^[a-z][a-z0-9_]{0,63}$'),
  constraint analytics_events_page_path_format check (length(page_path) between 1 and 2048 and left(page_path, 1) = '/'),
  constraint analytics_events_event_data_object check (jsonb_typeof(event_data) = 'object'),
  constraint analytics_events_event_data_size check (octet_length(event_data::text) <= 2048)
);

create index analytics_events_event_type_created_at_idx on public.analytics_events (event_type, created_at desc);

create table public.faq_feedback (
  id uuid primary key default gen_random_uuid(),
  question_id text not null,
  question text not null,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  constraint faq_feedback_question_id_length check (length(btrim(question_id)) between 1 and 100),
  constraint faq_feedback_question_length check (length(btrim(question)) between 1 and 500)
);

create index faq_feedback_question_id_idx on public.faq_feedback (question_id);

alter table public.analytics_events enable row level security;
alter table public.faq_feedback enable row level security;

revoke all on table public.analytics_events from anon, authenticated;
revoke all on table public.faq_feedback from anon, authenticated;

-- Only the columns a visitor supplies; id and created_at come from defaults.
grant insert (event_type, page_path, event_data) on table public.analytics_events to anon, authenticated;
grant insert (question_id, question, helpful) on table public.faq_feedback to anon, authenticated;

grant all on table public.analytics_events to service_role;
grant all on table public.faq_feedback to service_role;

-- The table accepts any well-formed event type (for events the service role
-- may log later); visitors may log only the realtor-contact clicks.
create policy "Visitors can log realtor contact clicks"
  on public.analytics_events for insert
  to anon, authenticated
  with check (event_type in ('realtor_contact_phone', 'realtor_contact_email'));

create policy "Visitors can rate FAQ answers"
  on public.faq_feedback for insert
  to anon, authenticated
  with check (true);
