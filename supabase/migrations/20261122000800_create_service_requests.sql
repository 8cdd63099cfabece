-- Leads. The send-contact-email function (service role) stores every quote
-- request and contact message before it sends any email, then records how
-- sending went, so a lead is never lost because mail failed. Visitors have no
-- access at all.

create table public.service_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  message text,
  service_type text not null,
  appraisal_type text,
  property_address text,
  -- The county record / property summary the visitor saw.
  property_data jsonb,
  selected_photography_package text,
  -- [{id, name, price}] for a custom photography package.
  custom_services jsonb,
  -- {code, type, value, description} as validated, or null.
  discount_code jsonb,
  -- What the visitor's browser showed, and what the server recomputed from
  -- service_pricing; price_mismatch flags a difference for the owner.
  client_base_price numeric(10, 2),
  client_final_price numeric(10, 2),
  server_base_price numeric(10, 2),
  server_final_price numeric(10, 2),
  price_mismatch boolean not null default false,
  email_status text not null default 'pending',
  email_attempts integer not null default 0,
  last_email_error text,
  -- {utm_source, utm_medium, utm_campaign, utm_term, utm_content} when known.
  utm jsonb,
  constraint service_requests_first_name_length check (length(btrim(first_name)) between 1 and 100),
  constraint service_requests_last_name_length check (length(btrim(last_name)) between 1 and 100),
  constraint service_requests_email_format check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint service_requests_phone_length check (length(phone) between 1 and 32),
  constraint service_requests_message_length check (message is null or length(message) <= 5000),
  constraint service_requests_service_type_known check (service_type in ('appraisal', 'photography')),
  constraint service_requests_appraisal_type_length check (appraisal_type is null or length(appraisal_type) <= 100),
  constraint service_requests_property_address_length check (property_address is null or length(property_address) <= 500),
  constraint service_requests_package_length check (selected_photography_package is null or length(selected_photography_package) <= 100),
  constraint service_requests_custom_services_array check (custom_services is null or jsonb_typeof(custom_services) = 'array'),
  constraint service_requests_discount_code_object check (discount_code is null or jsonb_typeof(discount_code) = 'object'),
  constraint service_requests_utm_object check (utm is null or jsonb_typeof(utm) = 'object'),
  constraint service_requests_prices_not_negative check (
    coalesce(client_base_price, 0) >= 0 and coalesce(client_final_price, 0) >= 0
    and coalesce(server_base_price, 0) >= 0 and coalesce(server_final_price, 0) >= 0
  ),
  constraint service_requests_email_status_known check (email_status in ('pending', 'sent', 'failed')),
  constraint service_requests_email_attempts_not_negative check (email_attempts >= 0)
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  message text not null,
  email_status text not null default 'pending',
  email_attempts integer not null default 0,
  last_email_error text,
  constraint contact_messages_first_name_length check (length(btrim(first_name)) between 1 and 100),
  constraint contact_messages_last_name_length check (length(btrim(last_name)) between 1 and 100),
  constraint contact_messages_email_format check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_messages_phone_length check (phone is null or length(phone) <= 32),
  constraint contact_messages_message_length check (length(btrim(message)) between 1 and 5000),
  constraint contact_messages_email_status_known check (email_status in ('pending', 'sent', 'failed')),
  constraint contact_messages_email_attempts_not_negative check (email_attempts >= 0)
);

create index service_requests_created_at_idx on public.service_requests (created_at desc);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
-- Leads whose email has not gone out yet, for a resend.
create index service_requests_unsent_idx on public.service_requests (created_at) where email_status <> 'sent';
create index contact_messages_unsent_idx on public.contact_messages (created_at) where email_status <> 'sent';

create trigger service_requests_set_updated_at
  before update on public.service_requests
  for each row execute function public.set_updated_at();

create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row execute function public.set_updated_at();

alter table public.service_requests enable row level security;
alter table public.contact_messages enable row level security;

-- No policies and no grants for visitors.
revoke all on table public.service_requests from anon, authenticated;
revoke all on table public.contact_messages from anon, authenticated;
grant all on table public.service_requests to service_role;
grant all on table public.contact_messages to service_role;
