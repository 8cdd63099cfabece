-- The site's five public storage buckets, created by migration so that
-- `supabase db push` alone gives a new hosted project every bucket the site
-- links to (docs/decisions/042-supabase-cli-and-hosted-like-database.md).
-- Public: anyone may read an object by its /storage/v1/object/public/<bucket>/
-- URL, without a key; nobody but the service role (the dashboard) writes,
-- because storage.objects has row-level security and no policy here allows
-- an API role to insert, update or delete.
--
-- Limits apply to uploads (the business uploads through the dashboard): each
-- bucket takes only the kinds of file the site shows from it, so nothing a
-- browser would run (HTML, SVG, scripts) can be served from the project's
-- own domain, and a size that keeps an accidental original-resolution video
-- or scan out of an image bucket.
--   agent-media       agent headshots, brokerage logos      images, 5 MB
--   showcase-media    listing photos, aerials, floor plans  images, PDF floor plans, MP4/WebM tours; 50 MB
--                     (plans as PDF, walk-through videos)    (the project's upload limit, supabase/config.toml)
--   gallery           portfolio images                      images, 10 MB
--   blog-images       blog covers                           images, 5 MB
--   appraisal-sample  the sample appraisal report           PDF, 20 MB
--
-- Idempotent: a bucket that already exists (made in the dashboard before this
-- ran) is made public and otherwise left as it is.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('agent-media', 'agent-media', true, 5242880,
   array['image/webp', 'image/avif', 'image/jpeg', 'image/png']),
  ('showcase-media', 'showcase-media', true, 52428800,
   array['image/webp', 'image/avif', 'image/jpeg', 'image/png', 'application/pdf', 'video/mp4', 'video/webm']),
  ('gallery', 'gallery', true, 10485760,
   array['image/webp', 'image/avif', 'image/jpeg', 'image/png']),
  ('blog-images', 'blog-images', true, 5242880,
   array['image/webp', 'image/avif', 'image/jpeg', 'image/png']),
  ('appraisal-sample', 'appraisal-sample', true, 20971520,
   array['application/pdf'])
on conflict (id) do update set public = true;
