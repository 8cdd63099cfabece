/**
 * validate_discount_code through PostgREST with the anon key, as the quote
 * modal calls it: POST /rest/v1/rpc/validate_discount_code { code_to_check }.
 * It answers one row: { valid, type, value, description }, with nulls when
 * the code is not usable. Uses the seeded codes (supabase/seed.sql) and a few
 * of its own for the validity window.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });

interface DiscountAnswer {
  valid: boolean;
  type: "percentage" | "fixed_amount" | null;
  value: number | null;
  description: string | null;
}

const NOT_VALID: DiscountAnswer = { valid: false, type: null, value: null, description: null };

async function validate(codeToCheck: string | null): Promise<{ status: number; body: unknown }> {
  const response = await postAsAnon(`${stack.gatewayUrl}/rest/v1/rpc/validate_discount_code`, { code_to_check: codeToCheck });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Codes this file adds around the validity window; removed afterwards. */
const WINDOW_CODES = {
  notYetValid: "TESTRPC-FUTURE",
  endsSoon: "TESTRPC-ENDS-SOON",
};

beforeAll(async () => {
  await db.query(
    `insert into public.discount_codes (code, discount_type, value, description, is_active, valid_from, valid_until) values
       ($1, 'percentage', 20, 'Starts tomorrow', true, now() + interval '1 day', null),
       ($2, 'fixed_amount', 75, 'Ends in an hour', true, now() - interval '30 days', now() + interval '1 hour')`,
    [WINDOW_CODES.notYetValid, WINDOW_CODES.endsSoon],
  );
});

afterAll(async () => {
  await db.query("delete from public.discount_codes where code = any($1)", [Object.values(WINDOW_CODES)]);
  await db.end();
});

describe("validate_discount_code", () => {
  const cases: { name: string; input: string | null; expected: DiscountAnswer }[] = [
    {
      name: "an active percentage code",
      input: "SPRING10",
      expected: { valid: true, type: "percentage", value: 10, description: "10% off any appraisal or photography service" },
    },
    {
      name: "an active fixed-amount code",
      input: "SAVE50",
      expected: { valid: true, type: "fixed_amount", value: 50, description: "$50 off your first order" },
    },
    { name: "lowercase input with spaces around it", input: "  spring10 ", expected: { valid: true, type: "percentage", value: 10, description: "10% off any appraisal or photography service" } },
    { name: "an expired code", input: "HOLIDAY25", expected: NOT_VALID },
    { name: "an inactive code", input: "AGENT15", expected: NOT_VALID },
    { name: "a code that starts tomorrow", input: WINDOW_CODES.notYetValid, expected: NOT_VALID },
    {
      name: "a code whose window ends in an hour",
      input: WINDOW_CODES.endsSoon.toLowerCase(),
      expected: { valid: true, type: "fixed_amount", value: 75, description: "Ends in an hour" },
    },
    { name: "an unknown code", input: "NOSUCHCODE", expected: NOT_VALID },
    { name: "an empty string", input: "", expected: NOT_VALID },
    { name: "only spaces", input: "   ", expected: NOT_VALID },
    { name: "null", input: null, expected: NOT_VALID },
  ];

  it.each(cases)("answers one row for $name", async ({ input, expected }) => {
    const answer = await validate(input);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([expected]);
  });

  it("checks the seeded codes are what this test expects", async () => {
    const { rows } = await db.query<{ code: string; is_active: boolean; expired: boolean }>(
      `select code, is_active, coalesce(valid_until < now(), false) as expired
         from public.discount_codes where code in ('SPRING10', 'SAVE50', 'HOLIDAY25', 'AGENT15') order by code`,
    );
    expect(rows).toEqual([
      { code: "AGENT15", is_active: false, expired: false },
      { code: "HOLIDAY25", is_active: true, expired: true },
      { code: "SAVE50", is_active: true, expired: false },
      { code: "SPRING10", is_active: true, expired: false },
    ]);
  });
});

describe("discount_codes itself", () => {
  it("cannot be read by a visitor", async () => {
    const response = await fetch(`${stack.gatewayUrl}/rest/v1/discount_codes?select=code`, {
      headers: anonHeaders({ contentType: null }),
    });
    expect([401, 403]).toContain(response.status);
    const body = (await response.json()) as { code?: string };
    expect(body.code).toBe("42501");
  });
});
