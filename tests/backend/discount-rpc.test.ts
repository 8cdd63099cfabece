/**
 * validate_discount_code through PostgREST with the anon key, as the quote
 * modal calls it: POST /rest/v1/rpc/validate_discount_code { code_to_check }.
 * It answers one row: { valid, type, value, description, service_ids }, with nulls when
 * the code is not usable. Uses the seeded codes (supabase/seed.sql) and a few
 * of its own for the validity window.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";
import { awaitRoomInWindow } from "./helpers/log-functions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });

interface DiscountAnswer {
  valid: boolean;
  type: "percentage" | "fixed_amount" | null;
  value: number | null;
  description: string | null;
  /** The services the code is for; null: every service (docs/decisions/071). */
  service_ids: string[] | null;
}

const NOT_VALID: DiscountAnswer = { valid: false, type: null, value: null, description: null, service_ids: null };

let callers = 0;
/** A caller address of its own (the gateway lets a loopback peer speak for one), so the guess limit is not what answers. */
const newCaller = () => `192.0.2.${++callers}`;

async function validate(codeToCheck: string | null, caller = newCaller(), key = stack.publishableKey): Promise<{ status: number; body: unknown }> {
  const response = await postAsAnon(
    `${stack.gatewayUrl}/rest/v1/rpc/validate_discount_code`,
    { code_to_check: codeToCheck },
    { address: caller, headers: { apikey: key, Authorization: `Bearer ${key}` } },
  );
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
      expected: { valid: true, type: "percentage", value: 10, description: "10% off any appraisal or photography service", service_ids: null },
    },
    {
      name: "an active fixed-amount code",
      input: "SAVE50",
      expected: { valid: true, type: "fixed_amount", value: 50, description: "$50 off your first order", service_ids: null },
    },
    { name: "lowercase input with spaces around it", input: "  spring10 ", expected: { valid: true, type: "percentage", value: 10, description: "10% off any appraisal or photography service", service_ids: null } },
    { name: "an expired code", input: "HOLIDAY25", expected: NOT_VALID },
    { name: "an inactive code", input: "AGENT15", expected: NOT_VALID },
    { name: "a code that starts tomorrow", input: WINDOW_CODES.notYetValid, expected: NOT_VALID },
    {
      name: "a code whose window ends in an hour",
      input: WINDOW_CODES.endsSoon.toLowerCase(),
      expected: { valid: true, type: "fixed_amount", value: 75, description: "Ends in an hour", service_ids: null },
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

describe("validate_discount_code: wrong guesses are limited per caller (decision 045)", () => {
  const SPRING10 = { valid: true, type: "percentage", value: 10, description: "10% off any appraisal or photography service", service_ids: null };
  /** The per-minute rule (rate_limit_rules), read rather than assumed. */
  let perMinute: number;
  beforeAll(async () => {
    const { rows } = await db.query<{ max_hits: number }>(
      "select max_hits from rate_limit_rules where action = 'validate_discount_code' and subject_kind = 'address' and window_seconds = 60",
    );
    perMinute = rows[0]!.max_hits;
    expect(perMinute).toBeGreaterThanOrEqual(3);
    expect(perMinute).toBeLessThanOrEqual(10);
  });

  it("after the minute's wrong codes, even the right code answers invalid for that caller; another caller is unaffected", async () => {
    await awaitRoomInWindow(15, 60);
    const guesser = newCaller();
    for (let i = 0; i < perMinute; i++) expect((await validate(`GUESS${i}`, guesser)).body).toEqual([NOT_VALID]);
    expect(await validate("SPRING10", guesser)).toEqual({ status: 200, body: [NOT_VALID] });
    expect(await validate("save50", guesser)).toEqual({ status: 200, body: [NOT_VALID] });
    expect((await validate("SPRING10", newCaller())).body).toEqual([SPRING10]);
  });

  it("counts neither a right code nor an empty one, and lets a person retype one typo", async () => {
    await awaitRoomInWindow(15, 60);
    const person = newCaller();
    for (let i = 0; i < perMinute + 3; i++) expect((await validate(i % 2 ? "spring10" : " SPRING10 ", person)).body).toEqual([SPRING10]);
    for (const empty of ["", "   ", null]) expect((await validate(empty, person)).body).toEqual([NOT_VALID]);
    for (let i = 0; i < perMinute - 1; i++) expect((await validate("SPRNG10", person)).body).toEqual([NOT_VALID]);
    expect((await validate("SPRING10", person)).body).toEqual([SPRING10]);
  });

  it("neither counts nor refuses the service role (the server's re-pricing), even for a caller at its limit", async () => {
    await awaitRoomInWindow(15, 60);
    const guesser = newCaller();
    for (let i = 0; i < perMinute; i++) await validate(`GUESS${i}`, guesser);
    expect((await validate("SPRING10", guesser)).body).toEqual([NOT_VALID]);
    for (let i = 0; i < perMinute + 2; i++) expect((await validate(`SERVICE${i}`, guesser, stack.secretKey)).body).toEqual([NOT_VALID]);
    expect((await validate("SPRING10", guesser, stack.secretKey)).body).toEqual([SPRING10]);

    // A quote sent from the limited caller is priced with its code all the same.
    const response = await postAsAnon(
      `${stack.gatewayUrl}/functions/v1/send-contact-email`,
      {
        isServiceRequest: true,
        firstName: "Maria",
        lastName: "Lopez",
        email: `limited.${Date.now()}@example.com`,
        phone: "9085550199",
        serviceType: "appraisal",
        propertyAddress: "5 Maple Ave",
        propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
        discountCode: { code: "SPRING10", type: "percentage", value: 10, description: SPRING10.description },
        website: "",
        fillMs: 9000,
      },
      { address: guesser },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { rows } = await db.query("select discount_status from service_requests where id = $1", [id]);
    expect(rows).toEqual([{ discount_status: "applied" }]);
  });

  it("keeps counted wrong codes only as hashes of the caller's address", async () => {
    const { rows } = await db.query(
      "select subject from rate_limit_counters where scope like 'validate_discount_code:%' and subject !~ '^[0-9a-f]{32}$'",
    );
    expect(rows).toEqual([]);
  });

  it("refuses a visitor's GET (read-only, where a wrong code could not be counted) with 405", async () => {
    const response = await fetch(`${stack.gatewayUrl}/rest/v1/rpc/validate_discount_code?code_to_check=GUESS`, {
      headers: anonHeaders({ contentType: null }),
    });
    expect(response.status).toBe(405);
    await response.body?.cancel();
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
