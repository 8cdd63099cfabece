-- The owner's showcase editor (docs/decisions/069-showcase-editor.md): the
-- owner makes, edits, publishes and unpublishes showcases from the desk, and
-- publishing queues one mail to the agent with the links.
--
--   * property_showcases gains mls_unbranded (which link the agent is sent
--     first), photo_captions (the captions of photos_urls, index by index),
--     source_request_id (the request it was made from) and published_at;
--   * showcase_photos: the editor's photo list (order, hero, caption,
--     hidden), owners only. owner_set_showcase_photos writes it and derives
--     the columns the public page reads (photos_urls, photo_captions,
--     primary_photos_urls, primary_photo_url, has_photos) in the same
--     transaction, so the public page and its srcset read what they read;
--   * showcase_publish_mails: the outbox of the agent's "your showcase is
--     live" mail, sent by send-due-mail with the lead mails' backoff;
--   * owner_save_showcase, owner_set_showcase_photos, owner_publish_showcase,
--     owner_unpublish_showcase, owner_save_agent: the desk's writes, each
--     checking public.is_owner() itself and recording an audit row;
--   * owners read every showcase (drafts included), agent, photo row,
--     report key and publish mail. Visitors' access is unchanged: a draft
--     stays invisible to anon (policy "Anyone can read public showcases").

-- ------------------------------------------------------------- the columns

alter table public.property_showcases
  add column mls_unbranded boolean not null default false,
  add column photo_captions text[] not null default '{}',
  add column source_request_id uuid references public.service_requests (id) on delete set null,
  add column published_at timestamptz,
  add constraint property_showcases_photo_captions_match
    check (cardinality(photo_captions) = 0 or cardinality(photo_captions) = cardinality(photos_urls));

create index property_showcases_source_request_idx on public.property_showcases (source_request_id) where source_request_id is not null;

-- A media value as the tables hold it (docs/architecture.md §4, src/lib/media-url.ts): a path
-- in this project's public storage, or an absolute https URL; nothing else.
create function private.is_media_value(value text)
returns boolean
language sql
immutable
set search_path = pg_catalog, pg_temp
as $$
  select value is not null
     and char_length(value) between 1 and 2048
     and (value ~ '^/storage/v1/object/public/[a-z0-9_-]+/[^\s]+$' or value ~ '^https://[^\s/]+(/[^\s]*)?$')
$$;
revoke all on function private.is_media_value(text) from public, anon, authenticated;

-- ------------------------------------------------------------ the photos

create table public.showcase_photos (
  id uuid primary key default gen_random_uuid(),
  showcase_id uuid not null references public.property_showcases (id) on delete cascade,
  position integer not null,
  url text not null,
  caption text,
  hidden boolean not null default false,
  hero boolean not null default false,
  created_at timestamptz not null default now(),
  constraint showcase_photos_position_range check (position between 0 and 199),
  constraint showcase_photos_url_media check (private.is_media_value(url)),
  constraint showcase_photos_caption_length check (caption is null or char_length(caption) between 1 and 300),
  constraint showcase_photos_hero_shown check (not (hero and hidden)),
  constraint showcase_photos_position_key unique (showcase_id, position) deferrable initially deferred
);
create unique index showcase_photos_one_hero on public.showcase_photos (showcase_id) where hero;

alter table public.showcase_photos enable row level security;
revoke all on table public.showcase_photos from anon, authenticated;
grant select on table public.showcase_photos to authenticated;
grant select, insert, update, delete on table public.showcase_photos to service_role;
create policy showcase_photos_select_owner on public.showcase_photos
  for select to authenticated using (public.is_owner());

-- ------------------------------------------------------ the publish mail

-- One row per publish of a showcase whose agent has an email address: the
-- agent's "your showcase is live" mail (the showcase link, the MLS link, the
-- flyer, the private report link). Sent by send-due-mail (every 5 minutes)
-- with the lead mails' backoff (docs/decisions/034); 'superseded' when the
-- showcase was unpublished before it went out.
create table public.showcase_publish_mails (
  id uuid primary key default gen_random_uuid(),
  showcase_id uuid not null references public.property_showcases (id) on delete cascade,
  created_at timestamptz not null default now(),
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text,
  constraint showcase_publish_mails_status_known check (status in ('pending', 'retry', 'sent', 'failed', 'superseded')),
  constraint showcase_publish_mails_attempts_range check (attempts between 0 and 100),
  constraint showcase_publish_mails_last_error_length check (last_error is null or char_length(last_error) <= 2000),
  constraint showcase_publish_mails_sent check ((status = 'sent') = (sent_at is not null))
);
create index showcase_publish_mails_due_idx on public.showcase_publish_mails (coalesce(next_attempt_at, created_at))
  where status in ('pending', 'retry');
create index showcase_publish_mails_showcase_idx on public.showcase_publish_mails (showcase_id, created_at desc);

alter table public.showcase_publish_mails enable row level security;
revoke all on table public.showcase_publish_mails from anon, authenticated;
grant select on table public.showcase_publish_mails to authenticated;
grant select, insert, update, delete on table public.showcase_publish_mails to service_role;
create policy showcase_publish_mails_select_owner on public.showcase_publish_mails
  for select to authenticated using (public.is_owner());

-- Claims one due publish mail (pending or retry, its next attempt come, no
-- run holding it), atomically (skip locked), for lease_seconds, and answers
-- what the mail says, read now: the showcase as it is (published or not by
-- now) and its agent's current name and address. Nothing when none is due.
create function public.claim_showcase_publish_mail(lease_seconds integer default 600)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  claimed public.showcase_publish_mails;
begin
  if lease_seconds is null or lease_seconds < 10 or lease_seconds > 3600 then
    raise exception 'lease_seconds must be between 10 and 3600, got %', lease_seconds using errcode = '22023';
  end if;
  update public.showcase_publish_mails as m
     set claimed_until = now() + make_interval(secs => lease_seconds)
   where m.id = (
     select q.id from public.showcase_publish_mails as q
      where q.status in ('pending', 'retry')
        and coalesce(q.next_attempt_at, q.created_at) <= now()
        and (q.claimed_until is null or q.claimed_until <= now())
      order by coalesce(q.next_attempt_at, q.created_at), q.id
      limit 1
      for update skip locked
   )
  returning m.* into claimed;
  if claimed.id is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'mailId', claimed.id,
      'attempts', claimed.attempts,
      'showcaseId', s.id,
      'slug', s.slug,
      'address', s.property_address,
      'city', s.property_city,
      'isPublic', s.is_public,
      'mlsUnbranded', s.mls_unbranded,
      'agentName', a.name,
      'agentEmail', nullif(btrim(a.email), ''),
      'reportKey', k.report_key
    )
      from public.property_showcases as s
      left join public.agents as a on a.id = s.agent_id
      join public.showcase_report_keys as k on k.showcase_id = s.id
     where s.id = claimed.showcase_id
  );
end;
$$;
revoke all on function public.claim_showcase_publish_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_showcase_publish_mail(integer) to service_role;

-- ----------------------------------------------------------- owners' reads

-- One select policy per role and table (splinter's multiple_permissive_policies): visitors
-- (anon) as before; the signed-in (authenticated) see the same, and an owner at aal2 everything.
drop policy "Anyone can read public showcases" on public.property_showcases;
create policy "Anyone can read public showcases"
  on public.property_showcases for select
  to anon
  using (is_public);
create policy "Public showcases, and every one for owners"
  on public.property_showcases for select
  to authenticated
  using (is_public or public.is_owner());

drop policy "Anyone can read agents of public showcases" on public.agents;
create policy "Anyone can read agents of public showcases"
  on public.agents for select
  to anon
  using (
    exists (
      select 1
      from public.property_showcases as showcase
      where showcase.agent_id = agents.id
        and showcase.is_public
    )
  );
create policy "Agents of public showcases, and every one for owners"
  on public.agents for select
  to authenticated
  using (
    public.is_owner()
    or exists (
      select 1
      from public.property_showcases as showcase
      where showcase.agent_id = agents.id
        and showcase.is_public
    )
  );
-- The desk shows the showcase's private report link.
create policy showcase_report_keys_select_owner on public.showcase_report_keys
  for select to authenticated using (public.is_owner());
grant select on table public.showcase_report_keys to authenticated;

-- ------------------------------------------------------------ the writes

-- A free slug from an address and city: lowercase kebab case, at most 80
-- characters before a suffix (-2, -3, ...) that makes it unique.
create function private.free_showcase_slug(p_address text, p_city text)
returns text
language plpgsql
volatile
set search_path = pg_catalog, pg_temp
as $$
declare
  base text := left(btrim(regexp_replace(lower(concat_ws(' ', p_address, p_city)), '[^a-z0-9]+', '-', 'g'), '-'), 80);
  candidate text;
  n integer := 1;
begin
  base := btrim(base, '-');
  if base = '' then base := 'showcase'; end if;
  candidate := base;
  while exists (select 1 from public.property_showcases where slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.free_showcase_slug(text, text) from public, anon, authenticated;

-- A list of https links (video and 3D-tour links) or media values (floor
-- plans) from a jsonb array; 22023 for anything else, more than 20, or a
-- duplicate.
create function private.link_list(p_fields jsonb, p_key text, p_media boolean)
returns text[]
language plpgsql
immutable
set search_path = pg_catalog, pg_temp
as $$
declare
  value jsonb := coalesce(p_fields -> p_key, '[]'::jsonb);
  links text[];
begin
  if jsonb_typeof(value) <> 'array' or jsonb_array_length(value) > 20 then
    raise exception '% must be a list of at most 20 links', p_key using errcode = '22023';
  end if;
  select coalesce(array_agg(btrim(item) order by ordinality), '{}') into links
    from jsonb_array_elements_text(value) with ordinality as e (item, ordinality);
  if exists (select 1 from unnest(links) as l
              where case when p_media then not private.is_media_value(l)
                         else l !~ '^https://[^\s/]+(/[^\s]*)?$' or char_length(l) > 2048 end) then
    raise exception '% must hold only https links', p_key using errcode = '22023';
  end if;
  if cardinality(links) <> (select count(distinct l) from unnest(links) as l) then
    raise exception '% has the same link twice', p_key using errcode = '22023';
  end if;
  return links;
end;
$$;
revoke all on function private.link_list(jsonb, text, boolean) from public, anon, authenticated;

-- What the desk reads back after a write: the showcase's row.
create function private.showcase_row(p_id uuid)
returns jsonb
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select to_jsonb(s) from public.property_showcases as s where s.id = p_id
$$;
revoke all on function private.showcase_row(uuid) from public, anon, authenticated;

-- Creates (p_id null) or replaces the facts, links, agent and branding of a
-- showcase. p_fields: property_address (required), property_city,
-- property_zip, bedrooms, bathrooms, sqft, acreage, year_built, block, lot,
-- qual, tax_assessment, tax_assessment_year, agent_id, mls_unbranded,
-- video_urls, matterport_urls, floorplan_image_urls, floorplan_pdf_urls, and
-- on creation source_request_id; any other key is refused (22023). A field
-- left out is cleared. The table's checks refuse bad values (23514: 400).
-- p_expected_updated_at: updated_at as the owner loaded it; another by now
-- (changed on another device) is 409 and nothing changes. A section shows
-- when it has something to show (has_videos, ...). Answers the row.
create function public.owner_save_showcase(p_id uuid, p_fields jsonb, p_expected_updated_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  allowed constant text[] := array['property_address', 'property_city', 'property_zip', 'bedrooms', 'bathrooms', 'sqft', 'acreage',
    'year_built', 'block', 'lot', 'qual', 'tax_assessment', 'tax_assessment_year', 'agent_id', 'mls_unbranded',
    'video_urls', 'matterport_urls', 'floorplan_image_urls', 'floorplan_pdf_urls', 'source_request_id'];
  f public.property_showcases;
  videos text[];
  tours text[];
  plan_images text[];
  plan_pdfs text[];
  current_row public.property_showcases;
  saved_id uuid;
begin
  perform private.require_owner();
  if p_fields is null or jsonb_typeof(p_fields) <> 'object' then
    raise exception 'the showcase must be an object' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_fields) as k where k <> all (allowed)) then
    raise exception 'unknown field: %', (select string_agg(k, ', ') from jsonb_object_keys(p_fields) as k where k <> all (allowed))
      using errcode = '22023';
  end if;
  begin
    f := jsonb_populate_record(null::public.property_showcases, p_fields - array['video_urls', 'matterport_urls', 'floorplan_image_urls', 'floorplan_pdf_urls']);
  exception when invalid_text_representation or numeric_value_out_of_range or datatype_mismatch or invalid_datetime_format then
    raise exception 'a field has a value of the wrong kind: %', sqlerrm using errcode = '22023';
  end;
  if nullif(btrim(coalesce(f.property_address, '')), '') is null then
    raise exception 'the address is required' using errcode = '22023';
  end if;
  videos := private.link_list(p_fields, 'video_urls', false);
  tours := private.link_list(p_fields, 'matterport_urls', false);
  plan_images := private.link_list(p_fields, 'floorplan_image_urls', true);
  plan_pdfs := private.link_list(p_fields, 'floorplan_pdf_urls', true);
  if f.agent_id is not null and not exists (select 1 from public.agents where id = f.agent_id) then
    raise exception 'no such agent' using errcode = '22023';
  end if;

  if p_id is null then
    insert into public.property_showcases (
      slug, property_address, property_city, property_zip, bedrooms, bathrooms, sqft, acreage, year_built, block, lot, qual,
      tax_assessment, tax_assessment_year, agent_id, mls_unbranded, video_urls, matterport_urls, floorplan_image_urls,
      floorplan_pdf_urls, has_videos, has_matterport, has_floorplans, source_request_id)
    values (
      private.free_showcase_slug(f.property_address, f.property_city), btrim(f.property_address), nullif(btrim(f.property_city), ''),
      nullif(btrim(f.property_zip), ''), f.bedrooms, f.bathrooms, f.sqft, f.acreage, f.year_built, nullif(btrim(f.block), ''),
      nullif(btrim(f.lot), ''), nullif(btrim(f.qual), ''), f.tax_assessment, f.tax_assessment_year, f.agent_id,
      coalesce(f.mls_unbranded, false), videos, tours, plan_images, plan_pdfs,
      cardinality(videos) > 0, cardinality(tours) > 0, cardinality(plan_images) + cardinality(plan_pdfs) > 0, f.source_request_id)
    returning id into saved_id;
    perform private.record_owner_change('showcase', saved_id::text, 'create', null, private.showcase_row(saved_id));
    return private.showcase_row(saved_id);
  end if;

  select * into current_row from public.property_showcases where id = p_id for update;
  if current_row.id is null then
    raise exception 'no such showcase' using errcode = 'PT404';
  end if;
  if p_expected_updated_at is not null and p_expected_updated_at is distinct from current_row.updated_at then
    raise exception 'the showcase was changed elsewhere' using errcode = 'PT409';
  end if;
  update public.property_showcases set
    property_address = btrim(f.property_address), property_city = nullif(btrim(f.property_city), ''),
    property_zip = nullif(btrim(f.property_zip), ''), bedrooms = f.bedrooms, bathrooms = f.bathrooms, sqft = f.sqft,
    acreage = f.acreage, year_built = f.year_built, block = nullif(btrim(f.block), ''), lot = nullif(btrim(f.lot), ''),
    qual = nullif(btrim(f.qual), ''), tax_assessment = f.tax_assessment, tax_assessment_year = f.tax_assessment_year,
    agent_id = f.agent_id, mls_unbranded = coalesce(f.mls_unbranded, false),
    video_urls = videos, matterport_urls = tours, floorplan_image_urls = plan_images, floorplan_pdf_urls = plan_pdfs,
    has_videos = cardinality(videos) > 0, has_matterport = cardinality(tours) > 0,
    has_floorplans = cardinality(plan_images) + cardinality(plan_pdfs) > 0
  where id = p_id;
  perform private.record_owner_change('showcase', p_id::text, 'edit', to_jsonb(current_row), private.showcase_row(p_id));
  return private.showcase_row(p_id);
end;
$$;

-- Replaces a showcase's photo list, in order: p_photos is a jsonb array of
-- {url, caption?, hidden?, hero?} (at most 200; urls distinct media values;
-- at most one hero, never a hidden one). Then derives what the public page
-- reads, in the same transaction: photos_urls and photo_captions (the shown
-- photos in order), primary_photos_urls (the hero alone; empty without
-- one), primary_photo_url (the hero, else the first shown photo) and
-- has_photos. p_expected_updated_at as in owner_save_showcase. Answers the
-- row and removed_urls: the photos no longer in the list (their files can
-- go).
create function public.owner_set_showcase_photos(p_id uuid, p_photos jsonb, p_expected_updated_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  current_row public.property_showcases;
  before_photos jsonb;
  removed text[];
  shown_urls text[];
  shown_captions text[];
  hero_url text;
begin
  perform private.require_owner();
  if p_photos is null or jsonb_typeof(p_photos) <> 'array' then
    raise exception 'photos must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_photos) > 200 then
    raise exception 'a showcase holds at most 200 photos' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_photos) as e (p)
              where jsonb_typeof(p) <> 'object'
                 or exists (select 1 from jsonb_object_keys(p) as k where k not in ('url', 'caption', 'hidden', 'hero'))
                 or jsonb_typeof(p -> 'url') is distinct from 'string'
                 or not private.is_media_value(p ->> 'url')
                 or coalesce(jsonb_typeof(p -> 'caption'), 'null') not in ('string', 'null')
                 or char_length(btrim(coalesce(p ->> 'caption', ''))) > 300
                 or coalesce(jsonb_typeof(p -> 'hidden'), 'boolean') <> 'boolean'
                 or coalesce(jsonb_typeof(p -> 'hero'), 'boolean') <> 'boolean') then
    raise exception 'each photo is {url, caption?, hidden?, hero?}: a storage path or https link, a caption of at most 300 characters'
      using errcode = '22023';
  end if;
  if (select count(distinct p ->> 'url') from jsonb_array_elements(p_photos) as e (p)) <> jsonb_array_length(p_photos) then
    raise exception 'the same photo is in the list twice' using errcode = '22023';
  end if;
  if (select count(*) from jsonb_array_elements(p_photos) as e (p) where coalesce((p ->> 'hero')::boolean, false)) > 1 then
    raise exception 'a showcase has one hero photo' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_photos) as e (p)
              where coalesce((p ->> 'hero')::boolean, false) and coalesce((p ->> 'hidden')::boolean, false)) then
    raise exception 'the hero photo cannot be hidden' using errcode = '22023';
  end if;

  select * into current_row from public.property_showcases where id = p_id for update;
  if current_row.id is null then
    raise exception 'no such showcase' using errcode = 'PT404';
  end if;
  if p_expected_updated_at is not null and p_expected_updated_at is distinct from current_row.updated_at then
    raise exception 'the showcase was changed elsewhere' using errcode = 'PT409';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('url', url, 'caption', caption, 'hidden', hidden, 'hero', hero) order by position), '[]'::jsonb)
    into before_photos from public.showcase_photos where showcase_id = p_id;
  select coalesce(array_agg(url order by position), '{}') into removed
    from public.showcase_photos
   where showcase_id = p_id
     and url not in (select p ->> 'url' from jsonb_array_elements(p_photos) as e (p));

  delete from public.showcase_photos where showcase_id = p_id;
  insert into public.showcase_photos (showcase_id, position, url, caption, hidden, hero)
  select p_id, (ordinality - 1)::integer, p ->> 'url', nullif(btrim(coalesce(p ->> 'caption', '')), ''),
         coalesce((p ->> 'hidden')::boolean, false), coalesce((p ->> 'hero')::boolean, false)
    from jsonb_array_elements(p_photos) with ordinality as e (p, ordinality);

  select coalesce(array_agg(url order by position), '{}'), coalesce(array_agg(coalesce(caption, '') order by position), '{}')
    into shown_urls, shown_captions
    from public.showcase_photos where showcase_id = p_id and not hidden;
  select url into hero_url from public.showcase_photos where showcase_id = p_id and hero;

  update public.property_showcases set
    photos_urls = shown_urls,
    photo_captions = shown_captions,
    primary_photos_urls = case when hero_url is null then '{}'::text[] else array[hero_url] end,
    primary_photo_url = coalesce(hero_url, shown_urls[1]),
    has_photos = cardinality(shown_urls) > 0
  where id = p_id;
  perform private.record_owner_change('showcase', p_id::text, 'photos', jsonb_build_object('photos', before_photos),
    jsonb_build_object('photos', p_photos));
  return jsonb_build_object('showcase', private.showcase_row(p_id), 'removed_urls', to_jsonb(removed));
end;
$$;

-- Publishes a draft: public at once, and when its agent has an email
-- address, one publish mail queued (showcase_publish_mails). A showcase with
-- no photo shown cannot be published (22023); one already public is 409 and
-- queues nothing. Answers {showcase, mail_queued}.
create function public.owner_publish_showcase(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  current_row public.property_showcases;
  agent_email text;
begin
  perform private.require_owner();
  select * into current_row from public.property_showcases where id = p_id for update;
  if current_row.id is null then
    raise exception 'no such showcase' using errcode = 'PT404';
  end if;
  if current_row.is_public then
    raise exception 'the showcase is published already' using errcode = 'PT409';
  end if;
  if cardinality(current_row.photos_urls) = 0 then
    raise exception 'add at least one photo before publishing' using errcode = '22023';
  end if;
  update public.property_showcases set is_public = true, published_at = now() where id = p_id;
  select nullif(btrim(a.email), '') into agent_email from public.agents as a where a.id = current_row.agent_id;
  if agent_email is not null then
    insert into public.showcase_publish_mails (showcase_id) values (p_id);
  end if;
  perform private.record_owner_change('showcase', p_id::text, 'publish', jsonb_build_object('is_public', false),
    jsonb_build_object('is_public', true, 'mail_queued', agent_email is not null));
  return jsonb_build_object('showcase', private.showcase_row(p_id), 'mail_queued', agent_email is not null);
end;
$$;

-- Takes a published showcase down (a draft again: invisible to visitors at
-- once). One that is a draft already is 409.
create function public.owner_unpublish_showcase(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  current_row public.property_showcases;
begin
  perform private.require_owner();
  select * into current_row from public.property_showcases where id = p_id for update;
  if current_row.id is null then
    raise exception 'no such showcase' using errcode = 'PT404';
  end if;
  if not current_row.is_public then
    raise exception 'the showcase is a draft already' using errcode = 'PT409';
  end if;
  update public.property_showcases set is_public = false where id = p_id;
  perform private.record_owner_change('showcase', p_id::text, 'unpublish', jsonb_build_object('is_public', true),
    jsonb_build_object('is_public', false));
  return jsonb_build_object('showcase', private.showcase_row(p_id));
end;
$$;

-- Creates (p_id null) or replaces an agent: name (required), phone, email,
-- headshot_url, brokerage_name, brokerage_logo_url, facebook, instagram, x,
-- linkedin, youtube, pinterest; any other key is refused, a field left out
-- is cleared. Pictures are media values, social links https links. Answers
-- the agent's row.
create function public.owner_save_agent(p_id uuid, p_fields jsonb)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  allowed constant text[] := array['name', 'phone', 'email', 'headshot_url', 'brokerage_name', 'brokerage_logo_url',
    'facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest'];
  f public.agents;
  before_row public.agents;
  saved public.agents;
begin
  perform private.require_owner();
  if p_fields is null or jsonb_typeof(p_fields) <> 'object' then
    raise exception 'the agent must be an object' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_fields) as k where k <> all (allowed)) then
    raise exception 'unknown field: %', (select string_agg(k, ', ') from jsonb_object_keys(p_fields) as k where k <> all (allowed))
      using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_each(p_fields) as e (k, v) where jsonb_typeof(v) not in ('string', 'null')) then
    raise exception 'every agent field is text' using errcode = '22023';
  end if;
  f := jsonb_populate_record(null::public.agents, p_fields);
  f.name := nullif(btrim(coalesce(f.name, '')), '');
  if f.name is null then
    raise exception 'the agent''s name is required' using errcode = '22023';
  end if;
  f.email := nullif(btrim(coalesce(f.email, '')), '');
  if f.email is not null and f.email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception 'the agent''s email address is not valid' using errcode = '22023';
  end if;
  f.phone := nullif(btrim(coalesce(f.phone, '')), '');
  if f.phone is not null and (char_length(f.phone) > 40 or f.phone !~ '^[0-9 ()+.-]+$') then
    raise exception 'the agent''s phone number is not valid' using errcode = '22023';
  end if;
  f.headshot_url := nullif(btrim(coalesce(f.headshot_url, '')), '');
  f.brokerage_logo_url := nullif(btrim(coalesce(f.brokerage_logo_url, '')), '');
  if (f.headshot_url is not null and not private.is_media_value(f.headshot_url))
     or (f.brokerage_logo_url is not null and not private.is_media_value(f.brokerage_logo_url)) then
    raise exception 'a headshot or logo is a storage path or an https link' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(array[f.facebook, f.instagram, f.x, f.linkedin, f.youtube, f.pinterest]) as l
              where nullif(btrim(l), '') is not null and (l !~ '^https://[^\s/]+(/[^\s]*)?$' or char_length(l) > 2048)) then
    raise exception 'a social link is an https link' using errcode = '22023';
  end if;
  f.brokerage_name := nullif(btrim(coalesce(f.brokerage_name, '')), '');
  if f.brokerage_name is not null and char_length(f.brokerage_name) > 200 then
    raise exception 'the brokerage name is at most 200 characters' using errcode = '22023';
  end if;

  if p_id is null then
    insert into public.agents (name, phone, email, headshot_url, brokerage_name, brokerage_logo_url, facebook, instagram, x, linkedin, youtube, pinterest)
    values (f.name, f.phone, f.email, f.headshot_url, f.brokerage_name, f.brokerage_logo_url, nullif(btrim(f.facebook), ''),
            nullif(btrim(f.instagram), ''), nullif(btrim(f.x), ''), nullif(btrim(f.linkedin), ''), nullif(btrim(f.youtube), ''),
            nullif(btrim(f.pinterest), ''))
    returning * into saved;
    perform private.record_owner_change('agent', saved.id::text, 'create', null, to_jsonb(saved));
    return to_jsonb(saved);
  end if;
  select * into before_row from public.agents where id = p_id for update;
  if before_row.id is null then
    raise exception 'no such agent' using errcode = 'PT404';
  end if;
  update public.agents set
    name = f.name, phone = f.phone, email = f.email, headshot_url = f.headshot_url, brokerage_name = f.brokerage_name,
    brokerage_logo_url = f.brokerage_logo_url, facebook = nullif(btrim(f.facebook), ''), instagram = nullif(btrim(f.instagram), ''),
    x = nullif(btrim(f.x), ''), linkedin = nullif(btrim(f.linkedin), ''), youtube = nullif(btrim(f.youtube), ''),
    pinterest = nullif(btrim(f.pinterest), '')
  where id = p_id
  returning * into saved;
  perform private.record_owner_change('agent', p_id::text, 'edit', to_jsonb(before_row), to_jsonb(saved));
  return to_jsonb(saved);
end;
$$;

revoke all on function public.owner_save_showcase(uuid, jsonb, timestamptz) from public, anon, authenticated;
revoke all on function public.owner_set_showcase_photos(uuid, jsonb, timestamptz) from public, anon, authenticated;
revoke all on function public.owner_publish_showcase(uuid) from public, anon, authenticated;
revoke all on function public.owner_unpublish_showcase(uuid) from public, anon, authenticated;
revoke all on function public.owner_save_agent(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.owner_save_showcase(uuid, jsonb, timestamptz) to authenticated;
grant execute on function public.owner_set_showcase_photos(uuid, jsonb, timestamptz) to authenticated;
grant execute on function public.owner_publish_showcase(uuid) to authenticated;
grant execute on function public.owner_unpublish_showcase(uuid) to authenticated;
grant execute on function public.owner_save_agent(uuid, jsonb) to authenticated;
