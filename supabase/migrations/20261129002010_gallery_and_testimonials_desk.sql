-- The gallery and the testimonials, edited from the owner's desk
-- (docs/decisions/068-owner-media-uploads.md):
--
--   * testimonials: the home page's client quotes, moved here from the code
--     (src/content/testimonials.ts) with the ones it held; anyone reads the
--     visible ones in their order, owners at aal2 read and write all.
--   * gallery_collections gains an order (position) and hidden: visitors read
--     only the visible ones; owners at aal2 read, add, change and delete.
--   * Owners write with their own token under these policies (plain inserts,
--     updates and deletes through PostgREST); every owner change is recorded
--     in owner_audit_log by private.audit_owner_row_change (a trigger), as
--     the desk's RPCs record theirs. A new order is one call each:
--     owner_reorder_testimonials, owner_reorder_gallery_collections.
--   * The photos themselves are in the gallery bucket (policies of migration
--     20261129002000); a row holds their stored paths.

-- ------------------------------------------------------------ testimonials

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  -- Who the client was, e.g. "Estate executor, Flemington".
  context text not null default '' check (char_length(context) <= 120),
  rating smallint not null check (rating between 1 and 5),
  body text not null check (char_length(btrim(body)) between 1 and 1200),
  -- Left as a Google review (shown with a "Google review" label).
  is_google boolean not null default false,
  position integer not null default 0,
  hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index testimonials_position_idx on public.testimonials (position, created_at);

create trigger testimonials_set_updated_at
  before update on public.testimonials
  for each row execute function public.set_updated_at();

alter table public.testimonials enable row level security;

revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon, authenticated;
grant insert, update, delete on table public.testimonials to authenticated;
grant all on table public.testimonials to service_role;

-- One select policy per role: visitors the visible rows, a signed-in caller
-- those too and, as an owner at aal2, the hidden ones.
create policy testimonials_select_anon on public.testimonials
  for select to anon
  using (not hidden);
create policy testimonials_select_authenticated on public.testimonials
  for select to authenticated
  using (not hidden or public.is_owner());
create policy testimonials_insert_owner on public.testimonials
  for insert to authenticated
  with check (public.is_owner());
create policy testimonials_update_owner on public.testimonials
  for update to authenticated
  using (public.is_owner())
  with check (public.is_owner());
create policy testimonials_delete_owner on public.testimonials
  for delete to authenticated
  using (public.is_owner());

insert into public.testimonials (position, name, context, rating, body, is_google)
values
  (1, 'Karen M.', 'Estate executor, Flemington', 5, 'After my mother passed, our attorney needed a date-of-death appraisal for the estate. They explained exactly what the report would cover, inspected the house within a week and had it to us in three business days. Professional and kind at a hard time.', true),
  (2, 'David R.', 'Homeowner, Morristown', 5, 'We used their appraisal to get PMI removed from our mortgage. The report was thorough, the lender accepted it without a single question, and we''re saving over $200 a month.', true),
  (3, 'Jennifer L.', 'Listing agent, Westfield', 5, 'I book them for photos, drone shots and floor plans on every listing. Scheduling is easy, they''re on time, and the media is back in a couple of days. My sellers always comment on how good the photos look.', true),
  (4, 'Michael T.', 'Divorce attorney, Somerville', 5, 'Clear, well-supported reports that hold up when the other side pushes back. When a client''s matter involves the marital home, they''re my first call.', false),
  (5, 'Priya S.', 'Seller, Princeton', 5, 'The pre-listing appraisal gave us a realistic asking price backed by actual comparable sales. We went under contract in eleven days, close to our list price.', true),
  (6, 'Tom and Linda B.', 'Homeowners, Hackettstown', 5, 'Our property tax assessment had gone up far more than our neighbors''. Their appraisal supported our appeal and the county board reduced our assessment.', true);

-- ------------------------------------------------------- gallery_collections

alter table public.gallery_collections
  add column position integer not null default 0,
  add column hidden boolean not null default false;

-- The existing order (featured first, then newest) becomes the positions.
update public.gallery_collections as g
set position = ordered.n
from (select id, row_number() over (order by featured desc, created_at desc) as n from public.gallery_collections) as ordered
where ordered.id = g.id;

create index gallery_collections_position_idx on public.gallery_collections (position, created_at desc);

drop policy "Anyone can read the portfolio" on public.gallery_collections;
-- One select policy per role: visitors the visible rows, a signed-in caller
-- those too and, as an owner at aal2, the hidden ones.
create policy gallery_collections_select_anon on public.gallery_collections
  for select to anon
  using (not hidden);
create policy gallery_collections_select_authenticated on public.gallery_collections
  for select to authenticated
  using (not hidden or public.is_owner());
create policy gallery_collections_insert_owner on public.gallery_collections
  for insert to authenticated
  with check (public.is_owner());
create policy gallery_collections_update_owner on public.gallery_collections
  for update to authenticated
  using (public.is_owner())
  with check (public.is_owner());
create policy gallery_collections_delete_owner on public.gallery_collections
  for delete to authenticated
  using (public.is_owner());

grant insert, update, delete on table public.gallery_collections to authenticated;

-- ------------------------------------------------------------------- audit

-- Records an owner's insert, update or delete of a row in owner_audit_log
-- (entity: the trigger's argument; before/after: the row). Writes by the
-- service role or a migration (no owner token) are not owner changes.
create function private.audit_owner_row_change()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  if public.is_owner() then
    perform private.record_owner_change(
      tg_argv[0],
      coalesce(new.id, old.id)::text,
      lower(tg_op),
      case when tg_op = 'INSERT' then null else to_jsonb(old) end,
      case when tg_op = 'DELETE' then null else to_jsonb(new) end
    );
  end if;
  return coalesce(new, old);
end;
$$;
revoke all on function private.audit_owner_row_change() from public, anon, authenticated;

create trigger testimonials_audit_owner
  after insert or update or delete on public.testimonials
  for each row execute function private.audit_owner_row_change('testimonial');
create trigger gallery_collections_audit_owner
  after insert or update or delete on public.gallery_collections
  for each row execute function private.audit_owner_row_change('gallery_collection');

-- ----------------------------------------------------------------- reorder

-- Puts the rows in p_ids' order (position 1, 2, ...). p_ids must name every
-- row once: otherwise 22023 and nothing changes. Owners at aal2 only (42501).
create function public.owner_reorder_testimonials(p_ids uuid[])
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform private.require_owner();
  if p_ids is null or cardinality(p_ids) <> (select count(*) from public.testimonials)
     or cardinality(p_ids) <> (select count(distinct wanted.id) from unnest(p_ids) as wanted(id))
     or exists (select 1 from unnest(p_ids) as wanted(id) where not exists (select 1 from public.testimonials as t where t.id = wanted.id)) then
    raise exception 'the new order must name every testimonial once' using errcode = '22023';
  end if;
  update public.testimonials as t
  set position = ordered.n
  from unnest(p_ids) with ordinality as ordered(id, n)
  where t.id = ordered.id and t.position is distinct from ordered.n;
end;
$$;
revoke all on function public.owner_reorder_testimonials(uuid[]) from public, anon, authenticated;
grant execute on function public.owner_reorder_testimonials(uuid[]) to authenticated;

create function public.owner_reorder_gallery_collections(p_ids uuid[])
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform private.require_owner();
  if p_ids is null or cardinality(p_ids) <> (select count(*) from public.gallery_collections)
     or cardinality(p_ids) <> (select count(distinct wanted.id) from unnest(p_ids) as wanted(id))
     or exists (select 1 from unnest(p_ids) as wanted(id) where not exists (select 1 from public.gallery_collections as g where g.id = wanted.id)) then
    raise exception 'the new order must name every collection once' using errcode = '22023';
  end if;
  update public.gallery_collections as g
  set position = ordered.n
  from unnest(p_ids) with ordinality as ordered(id, n)
  where g.id = ordered.id and g.position is distinct from ordered.n;
end;
$$;
revoke all on function public.owner_reorder_gallery_collections(uuid[]) from public, anon, authenticated;
grant execute on function public.owner_reorder_gallery_collections(uuid[]) to authenticated;
