-- The blog: categories and posts the owner writes (visitors read published
-- posts only), and the newsletter sign-up list visitors add themselves to.

create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  created_at timestamptz not null default now(),
  constraint blog_categories_name_key unique (name),
  constraint blog_categories_slug_key unique (slug),
  constraint blog_categories_name_length check (length(btrim(name)) between 1 and 80),
  constraint blog_categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text,
  -- HTML, written by the owner.
  content text not null,
  category_id uuid references public.blog_categories (id) on delete set null,
  featured_image text,
  video_url text,
  published boolean not null default false,
  -- Minutes.
  read_time integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  meta_title text,
  meta_description text,
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 160),
  constraint blog_posts_title_length check (length(btrim(title)) between 1 and 200),
  constraint blog_posts_read_time_range check (read_time is null or read_time between 1 and 240),
  constraint blog_posts_meta_title_length check (meta_title is null or length(meta_title) <= 200),
  constraint blog_posts_meta_description_length check (meta_description is null or length(meta_description) <= 400)
);

-- The list reads published posts newest first.
create index blog_posts_published_created_at_idx on public.blog_posts (published, created_at desc);
create index blog_posts_category_id_idx on public.blog_posts (category_id);

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

create table public.blog_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint blog_subscribers_email_length check (length(email) <= 254),
  constraint blog_subscribers_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);

-- One subscription per address whatever its case: a second sign-up answers
-- 23505 (PostgREST: 409), which the app shows as 'Already subscribed!'.
create unique index blog_subscribers_email_key on public.blog_subscribers (lower(email));

alter table public.blog_categories enable row level security;
alter table public.blog_posts enable row level security;
alter table public.blog_subscribers enable row level security;

revoke all on table public.blog_categories from anon, authenticated;
revoke all on table public.blog_posts from anon, authenticated;
revoke all on table public.blog_subscribers from anon, authenticated;

grant select on table public.blog_categories to anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
-- Insert only, and only these columns: id and created_at come from defaults.
-- No select, so the app inserts with Prefer: return=minimal.
grant insert (email, is_active) on table public.blog_subscribers to anon, authenticated;

grant all on table public.blog_categories to service_role;
grant all on table public.blog_posts to service_role;
grant all on table public.blog_subscribers to service_role;

create policy "Anyone can read blog categories"
  on public.blog_categories for select
  to anon, authenticated
  using (true);

create policy "Anyone can read published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (published);

create policy "Visitors can subscribe"
  on public.blog_subscribers for insert
  to anon, authenticated
  with check (is_active);
