-- The MOD-IV tax year a row of nj_parcels was imported from (`npm run parcels:import`,
-- docs/decisions/062-state-tax-records-import.md); null for the local stack's generated
-- records. An import replaces what the table holds for the counties of its file, in one
-- transaction, and refuses to put an older tax year over a newer one.
alter table public.nj_parcels
  add column tax_year smallint,
  add constraint nj_parcels_tax_year_range check (tax_year is null or tax_year between 1990 and 2100);
