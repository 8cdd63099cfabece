import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * Supabase's database linter (splinter) on the fresh local stack's schema:
 * the lints of level ERROR or WARN that can fire on this project's schema,
 * rewritten here as queries of the same rules (no npm package ships
 * splinter's SQL). The rule (docs/decisions/035, "Linter clean"): none fires, except that the anon and
 * authenticated roles may execute the SECURITY DEFINER functions
 * validate_discount_code (the discount check visitors call by design,
 * docs/product.md) and showcase_report (the agent's report by its key,
 * docs/decisions/038). Lints about the auth, storage and graphql schemas, which
 * the local stack does not have, are not here.
 */

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });

/** Schemas splinter leaves out of its lints. */
const SYSTEM_SCHEMAS = `('_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron',
  'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium', 'pgsodium_masks', 'pgtle',
  'pgbouncer', 'pg_catalog', 'pg_toast', 'realtime', 'repack', 'storage', 'supabase_functions', 'supabase_migrations', 'tiger', 'topology', 'vault')`;

/** The schemas PostgREST exposes (config.toml [api] schemas; the local stack's db-schemas). */
const EXPOSED = "('public')";

const normalized = (column: string) => `replace(replace(replace(lower(coalesce(${column}, '')), ' ', ''), E'\\n', ''), E'\\t', '')`;

const LINTS: Record<string, { level: "ERROR" | "WARN"; sql: string }> = {
  // 0024: a permissive policy for anon/authenticated (or everyone) whose write check is always true.
  rls_policy_always_true: {
    level: "WARN",
    sql: `
      select format('%s.%s policy %s (%s)', p.schemaname, p.tablename, p.policyname, p.cmd) as finding
      from pg_policies p
      join pg_class c on c.relname = p.tablename
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
      where c.relkind = 'r' and c.relrowsecurity and p.permissive = 'PERMISSIVE'
        and p.schemaname not in ${SYSTEM_SCHEMAS}
        and (p.roles && array['public', 'anon', 'authenticated']::name[])
        and (
          (p.cmd in ('UPDATE', 'DELETE', 'ALL') and (${normalized("p.qual")} in ('true', '(true)', '1=1', '(1=1)') or p.qual is null))
          or ${normalized("p.with_check")} in ('true', '(true)', '1=1', '(1=1)')
          or (p.with_check is null and p.cmd = 'INSERT')
          or (p.with_check is null and p.cmd in ('UPDATE', 'ALL') and ${normalized("p.qual")} in ('true', '(true)', '1=1', '(1=1)'))
        )`,
  },
  // 0013: a table in an exposed schema without row-level security.
  rls_disabled_in_public: {
    level: "ERROR",
    sql: `
      select format('%s.%s', n.nspname, c.relname) as finding
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ${EXPOSED} and not c.relrowsecurity`,
  },
  // 0007: policies on a table whose row-level security is off.
  policy_exists_rls_disabled: {
    level: "ERROR",
    sql: `
      select distinct format('%s.%s', n.nspname, c.relname) as finding
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and not c.relrowsecurity and n.nspname not in ${SYSTEM_SCHEMAS}`,
  },
  // 0010: a view in an exposed schema that runs with its owner's rights.
  security_definer_view: {
    level: "ERROR",
    sql: `
      select format('%s.%s', n.nspname, c.relname) as finding
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and n.nspname in ${EXPOSED}
        and not coalesce(c.reloptions && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false)`,
  },
  // 0011: a function whose search_path is not fixed.
  function_search_path_mutable: {
    level: "WARN",
    sql: `
      select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as finding
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname not in ${SYSTEM_SCHEMAS} and d.objid is null
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as setting where setting like 'search_path=%')`,
  },
  // 0014: an extension installed in public.
  extension_in_public: {
    level: "WARN",
    sql: `
      select e.extname as finding from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public' and e.extname not in ('plpgsql')`,
  },
  // 0006: two permissive policies for the same role and command on one table.
  multiple_permissive_policies: {
    level: "WARN",
    sql: `
      select format('%s.%s %s for %s', p.schemaname, p.tablename, p.cmd, r.role) as finding
      from pg_policies p cross join lateral unnest(p.roles) as r(role)
      where p.permissive = 'PERMISSIVE' and p.schemaname not in ${SYSTEM_SCHEMAS}
      group by p.schemaname, p.tablename, p.cmd, r.role having count(*) > 1`,
  },
  // 0009: two identical indexes.
  duplicate_index: {
    level: "WARN",
    sql: `
      select string_agg(c.relname, ' = ') as finding
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ${SYSTEM_SCHEMAS}
      group by i.indrelid, i.indkey::text, i.indclass::text, coalesce(pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`,
  },
  // 0028 / 0029: a SECURITY DEFINER function in an exposed schema that anon or authenticated may execute.
  security_definer_function_executable: {
    level: "WARN",
    sql: `
      select format('%s.%s(%s) by %s', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), r.role) as finding
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r(role)
      where p.prosecdef and n.nspname in ${EXPOSED} and has_function_privilege(r.role, p.oid, 'EXECUTE')`,
  },
};

/** What the project accepts on purpose. */
const ACCEPTED: Record<string, string[]> = {
  // The discount check, and the agent's report (decision 038: the key is checked inside, aggregates only);
  // is_owner(), which every owner policy calls: it reads owners past owners' own policy and
  // tells the caller only about itself (decision 054). The desk's owner_* RPCs (decisions 055, 056):
  // each checks is_owner() (a listed owner at aal2) before anything else, and writes the change with
  // its audit row, which no API role may write itself; tests/backend/owner-desk.test.ts and
  // owner-appointments.test.ts call them as anon, a stranger, an owner at aal1 and at aal2.
  // The campaign funnel (decision 063): the marketer's report by its link's key (aggregates only,
  // wrong keys limited as the agent's report) and the quote steps' log (session and step only,
  // limited per session and address); campaign-report.test.ts calls them from every side.
  // Prices and discount codes (decision 071): owner_* RPCs as above; owner-prices.test.ts calls
  // them from every side.
  // The blog's owner_* RPCs (decision 070), the same way; blog-desk.test.ts calls them from every side.
  // The showcase editor's owner_* RPCs (decision 069), the same way: owner-showcases.test.ts.
  security_definer_function_executable: [
    "public.is_owner() by authenticated",
    "public.log_quote_step(p_session_id text, p_step text) by anon",
    "public.log_quote_step(p_session_id text, p_step text) by authenticated",
    "public.marketer_campaign_report(p_key text, p_from date, p_to date) by anon",
    "public.marketer_campaign_report(p_key text, p_from date, p_to date) by authenticated",
    "public.owner_block_day(p_day date, p_reason text) by authenticated",
    "public.owner_block_hours(p_start timestamp with time zone, p_end timestamp with time zone, p_reason text) by authenticated",
    "public.owner_booking_rules() by authenticated",
    "public.owner_campaign_report(p_from date, p_to date, p_source text, p_medium text) by authenticated",
    "public.owner_create_campaign_link(p_label text, p_campaigns text[]) by authenticated",
    "public.owner_create_discount_code(p_code text, p_type text, p_value numeric, p_description text, p_valid_from timestamp with time zone, p_valid_until timestamp with time zone, p_max_uses integer, p_service_ids text[]) by authenticated",
    "public.owner_deactivate_discount_code(p_id uuid) by authenticated",
    "public.owner_desk_calendar(p_from timestamp with time zone, p_to timestamp with time zone) by authenticated",
    "public.owner_failed_mail() by authenticated",
    "public.owner_publish_blog_post(p_id uuid, p_at timestamp with time zone) by authenticated",
    "public.owner_publish_showcase(p_id uuid) by authenticated",
    "public.owner_reorder_gallery_collections(p_ids uuid[]) by authenticated",
    "public.owner_reorder_testimonials(p_ids uuid[]) by authenticated",
    "public.owner_resend_appointment_mail(p_id uuid) by authenticated",
    "public.owner_resend_lead_mail(p_kind text, p_id uuid) by authenticated",
    "public.owner_revoke_campaign_link(p_id uuid) by authenticated",
    "public.owner_save_agent(p_id uuid, p_fields jsonb) by authenticated",
    "public.owner_save_blog_post(p_post jsonb) by authenticated",
    "public.owner_save_booking_rules(p_rules jsonb) by authenticated",
    "public.owner_save_showcase(p_id uuid, p_fields jsonb, p_expected_updated_at timestamp with time zone) by authenticated",
    "public.owner_set_lead_notes(p_kind text, p_id uuid, p_notes text, p_expected_updated_at timestamp with time zone) by authenticated",
    "public.owner_set_lead_status(p_kind text, p_id uuid, p_status text, p_reason text, p_expected text) by authenticated",
    "public.owner_set_service_prices(p_service_id text, p_service_name text, p_prices jsonb, p_description text, p_expected jsonb) by authenticated",
    "public.owner_set_showcase_photos(p_id uuid, p_photos jsonb, p_expected_updated_at timestamp with time zone) by authenticated",
    "public.owner_unblock_day(p_day date) by authenticated",
    "public.owner_unblock_hours(p_id uuid) by authenticated",
    "public.owner_unpublish_blog_post(p_id uuid) by authenticated",
    "public.owner_unpublish_showcase(p_id uuid) by authenticated",
    "public.showcase_report(p_showcase text, p_key text, p_days integer) by anon",
    "public.showcase_report(p_showcase text, p_key text, p_days integer) by authenticated",
    "public.validate_discount_code(code_to_check text) by anon",
    "public.validate_discount_code(code_to_check text) by authenticated",
  ],
};

beforeAll(() => db.connect());
afterAll(() => db.end());

async function findings(sql: string): Promise<string[]> {
  const { rows } = await db.query<{ finding: string }>(sql);
  return rows.map((row) => row.finding).sort();
}

describe("splinter's ERROR and WARN lints on the migrated schema", () => {
  it.each(Object.entries(LINTS).map(([name, lint]) => ({ name, ...lint })))("$name ($level): nothing but what is accepted", async ({ name, sql }) => {
    expect(await findings(sql)).toEqual(ACCEPTED[name] ?? []);
  });
});

describe("the lint queries find what they are for", () => {
  // Each probe is made in a transaction that is rolled back: the schema is left as it was.
  async function inRollback(setup: string, sql: string): Promise<string[]> {
    await db.query("begin");
    try {
      await db.query(setup);
      return await findings(sql);
    } finally {
      await db.query("rollback");
    }
  }

  it("rls_policy_always_true finds an anon insert policy with check (true)", async () => {
    const found = await inRollback(
      `create table public.lint_probe (id int); alter table public.lint_probe enable row level security;
       create policy "probe" on public.lint_probe for insert to anon with check (true);`,
      LINTS.rls_policy_always_true!.sql,
    );
    expect(found).toEqual(["public.lint_probe policy probe (INSERT)"]);
  });

  it("security_definer_function_executable finds a definer function granted to anon", async () => {
    const found = await inRollback(
      `create function public.lint_probe() returns int language sql security definer set search_path = '' as 'select 1';
       grant execute on function public.lint_probe() to anon;`,
      LINTS.security_definer_function_executable!.sql,
    );
    expect(found).toContain("public.lint_probe() by anon");
  });

  it("function_search_path_mutable and rls_disabled_in_public find theirs", async () => {
    expect(await inRollback("create function public.lint_probe() returns int language sql as 'select 1'", LINTS.function_search_path_mutable!.sql)).toContain(
      "public.lint_probe()",
    );
    expect(await inRollback("create table public.lint_probe (id int)", LINTS.rls_disabled_in_public!.sql)).toEqual(["public.lint_probe"]);
  });
});
