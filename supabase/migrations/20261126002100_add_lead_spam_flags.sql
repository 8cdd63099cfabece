-- Leads that look automated are kept, flagged, and not confirmed by mail
-- (docs/decisions/035-abuse-limits.md). send-contact-email sets these:
--   * suspected_spam / spam_reasons: the bot signals the request tripped:
--     'honeypot' (the hidden field was filled), 'too_fast' (sent sooner after
--     the form opened than a person can fill it), 'no_timing' (no fill time
--     sent: not the site's form), 'turnstile_unverified' (the Turnstile check
--     could not be reached);
--   * confirmation_withheld: why the visitor's confirmation mail was not
--     sent: 'suspected_spam', or 'recipient_limit' (that address already had
--     its confirmations for the day). A mail resend must respect it.

alter table public.service_requests
  add column suspected_spam boolean not null default false,
  add column spam_reasons text[] not null default '{}',
  add column confirmation_withheld text,
  add constraint service_requests_confirmation_withheld_known
    check (confirmation_withheld is null or confirmation_withheld in ('suspected_spam', 'recipient_limit'));

alter table public.contact_messages
  add column suspected_spam boolean not null default false,
  add column spam_reasons text[] not null default '{}',
  add column confirmation_withheld text,
  add constraint contact_messages_confirmation_withheld_known
    check (confirmation_withheld is null or confirmation_withheld in ('suspected_spam', 'recipient_limit'));

create index service_requests_suspected_spam_idx on public.service_requests (created_at desc) where suspected_spam;
create index contact_messages_suspected_spam_idx on public.contact_messages (created_at desc) where suspected_spam;
