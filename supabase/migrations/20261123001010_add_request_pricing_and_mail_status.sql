-- What send-contact-email records beyond the request itself
-- (docs/decisions/007-lead-storage-and-mail.md):
--   * how the server priced it: the property's PIN, the living area it used
--     and where that came from, the size tier, and what became of the
--     discount code the visitor sent (applied, refused, or not checked);
--   * how the two emails went: each one's send time, and 'retry' for a lead
--     whose mail failed and must be sent again (the lead itself is stored
--     before any mail is tried, so it is never lost).

alter table public.service_requests
  add column property_pin text,
  add column living_sqft integer,
  -- 'county_record' (looked up by PIN on the server), 'request' (what the
  -- browser sent, when the lookup was not possible) or 'unknown'.
  add column living_sqft_source text not null default 'unknown',
  add column price_tier text,
  -- 'none' (no code sent), 'applied', 'refused' (invalid, expired or
  -- inactive: priced without it), 'unchecked' (the check failed: priced
  -- without it).
  add column discount_status text not null default 'none',
  add column notification_sent_at timestamptz,
  add column confirmation_sent_at timestamptz,
  add constraint service_requests_property_pin_length check (property_pin is null or length(property_pin) <= 64),
  add constraint service_requests_living_sqft_not_negative check (living_sqft is null or living_sqft >= 0),
  add constraint service_requests_living_sqft_source_known check (living_sqft_source in ('county_record', 'request', 'unknown')),
  add constraint service_requests_price_tier_known check (price_tier is null or price_tier in ('under_1500', '1500_to_2500', 'over_2500')),
  add constraint service_requests_discount_status_known check (discount_status in ('none', 'applied', 'refused', 'unchecked'));

alter table public.contact_messages
  add column notification_sent_at timestamptz,
  add column confirmation_sent_at timestamptz;

-- 'retry': mail failed and is to be sent again; 'failed' stays for a lead
-- given up on after repeated attempts.
alter table public.service_requests drop constraint service_requests_email_status_known;
alter table public.service_requests
  add constraint service_requests_email_status_known check (email_status in ('pending', 'sent', 'retry', 'failed'));
alter table public.contact_messages drop constraint contact_messages_email_status_known;
alter table public.contact_messages
  add constraint contact_messages_email_status_known check (email_status in ('pending', 'sent', 'retry', 'failed'));

create index service_requests_price_mismatch_idx on public.service_requests (created_at desc) where price_mismatch;
