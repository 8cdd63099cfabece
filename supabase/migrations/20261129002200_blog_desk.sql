-- The blog in the owner's desk (docs/decisions/070-blog-desk-and-site-rebuild.md):
--
--   * blog_posts gains content_markdown (what the owner writes; null for a post
--     written as HTML before the desk) and published_at (when it becomes
--     public). `content` stays the HTML the site renders, through its
--     sanitizer, for old and new posts alike: the desk renders the Markdown
--     and saves both.
--   * A published post is public from published_at on: visitors (and so the
--     sitemap and the prerenderer, which read as anon) never see a post
--     scheduled for later.
--   * Owners at aal2 read every post and the newsletter subscribers; they
--     write posts only through owner_save_blog_post, owner_publish_blog_post
--     and owner_unpublish_blog_post, each recorded in owner_audit_log.

alter table public.blog_posts
  add column content_markdown text,
  add column published_at timestamptz;

-- A post published before the desk was public from its creation.
update public.blog_posts set published_at = created_at where published;

-- A post inserted as published without a time (the seed, SQL typed by hand)
-- is public from its creation, as before.
create function private.default_blog_published_at()
returns trigger
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := new.created_at;
  end if;
  return new;
end;
$$;
revoke all on function private.default_blog_published_at() from public, anon, authenticated;
create trigger blog_posts_default_published_at
  before insert on public.blog_posts
  for each row execute function private.default_blog_published_at();

alter table public.blog_posts
  add constraint blog_posts_published_has_time check (not published or published_at is not null),
  add constraint blog_posts_content_markdown_length check (content_markdown is null or char_length(content_markdown) <= 100000);

-- The public list reads published posts by publication time.
create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published;

-- Visitors: published and due. now() is the statement's time, so a scheduled
-- post appears by itself at its time, with no job to flip it. The signed-in
-- see the same, and owners at aal2 every post (one policy per role).
drop policy "Anyone can read published posts" on public.blog_posts;
create policy "Anyone can read published posts"
  on public.blog_posts for select
  to anon
  using (published and published_at <= now());
create policy blog_posts_select_signed_in on public.blog_posts
  for select to authenticated
  using ((published and published_at <= now()) or public.is_owner());

-- The newsletter list: owners at aal2 read it (visitors still only insert).
create policy blog_subscribers_select_owner on public.blog_subscribers
  for select to authenticated using (public.is_owner());
grant select on public.blog_subscribers to authenticated;

-- ----------------------------------------------------------- the writes

-- The post the owner acts on, locked for the change; 404 (PT404) when there is none.
create function private.lock_blog_post(p_id uuid)
returns public.blog_posts
language plpgsql
set search_path = pg_catalog, pg_temp
as $$
declare
  found public.blog_posts;
begin
  select * into found from public.blog_posts where id = p_id for update;
  if found.id is null then
    raise exception 'no such post' using errcode = 'PT404';
  end if;
  return found;
end;
$$;
revoke all on function private.lock_blog_post(uuid) from public, anon, authenticated;

-- A post's fields as the desk saves them, checked: 22023 with the rule in
-- words for anything the table would refuse less clearly.
--   p_post: {id?, expected_updated_at?, title, slug, excerpt?, content_markdown,
--            content, category_id?, featured_image?, meta_title?, meta_description?}
-- Without id: a new draft. With id: that post (published or not), and
-- expected_updated_at must be its updated_at as the owner loaded it, else 409
-- (changed on another device) and nothing changes. read_time is counted here
-- from the Markdown (200 words a minute). Answers the post's desk fields.
create function public.owner_save_blog_post(p_post jsonb)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  post_id uuid;
  current public.blog_posts;
  v_title text := btrim(coalesce(p_post ->> 'title', ''));
  v_slug text := btrim(coalesce(p_post ->> 'slug', ''));
  v_excerpt text := nullif(btrim(coalesce(p_post ->> 'excerpt', '')), '');
  v_markdown text := coalesce(p_post ->> 'content_markdown', '');
  v_content text := coalesce(p_post ->> 'content', '');
  v_category uuid;
  v_image text := nullif(btrim(coalesce(p_post ->> 'featured_image', '')), '');
  v_meta_title text := nullif(btrim(coalesce(p_post ->> 'meta_title', '')), '');
  v_meta_description text := nullif(btrim(coalesce(p_post ->> 'meta_description', '')), '');
  v_words integer;
  saved public.blog_posts;
begin
  perform private.require_owner();
  if jsonb_typeof(p_post) is distinct from 'object' then
    raise exception 'the post must be a JSON object' using errcode = '22023';
  end if;
  if char_length(v_title) not between 1 and 200 then
    raise exception 'the title must be 1 to 200 characters' using errcode = '22023';
  end if;
  if v_slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(v_slug) > 160 then
    raise exception 'the address must be lowercase letters, digits and single hyphens, at most 160 characters' using errcode = '22023';
  end if;
  if btrim(v_markdown) = '' or btrim(v_content) = '' then
    raise exception 'the post needs some text' using errcode = '22023';
  end if;
  if char_length(v_markdown) > 100000 or char_length(v_content) > 200000 then
    raise exception 'the post is too long (at most 100,000 characters of Markdown)' using errcode = '22023';
  end if;
  if v_excerpt is not null and char_length(v_excerpt) > 500 then
    raise exception 'the excerpt must be at most 500 characters' using errcode = '22023';
  end if;
  if v_meta_title is not null and char_length(v_meta_title) > 200 then
    raise exception 'the SEO title must be at most 200 characters' using errcode = '22023';
  end if;
  if v_meta_description is not null and char_length(v_meta_description) > 400 then
    raise exception 'the SEO description must be at most 400 characters' using errcode = '22023';
  end if;
  -- A cover is a public object of the site's own storage, never another origin.
  if v_image is not null and (v_image !~ '^/storage/v1/object/public/[a-z0-9-]+/[A-Za-z0-9._/-]+$' or v_image ~ '\.\.' or char_length(v_image) > 500) then
    raise exception 'the cover must be an image uploaded to the site' using errcode = '22023';
  end if;
  if nullif(p_post ->> 'category_id', '') is not null then
    if (p_post ->> 'category_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'no such category' using errcode = '22023';
    end if;
    select id into v_category from public.blog_categories where id = (p_post ->> 'category_id')::uuid;
    if v_category is null then
      raise exception 'no such category' using errcode = '22023';
    end if;
  end if;
  v_words := coalesce(array_length(regexp_split_to_array(btrim(v_markdown), '\s+'), 1), 1);

  if nullif(p_post ->> 'id', '') is null then
    if exists (select 1 from public.blog_posts where slug = v_slug) then
      raise exception 'another post already has the address %', v_slug using errcode = 'PT409';
    end if;
    insert into public.blog_posts (title, slug, excerpt, content_markdown, content, category_id, featured_image,
                                   meta_title, meta_description, read_time, published)
    values (v_title, v_slug, v_excerpt, v_markdown, v_content, v_category, v_image,
            v_meta_title, v_meta_description, least(240, greatest(1, ceil(v_words / 200.0)::integer)), false)
    returning * into saved;
    perform private.record_owner_change('blog_post', saved.id::text, 'create', null,
      jsonb_build_object('title', saved.title, 'slug', saved.slug));
  else
    if (p_post ->> 'id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'no such post' using errcode = 'PT404';
    end if;
    post_id := (p_post ->> 'id')::uuid;
    current := private.lock_blog_post(post_id);
    if (p_post ->> 'expected_updated_at') is null
       or current.updated_at is distinct from (p_post ->> 'expected_updated_at')::timestamptz then
      raise exception 'the post was changed elsewhere; reload it to see the latest' using errcode = 'PT409';
    end if;
    if v_slug <> current.slug and exists (select 1 from public.blog_posts where slug = v_slug) then
      raise exception 'another post already has the address %', v_slug using errcode = 'PT409';
    end if;
    update public.blog_posts
       set title = v_title, slug = v_slug, excerpt = v_excerpt, content_markdown = v_markdown, content = v_content,
           category_id = v_category, featured_image = v_image, meta_title = v_meta_title,
           meta_description = v_meta_description, read_time = least(240, greatest(1, ceil(v_words / 200.0)::integer))
     where id = post_id
    returning * into saved;
    perform private.record_owner_change('blog_post', saved.id::text, 'edit',
      jsonb_build_object('title', current.title, 'slug', current.slug, 'excerpt', current.excerpt,
                         'category_id', current.category_id, 'featured_image', current.featured_image,
                         'meta_title', current.meta_title, 'meta_description', current.meta_description,
                         'content_chars', char_length(current.content)),
      jsonb_build_object('title', saved.title, 'slug', saved.slug, 'excerpt', saved.excerpt,
                         'category_id', saved.category_id, 'featured_image', saved.featured_image,
                         'meta_title', saved.meta_title, 'meta_description', saved.meta_description,
                         'content_chars', char_length(saved.content)));
  end if;
  return private.owner_blog_post_json(saved);
end;
$$;

-- The desk's view of one post (what owner_save/publish/unpublish answer).
create function private.owner_blog_post_json(p public.blog_posts)
returns jsonb
language sql
stable
set search_path = pg_catalog, pg_temp
as $$
  select jsonb_build_object(
    'id', p.id, 'title', p.title, 'slug', p.slug, 'excerpt', p.excerpt,
    'content_markdown', p.content_markdown, 'content', p.content, 'category_id', p.category_id,
    'featured_image', p.featured_image, 'meta_title', p.meta_title, 'meta_description', p.meta_description,
    'read_time', p.read_time, 'published', p.published, 'published_at', p.published_at,
    'created_at', p.created_at, 'updated_at', p.updated_at)
$$;
revoke all on function private.owner_blog_post_json(public.blog_posts) from public, anon, authenticated;

-- Publishes a post now (p_at null or in the past) or at p_at (at most a year
-- ahead). A published post may be moved to another time the same way.
create function public.owner_publish_blog_post(p_id uuid, p_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  current public.blog_posts;
  saved public.blog_posts;
  at_time timestamptz := greatest(coalesce(p_at, now()), now());
begin
  perform private.require_owner();
  if p_at is not null and p_at > now() + interval '366 days' then
    raise exception 'a post can be scheduled at most a year ahead' using errcode = '22023';
  end if;
  current := private.lock_blog_post(p_id);
  update public.blog_posts set published = true, published_at = at_time where id = p_id returning * into saved;
  perform private.record_owner_change('blog_post', p_id::text, 'publish',
    jsonb_build_object('published', current.published, 'published_at', current.published_at),
    jsonb_build_object('published', true, 'published_at', at_time));
  return private.owner_blog_post_json(saved);
end;
$$;

-- Takes a post off the site (it stays in the desk as a draft).
create function public.owner_unpublish_blog_post(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  current public.blog_posts;
  saved public.blog_posts;
begin
  perform private.require_owner();
  current := private.lock_blog_post(p_id);
  if not current.published then
    raise exception 'this post is not published' using errcode = 'PT409';
  end if;
  update public.blog_posts set published = false, published_at = null where id = p_id returning * into saved;
  perform private.record_owner_change('blog_post', p_id::text, 'unpublish',
    jsonb_build_object('published', true, 'published_at', current.published_at),
    jsonb_build_object('published', false, 'published_at', null));
  return private.owner_blog_post_json(saved);
end;
$$;

revoke all on function public.owner_save_blog_post(jsonb) from public, anon, authenticated;
revoke all on function public.owner_publish_blog_post(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.owner_unpublish_blog_post(uuid) from public, anon, authenticated;
grant execute on function public.owner_save_blog_post(jsonb) to authenticated;
grant execute on function public.owner_publish_blog_post(uuid, timestamptz) to authenticated;
grant execute on function public.owner_unpublish_blog_post(uuid) to authenticated;
