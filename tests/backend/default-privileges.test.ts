/**
 * Local equals hosted on grants (decision 042): hosted Supabase grants the
 * API roles nothing on what a migration creates, so neither does the local
 * database. A migration that forgets a grant fails here as it would hosted.
 */
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
const API_ROLES = ["anon", "authenticated", "service_role"];
const TABLE = "zz_table_without_grants";

afterAll(async () => {
  await db.query(`drop table if exists public.${TABLE}`);
  await db.query("notify pgrst, 'reload schema'");
  await db.end();
});

describe("default privileges", () => {
  it("none exist for anon, authenticated or service_role, in any schema", async () => {
    const { rows } = await db.query(
      `select d.defaclrole::regrole::text as owner, d.defaclnamespace::regnamespace::text as schema,
              d.defaclobjtype as kind, a.grantee::regrole::text as grantee, a.privilege_type
         from pg_default_acl d cross join aclexplode(d.defaclacl) a
        where a.grantee in (select oid from pg_roles where rolname = any($1))`,
      [API_ROLES],
    );
    expect(rows).toEqual([]);
  });

  it("a table created without grants is refused to the API roles, through PostgREST too", async () => {
    await db.query(`create table public.${TABLE} (id int primary key)`);
    await db.query(`alter table public.${TABLE} enable row level security`);
    const { rows } = await db.query<{ role: string; can_select: boolean; can_insert: boolean }>(
      `select r as role, has_table_privilege(r, 'public.${TABLE}', 'select') as can_select,
              has_table_privilege(r, 'public.${TABLE}', 'insert') as can_insert
         from unnest($1::text[]) as r`,
      [API_ROLES],
    );
    expect(rows).toEqual(API_ROLES.map((role) => ({ role, can_select: false, can_insert: false })));

    await db.query("notify pgrst, 'reload schema'");
    const read = async (key: string) => fetch(`${stack.gatewayUrl}/rest/v1/${TABLE}?select=id`, { headers: { apikey: key } });
    // PostgREST picks the new table up after its schema reload; until then it answers 404 (unknown table).
    let answer = await read(stack.publishableKey);
    for (let tries = 0; answer.status === 404 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await read(stack.publishableKey);
    }
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: "42501", message: `permission denied for table ${TABLE}` });
    const asService = await read(stack.secretKey);
    expect(asService.status).toBe(403);
    expect(await asService.json()).toMatchObject({ code: "42501" });
  });
});
