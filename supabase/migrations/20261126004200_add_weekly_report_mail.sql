-- Issue 15: the weekly summary mail to each showcase's agent
-- (docs/decisions/038-agent-report.md). The send-weekly-report-mail function
-- runs on a schedule (Supabase Cron hosted, the local stack's timer locally),
-- claims one showcase at a time for the last complete week (Monday to Sunday,
-- New York) and mails its agent that week's figures against the week before,
-- with the report link and an opt-out link. At most one mail per showcase per
-- week; only showcases with visits that week; never to an agent who opted out.
-- Visitors have no access to any of this.

-- Per agent: whether the weekly mail goes out, and the secret of the opt-out
-- link (192 random bits, like the report keys).
create table public.agent_report_mail (
  agent_id uuid primary key references public.agents (id) on delete cascade,
  weekly_mail boolean not null default true,
  unsubscribe_token text not null default public.new_report_key(),
  updated_at timestamptz not null default now(),
  constraint agent_report_mail_unsubscribe_token_key unique (unsubscribe_token),
  constraint agent_report_mail_unsubscribe_token_format check (unsubscribe_token ~ '^[A-Za-z0-9_-]{22,128}$')
);

alter table public.agent_report_mail enable row level security;
revoke all on table public.agent_report_mail from anon, authenticated;
grant all on table public.agent_report_mail to service_role;

insert into public.agent_report_mail (agent_id)
select id from public.agents
on conflict (agent_id) do nothing;

create function public.create_agent_report_mail()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.agent_report_mail (agent_id) values (new.id) on conflict (agent_id) do nothing;
  return new;
end;
$$;

revoke all on function public.create_agent_report_mail() from public, anon, authenticated;

create trigger agents_report_mail
  after insert on public.agents
  for each row execute function public.create_agent_report_mail();

-- One row per showcase and reported week: the claim (claimed_until, a lease
-- like the lead-mail retry's), the attempts, and sent_at once the mail went
-- out. The primary key is what makes "once per showcase per week" hold.
create table public.showcase_report_mails (
  showcase_id uuid not null references public.property_showcases (id) on delete cascade,
  -- Monday of the reported week (New York calendar).
  week_start date not null,
  created_at timestamptz not null default now(),
  claimed_until timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text,
  primary key (showcase_id, week_start),
  constraint showcase_report_mails_week_start_monday check (extract(isodow from week_start) = 1),
  constraint showcase_report_mails_attempts_range check (attempts between 0 and 100),
  constraint showcase_report_mails_last_error_length check (last_error is null or length(last_error) <= 2000)
);

alter table public.showcase_report_mails enable row level security;
revoke all on table public.showcase_report_mails from anon, authenticated;
grant all on table public.showcase_report_mails to service_role;

-- One week's figures of a showcase: page views, unique visitors, average
-- seconds on the page, phone and email clicks. The same definitions as
-- showcase_report() (migration 20261126004100).
create function public.showcase_week_figures(p_showcase_id uuid, p_week_start date)
returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with bounds as (
    select (p_week_start::timestamp at time zone 'America/New_York') as week_begins,
           ((p_week_start + 7)::timestamp at time zone 'America/New_York') as week_ends
  ),
  visits as (
    select coalesce(v.ip_hash, v.session_id, v.id::text) as visitor, v.time_on_page
      from public.showcase_visits v, bounds b
     where v.property_id = p_showcase_id and v.created_at >= b.week_begins and v.created_at < b.week_ends
  ),
  clicks as (
    select count(*) filter (where e.event_type = 'realtor_contact_phone') as phone,
           count(*) filter (where e.event_type = 'realtor_contact_email') as email
      from public.analytics_events e, bounds b
     where e.event_type in ('realtor_contact_phone', 'realtor_contact_email')
       and e.event_data ->> 'property_id' = p_showcase_id::text
       and e.created_at >= b.week_begins and e.created_at < b.week_ends
  )
  select jsonb_build_object(
    'pageViews', (select count(*) from visits),
    'uniqueVisitors', (select count(distinct visitor) from visits),
    'averageSecondsOnPage', (select round(avg(time_on_page))::integer from visits where time_on_page is not null),
    'phoneClicks', (select phone from clicks),
    'emailClicks', (select email from clicks)
  );
$$;

revoke all on function public.showcase_week_figures(uuid, date) from public, anon, authenticated;
grant execute on function public.showcase_week_figures(uuid, date) to service_role;

-- Claims the next weekly mail that is due: a showcase with at least one visit
-- in the last complete week (New York), whose agent has an email address and
-- has not opted out, and whose mail for that week has not gone out, is not
-- held by another run, and has failed fewer than max_attempts times. The
-- claim is one insert ... on conflict do update ... where: a second run that
-- races for the same showcase waits for the first's row and then finds it
-- claimed (no row), and moves on to the next candidate. Answers the mail's
-- data, or nothing when none is due.
create function public.claim_weekly_report_mail(lease_seconds integer, max_attempts integer default 3)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  tz constant text := 'America/New_York';
  week date := date_trunc('week', (now() at time zone tz))::date - 7;
  week_begins timestamptz := week::timestamp at time zone tz;
  week_ends timestamptz := (week + 7)::timestamp at time zone tz;
  candidate record;
  claimed public.showcase_report_mails;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 3600 then
    raise exception 'lease_seconds must be between 10 and 3600, got %', lease_seconds using errcode = '22023';
  end if;
  if max_attempts is null or max_attempts < 1 or max_attempts > 20 then
    raise exception 'max_attempts must be between 1 and 20, got %', max_attempts using errcode = '22023';
  end if;

  for candidate in
    select s.id, s.slug, s.property_address, s.property_city, a.name as agent_name, a.email as agent_email,
           m.unsubscribe_token, k.report_key
      from public.property_showcases s
      join public.agents a on a.id = s.agent_id
      join public.agent_report_mail m on m.agent_id = a.id
      join public.showcase_report_keys k on k.showcase_id = s.id
     where m.weekly_mail
       and nullif(btrim(a.email), '') is not null
       and exists (
         select 1 from public.showcase_visits v
          where v.property_id = s.id and v.created_at >= week_begins and v.created_at < week_ends
       )
       and not exists (
         select 1 from public.showcase_report_mails r
          where r.showcase_id = s.id and r.week_start = week
            and (r.sent_at is not null or r.claimed_until > now() or r.attempts >= max_attempts)
       )
     order by s.created_at, s.id
  loop
    insert into public.showcase_report_mails as r (showcase_id, week_start, claimed_until, attempts)
    values (candidate.id, week, now() + make_interval(secs => lease_seconds), 1)
    on conflict (showcase_id, week_start) do update
      set claimed_until = excluded.claimed_until, attempts = r.attempts + 1
      where r.sent_at is null
        and (r.claimed_until is null or r.claimed_until <= now())
        and r.attempts < max_attempts
    returning r.* into claimed;
    if claimed.showcase_id is not null then
      return jsonb_build_object(
        'showcaseId', candidate.id,
        'slug', candidate.slug,
        'address', candidate.property_address,
        'city', candidate.property_city,
        'agentName', candidate.agent_name,
        'agentEmail', btrim(candidate.agent_email),
        'unsubscribeToken', candidate.unsubscribe_token,
        'reportKey', candidate.report_key,
        'weekStart', week,
        'attempt', claimed.attempts,
        'thisWeek', public.showcase_week_figures(candidate.id, week),
        'weekBefore', public.showcase_week_figures(candidate.id, week - 7)
      );
    end if;
  end loop;
  return null;
end;
$$;

revoke all on function public.claim_weekly_report_mail(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_weekly_report_mail(integer, integer) to service_role;

-- The schedule, hosted: Supabase Cron calls send-weekly-report-mail every
-- hour from 13:15 to 22:15 UTC on Mondays (8 or 9 am New York first): the
-- first run sends the week's mails, the later ones retry those that failed.
-- As for retry-lead-mail (migration 20261126001000): the project URL and the
-- service-role key come from Vault; where pg_cron, pg_net or Vault are not
-- available (the local embedded Postgres) this part does nothing and the
-- local stack runs the job with its timer (supabase/local/mail-retry-timer.ts).
do $cron$
begin
  if (select count(distinct name) from pg_available_extensions
       where name in ('pg_cron', 'pg_net', 'supabase_vault')) < 3 then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the weekly report mail is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  perform cron.schedule(
    'send-weekly-report-mail',
    '15 13-22 * * 1',
    $job$
      select net.http_post(
        url := s.url || '/functions/v1/send-weekly-report-mail',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || s.key, 'apikey', s.key),
        body := '{}'::jsonb,
        timeout_milliseconds := 150000
      )
      from (
        select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as url,
               (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key') as key
      ) as s
      where s.url is not null and s.key is not null
    $job$
  );
end;
$cron$;
