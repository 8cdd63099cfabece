-- Issue 15: where a showcase visit came from, for the agent's engagement report.
--   via             'page' (the branded showcase) or 'mls' (the unbranded MLS
--                   version, /showcase/<slug>/mls); set by log-showcase-visit
--                   from the validated `via` field of its payload.
--   referrer_host   the host name of the page the visitor came from (never the
--                   whole URL: paths and queries of other sites may carry
--                   personal data), set by log-showcase-visit from `referrer`.
-- Visitors still have no access to showcase_visits at all (migration
-- 20261122000900).

alter table public.showcase_visits
  add column via text not null default 'page',
  add column referrer_host text,
  add constraint showcase_visits_via_known check (via in ('page', 'mls')),
  add constraint showcase_visits_referrer_host_format check (
    referrer_host is null or (length(referrer_host) between 1 and 253 and referrer_host ~ '^[a-z0-9._:\[\]-]+$')
  );
