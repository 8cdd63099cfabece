-- log-site-visit is the busiest write of the site (one row per page view).
-- This function does its rate-limit check and its insert in one round trip:
-- the edge function calls it over its database pool. Nothing is stored when
-- the session or the address is over its limit (the answer is false then).
-- Only the service role (and the database owner) may call it.

create function public.log_site_visit(p_visit jsonb, p_address_hash text)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if not public.consume_log_quota('site_visit', p_visit ->> 'session_id', p_address_hash) then
    return false;
  end if;
  insert into public.site_visits (
    page_path, referrer, session_id, time_on_page_seconds, previous_page,
    utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    screen_resolution, viewport_size, language
  ) values (
    p_visit ->> 'page_path', p_visit ->> 'referrer', p_visit ->> 'session_id',
    (p_visit ->> 'time_on_page_seconds')::integer, p_visit ->> 'previous_page',
    p_visit ->> 'utm_source', p_visit ->> 'utm_medium', p_visit ->> 'utm_campaign',
    p_visit ->> 'utm_term', p_visit ->> 'utm_content',
    p_visit ->> 'screen_resolution', p_visit ->> 'viewport_size', p_visit ->> 'language'
  );
  return true;
end;
$$;

revoke all on function public.log_site_visit(jsonb, text) from public, anon, authenticated;
grant execute on function public.log_site_visit(jsonb, text) to service_role;
