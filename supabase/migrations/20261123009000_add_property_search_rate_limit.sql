-- log-property-search is anonymous like the other log-* functions: give it the
-- same per-session and per-address write limits (consume_log_quota, migration
-- 20261123002000). A visitor types, pauses and picks: 60 logged searches a
-- minute per session is far above real use; 600 per address leaves room for an
-- office behind one address.
insert into public.log_rate_limit_rules (log_name, window_seconds, per_session, per_address)
values ('property_search', 60, 60, 600)
on conflict (log_name) do nothing;
