import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { z } from "zod";
import { PRICE_TIERS } from "../../supabase/functions/_shared/domain/pricing.ts";
import {
  contactMessageRowSchema,
  DISCOUNT_STATUSES,
  EMAIL_STATUSES,
  LIVING_SQFT_SOURCES,
  serviceRequestRowSchema,
  WITHHELD_REASONS,
} from "../../supabase/functions/_shared/schemas/stored-lead.ts";

/**
 * send-due-mail parses every lead it claims with these row schemas; a row the table can
 * hold but the schema refuses would fail every run and hold up the leads behind it. So the
 * schemas must accept whatever the tables allow: each value list is exactly its column's
 * CHECK list, and a column that may be null is one the schema accepts as null.
 */
const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });
beforeAll(() => db.connect());
afterAll(() => db.end());

type LeadTable = "service_requests" | "contact_messages";
const schemas: Record<LeadTable, z.ZodObject> = {
  service_requests: serviceRequestRowSchema,
  contact_messages: contactMessageRowSchema,
};

/** The quoted values of the CHECK constraints on one column ('a', 'b', …), sorted. */
async function checkValues(table: LeadTable, column: string): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.conrelid = $1::regclass and c.contype = 'c' and a.attname = $2`,
    [`public.${table}`, column],
  );
  expect(rows, `a CHECK constraint on ${table}.${column}`).toHaveLength(1);
  return [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!).sort();
}

describe("the lead-row schemas accept every row the tables can hold", () => {
  it.each([
    ["service_requests", "email_status", EMAIL_STATUSES],
    ["contact_messages", "email_status", EMAIL_STATUSES],
    ["service_requests", "confirmation_withheld", WITHHELD_REASONS],
    ["contact_messages", "confirmation_withheld", WITHHELD_REASONS],
    ["service_requests", "living_sqft_source", LIVING_SQFT_SOURCES],
    ["service_requests", "discount_status", DISCOUNT_STATUSES],
    ["service_requests", "price_tier", PRICE_TIERS],
    ["service_requests", "service_type", ["appraisal", "photography"]],
  ] as const)("%s.%s: the schema's values are the CHECK list", async (table, column, values) => {
    expect(await checkValues(table, column)).toEqual([...values].sort());
    const field = schemas[table].shape[column] as z.ZodType;
    for (const value of values) expect(field.safeParse(value).success, `${table}.${column} = '${value}'`).toBe(true);
  });

  it.each(["service_requests", "contact_messages"] as const)("%s: every column the schema reads exists, and takes null where the table does", async (table) => {
    const { rows } = await db.query<{ column_name: string; is_nullable: "YES" | "NO" }>(
      "select column_name, is_nullable from information_schema.columns where table_schema = 'public' and table_name = $1",
      [table],
    );
    const nullable = new Map(rows.map((row) => [row.column_name, row.is_nullable === "YES"]));
    const schema = schemas[table];
    expect(Object.keys(schema.shape).filter((column) => !nullable.has(column))).toEqual([]);
    const refusingNull = Object.keys(schema.shape).filter(
      (column) => nullable.get(column) && !(schema.shape[column] as z.ZodType).safeParse(null).success,
    );
    expect(refusingNull).toEqual([]);
  });
});
