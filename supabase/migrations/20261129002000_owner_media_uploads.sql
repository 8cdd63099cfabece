-- Owners upload the site's media through the Storage API with their own
-- session (docs/decisions/068-owner-media-uploads.md). Who may write is
-- decided here, by policies on storage.objects, as hosted Storage decides it:
-- Storage (and the local gateway, supabase/local/storage-api.ts) writes an
-- object's row under the caller's role with the caller's claims, so these
-- policies allow or refuse the upload, the overwrite and the delete.
--
--   * An owner (public.is_owner(): a listed owner at aal2) may read, insert,
--     update and delete objects in the four media buckets the desk fills:
--     agent-media, showcase-media, gallery, blog-images.
--   * appraisal-sample (the sample report) stays the dashboard's: no policy
--     lets an API role write it.
--   * Nobody else gets a policy: a visitor's key and a signed-in stranger
--     read public objects by their public URL (which Storage serves without
--     RLS) and can neither list, upload, overwrite nor delete. Listing is the
--     owner's only, so a draft showcase's photo names are not listed to anyone.
-- The bucket's size and type limits (migration 20261127000100) apply to every
-- upload before any policy is asked.

-- The four buckets are spelled out in each policy: a helper function would
-- need a schema the API roles may use.

create policy owner_media_select on storage.objects
  for select to authenticated
  using (bucket_id = any (array['agent-media', 'showcase-media', 'gallery', 'blog-images']) and public.is_owner());

create policy owner_media_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = any (array['agent-media', 'showcase-media', 'gallery', 'blog-images']) and public.is_owner());

create policy owner_media_update on storage.objects
  for update to authenticated
  using (bucket_id = any (array['agent-media', 'showcase-media', 'gallery', 'blog-images']) and public.is_owner())
  with check (bucket_id = any (array['agent-media', 'showcase-media', 'gallery', 'blog-images']) and public.is_owner());

create policy owner_media_delete on storage.objects
  for delete to authenticated
  using (bucket_id = any (array['agent-media', 'showcase-media', 'gallery', 'blog-images']) and public.is_owner());
