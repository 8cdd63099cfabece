/**
 * Prices and discount codes from the owner's desk (docs/decisions/071), from the attacker's
 * side and the owner's: owner_set_service_prices, owner_create_discount_code,
 * owner_deactivate_discount_code, the tables service_price_changes, discount_codes and
 * discount_code_uses, and redeem_discount_code (the service role only). Only an owner at
 * aal2 reads or changes anything; bad input answers 4xx and writes nothing; a saved price is
 * what send-contact-email stores at once; two requests never both take a code's last use.
 *
 * The prices changed here are the videography service's, which no other backend test prices,
 * and they are put back afterwards.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ServiceRequestPayload } from "#schemas/service-request.ts";
import { anonHeaders, postAsAnon } from "./helpers/anon-requests.ts";
import { CALLERS, createOwnerSessions, errorCode, restAs, type Caller, type OwnerSessions } from "./helpers/owner-sessions.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const tag = `prices-${randomUUID().slice(0, 8)}`;
const SERVICE = "real-estate-videography";
const SERVICE_NAME = "Real Estate Videography";
let sessions: OwnerSessions;
let seeded: Record<string, number> = {};
let seededDescription: string | null = null;

const as = (caller: Caller, method: string, path: string, body?: unknown, prefer?: string) => restAs(sessions, caller, method, path, body, prefer);

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query(sql, params)).rows[0] as T;
}
const count = async (sql: string, params: unknown[] = []) => Number((await one<{ n: string }>(`select count(*) as n from (${sql}) as q`, params)).n);

/** 401 for anon (no privilege), 403 for the signed-in (no privilege, or require_owner's 42501). */
function expectRefused(answer: { status: number; body: unknown }) {
  expect([401, 403], JSON.stringify(answer.body)).toContain(answer.status);
  expect(errorCode(answer)).toBe("42501");
}

async function storedPrices(): Promise<Record<string, number>> {
  const { rows } = await db.query<{ tier_name: string; price: string }>("select tier_name, price from public.service_pricing where service_id = $1", [SERVICE]);
  return Object.fromEntries(rows.map((row) => [row.tier_name, Number(row.price)]));
}

/** What an owner change leaves behind for this file's service and codes: history and audit rows. */
const traces = async () => ({
  history: await count("select 1 from public.service_price_changes where service_id = $1", [SERVICE]),
  audit: await count("select 1 from public.owner_audit_log where actor = $1", [sessions.ownerId]),
  codes: await count("select 1 from public.discount_codes where code like $1", [`${tag.toUpperCase()}%`]),
});

let callers = 0;
/** A videography request through send-contact-email, as the quote sends it, from its own address. */
async function sendVideographyRequest(change: Partial<ServiceRequestPayload> = {}): Promise<string> {
  const payload: ServiceRequestPayload = {
    isServiceRequest: true,
    firstName: tag,
    lastName: "Requester",
    email: `${tag}.${++callers}@example.com`,
    phone: "9085550199",
    serviceType: "photography",
    selectedPhotographyPackage: "custom",
    customServices: [{ id: SERVICE, name: SERVICE_NAME, price: 1 }],
    propertyData: { livingSqft: 1200 },
    basePrice: 1,
    finalPrice: 1,
    discountCode: null,
    ...change,
  };
  const response = await postAsAnon(`${stack.gatewayUrl}/functions/v1/send-contact-email`, { fillMs: 8000, ...payload }, { address: `198.19.7.${callers}` });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const code = (suffix: string) => `${tag.toUpperCase()}-${suffix}`;

beforeAll(async () => {
  sessions = await createOwnerSessions(db, tag);
  seeded = await storedPrices();
  seededDescription = (await one<{ description: string | null }>("select description from public.service_pricing where service_id = $1 limit 1", [SERVICE])).description;
});

afterAll(async () => {
  for (const [tier, price] of Object.entries(seeded)) {
    await db.query("update public.service_pricing set price = $3, description = $4 where service_id = $1 and tier_name = $2", [SERVICE, tier, price, seededDescription]);
  }
  await db.query("delete from public.service_price_changes where changed_by = $1", [sessions.ownerId]);
  await db.query("delete from public.service_requests where first_name = $1", [tag]);
  await db.query("delete from public.discount_codes where code like $1", [`${tag.toUpperCase()}%`]);
  await sessions.remove();
  await db.end();
});

describe("who may read and write", () => {
  it.each(["service_price_changes", "discount_code_uses", "discount_codes"])(
    "%s: a visitor is refused; a stranger and an owner at aal1 see nothing; an owner at aal2 reads it",
    async (table) => {
      expectRefused(await as("anon", "GET", `${table}?select=*&limit=1`));
      for (const caller of ["stranger", "owner-aal1"] as const) {
        const answer = await as(caller, "GET", `${table}?select=*&limit=1`);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual([]);
      }
      expect((await as("owner-aal2", "GET", `${table}?select=*&limit=1`)).status).toBe(200);
    },
  );

  it("an owner at aal2 sees the seeded codes", async () => {
    const answer = await as("owner-aal2", "GET", "discount_codes?select=code&code=eq.SPRING10");
    expect(answer.body).toEqual([{ code: "SPRING10" }]);
  });

  it.each(CALLERS)("%s cannot write a price, a price change, a code or a use directly", async (caller) => {
    const before = await storedPrices();
    const patch = await as(caller, "PATCH", `service_pricing?service_id=eq.${SERVICE}`, { price: 1 });
    expect([401, 403], JSON.stringify(patch.body)).toContain(patch.status);
    expectRefused(await as(caller, "POST", "service_price_changes", { service_id: SERVICE, tier_name: "under_1500", new_price: 1, changed_by: sessions.ownerId }));
    expectRefused(await as(caller, "POST", "discount_codes", { code: code("DIRECT"), discount_type: "percentage", value: 90 }));
    expectRefused(await as(caller, "PATCH", "discount_codes?code=eq.SPRING10", { is_active: false }));
    expectRefused(await as(caller, "POST", "discount_code_uses", { discount_code_id: randomUUID(), service_request_id: randomUUID() }));
    expect(await storedPrices()).toEqual(before);
    expect(await count("select 1 from public.discount_codes where code = 'SPRING10' and is_active")).toBe(1);
  });

  it.each(CALLERS)("%s cannot redeem a code (the service role only)", async (caller) => {
    const answer = await as(caller, "POST", "rpc/redeem_discount_code", { p_code: "SPRING10", p_request_id: randomUUID(), p_service_ids: ["appraisal"] });
    expectRefused(answer);
  });

  it.each(["anon", "stranger", "owner-aal1"] as const)("%s is refused by every owner RPC and nothing changes", async (caller) => {
    const before = { prices: await storedPrices(), ...(await traces()) };
    expectRefused(
      await as(caller, "POST", "rpc/owner_set_service_prices", {
        p_service_id: SERVICE,
        p_service_name: SERVICE_NAME,
        p_prices: { under_1500: 1, "1500_to_2500": 2, over_2500: 3 },
      }),
    );
    expectRefused(await as(caller, "POST", "rpc/owner_create_discount_code", { p_code: code("ATTACK"), p_type: "percentage", p_value: 100 }));
    const spring = await one<{ id: string }>("select id from public.discount_codes where code = 'SPRING10'");
    expectRefused(await as(caller, "POST", "rpc/owner_deactivate_discount_code", { p_id: spring.id }));
    expect({ prices: await storedPrices(), ...(await traces()) }).toEqual(before);
    expect(await count("select 1 from public.discount_codes where code = 'SPRING10' and is_active")).toBe(1);
  });
});

describe("owner_set_service_prices", () => {
  const save = (body: Record<string, unknown>) =>
    as("owner-aal2", "POST", "rpc/owner_set_service_prices", { p_service_id: SERVICE, p_service_name: SERVICE_NAME, ...body });

  it.each([
    ["a negative price", { p_prices: { under_1500: -1, "1500_to_2500": 500, over_2500: 600 } }],
    ["an empty tier", { p_prices: { under_1500: 400, over_2500: 600 } }],
    ["a tier given as null", { p_prices: { under_1500: 400, "1500_to_2500": null, over_2500: 600 } }],
    ["a price as text", { p_prices: { under_1500: "400", "1500_to_2500": 500, over_2500: 600 } }],
    ["three decimals", { p_prices: { under_1500: 400.005, "1500_to_2500": 500, over_2500: 600 } }],
    ["an unknown tier", { p_prices: { under_1500: 400, "1500_to_2500": 500, over_2500: 600, huge: 700 } }],
    ["a price too large", { p_prices: { under_1500: 400, "1500_to_2500": 500, over_2500: 100000 } }],
    ["no prices", { p_prices: null }],
    ["a service id that is not the catalogue's shape", { p_service_id: "Video; drop", p_prices: { under_1500: 1, "1500_to_2500": 2, over_2500: 3 } }],
    ["an empty service name", { p_service_name: "  ", p_prices: { under_1500: 1, "1500_to_2500": 2, over_2500: 3 } }],
    ["a description of 501 characters", { p_description: "x".repeat(501), p_prices: { under_1500: 1, "1500_to_2500": 2, over_2500: 3 } }],
  ])("refuses %s with 400 and writes nothing", async (_name, body) => {
    const before = { prices: await storedPrices(), ...(await traces()) };
    const answer = await save(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorCode(answer)).toBe("22023");
    expect({ prices: await storedPrices(), ...(await traces()) }).toEqual(before);
  });

  it("saves all three tiers, records each changed tier's old and new price, and the next request is priced with it at once", async () => {
    const before = await traces();
    const answer = await save({
      p_prices: { under_1500: 412.5, "1500_to_2500": seeded["1500_to_2500"], over_2500: 777 },
      p_description: "  A short film of the home.  ",
      p_expected: seeded,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await storedPrices()).toEqual({ under_1500: 412.5, "1500_to_2500": seeded["1500_to_2500"], over_2500: 777 });
    expect(await count("select 1 from public.service_pricing where service_id = $1 and description = 'A short film of the home.'", [SERVICE])).toBe(3);
    const { rows: history } = await db.query<{ tier_name: string; old_price: string; new_price: string; changed_by_email: string }>(
      "select tier_name, old_price, new_price, changed_by_email from public.service_price_changes where changed_by = $1 order by tier_name",
      [sessions.ownerId],
    );
    expect(history.map((row) => [row.tier_name, Number(row.old_price), Number(row.new_price), row.changed_by_email])).toEqual([
      ["over_2500", seeded.over_2500, 777, sessions.ownerEmail],
      ["under_1500", seeded.under_1500, 412.5, sessions.ownerEmail],
    ]);
    expect((await traces()).audit).toBe(before.audit + 1);
    const owner = await as("owner-aal2", "GET", `service_price_changes?select=tier_name,new_price&service_id=eq.${SERVICE}&order=changed_at.desc,id.desc&limit=2`);
    expect(owner.body).toHaveLength(2);

    // The server's re-pricing reads what was just saved: no cache keeps the old price.
    const id = await sendVideographyRequest({ basePrice: 412.5, finalPrice: 412.5 });
    const row = await one<{ server_base_price: string; server_final_price: string; price_mismatch: boolean }>(
      "select server_base_price, server_final_price, price_mismatch from public.service_requests where id = $1",
      [id],
    );
    expect([Number(row.server_base_price), Number(row.server_final_price), row.price_mismatch]).toEqual([412.5, 412.5, false]);
    // A visitor's read of the prices shows it too.
    const visitor = await fetch(`${stack.gatewayUrl}/rest/v1/service_pricing?select=price&service_id=eq.${SERVICE}&tier_name=eq.under_1500`, {
      headers: anonHeaders({ contentType: null }),
    });
    expect(((await visitor.json()) as { price: number }[]).map((row) => Number(row.price))).toEqual([412.5]);
  });

  it("refuses a save made from prices another device has changed since (409), and writes nothing", async () => {
    const before = { prices: await storedPrices(), ...(await traces()) };
    const answer = await save({ p_prices: { under_1500: 1, "1500_to_2500": 2, over_2500: 3 }, p_expected: seeded });
    expect(answer.status).toBe(409);
    expect({ prices: await storedPrices(), ...(await traces()) }).toEqual(before);
  });

  it("saving the same prices again records no change", async () => {
    const current = await storedPrices();
    const before = await traces();
    const answer = await save({ p_prices: current, p_description: "A short film of the home.", p_expected: current });
    expect(answer.status).toBe(200);
    expect(await traces()).toEqual(before);
  });
});

describe("discount codes", () => {
  const create = (body: Record<string, unknown>) => as("owner-aal2", "POST", "rpc/owner_create_discount_code", body);
  const validate = async (value: string) => {
    const response = await postAsAnon(`${stack.gatewayUrl}/rest/v1/rpc/validate_discount_code`, { code_to_check: value }, { address: `198.18.0.${++callers % 250}` });
    return ((await response.json()) as { valid: boolean; service_ids: string[] | null }[])[0]!;
  };

  it.each([
    ["a code of one character", { p_code: "A", p_type: "percentage", p_value: 10 }],
    ["a code with a space", { p_code: "TWO WORDS", p_type: "percentage", p_value: 10 }],
    ["an unknown kind", { p_code: code("KIND"), p_type: "free", p_value: 10 }],
    ["a percentage over 100", { p_code: code("PCT"), p_type: "percentage", p_value: 101 }],
    ["an amount of 0", { p_code: code("ZERO"), p_type: "fixed_amount", p_value: 0 }],
    ["a negative amount", { p_code: code("NEG"), p_type: "fixed_amount", p_value: -5 }],
    ["an amount over 10000", { p_code: code("BIG"), p_type: "fixed_amount", p_value: 10001 }],
    ["an end before the start", { p_code: code("WIN"), p_type: "percentage", p_value: 10, p_valid_from: "2027-02-01T00:00:00Z", p_valid_until: "2027-01-01T00:00:00Z" }],
    ["0 uses", { p_code: code("USES"), p_type: "percentage", p_value: 10, p_max_uses: 0 }],
    ["an empty service list", { p_code: code("SVC"), p_type: "percentage", p_value: 10, p_service_ids: [] }],
    ["a service id of another shape", { p_code: code("SVC2"), p_type: "percentage", p_value: 10, p_service_ids: ["Appraisal!"] }],
    ["a description of 201 characters", { p_code: code("DESC"), p_type: "percentage", p_value: 10, p_description: "x".repeat(201) }],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const before = await traces();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(await traces()).toEqual(before);
  });

  it("makes a code in capitals, refuses the same code in any case (409), and visitors can use it in any case", async () => {
    const made = await create({ p_code: `  ${code("new").toLowerCase()} `, p_type: "percentage", p_value: 15, p_description: "Spring mailing", p_max_uses: 5 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ code: code("NEW"), discount_type: "percentage", max_uses: 5, service_ids: null, is_active: true, created_by: sessions.ownerId });
    const again = await create({ p_code: code("New"), p_type: "fixed_amount", p_value: 5 });
    expect(again.status).toBe(409);
    expect(await count("select 1 from public.discount_codes where code = $1", [code("NEW")])).toBe(1);
    expect(await validate(code("new").toLowerCase())).toMatchObject({ valid: true, service_ids: null });
  });

  it("deactivates a code at once (404 for an unknown id); a deactivated code is refused to visitors and to the server", async () => {
    const made = await create({ p_code: code("STOP"), p_type: "fixed_amount", p_value: 25 });
    const id = (made.body as { id: string }).id;
    expect((await validate(code("STOP"))).valid).toBe(true);
    const stopped = await as("owner-aal2", "POST", "rpc/owner_deactivate_discount_code", { p_id: id });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ is_active: false, deactivated_at: expect.any(String) });
    expect((await validate(code("STOP"))).valid).toBe(false);
    expect((await as("owner-aal2", "POST", "rpc/owner_deactivate_discount_code", { p_id: randomUUID() })).status).toBe(404);
    const requestId = await sendVideographyRequest({ discountCode: { code: code("STOP"), type: "fixed_amount", value: 25 } });
    expect(await one<{ discount_status: string }>("select discount_status from public.service_requests where id = $1", [requestId])).toEqual({ discount_status: "refused" });
  });

  it("records which requests used a code, and an owner reads them with the request", async () => {
    const made = await create({ p_code: code("USED"), p_type: "percentage", p_value: 10 });
    const id = (made.body as { id: string }).id;
    const prices = await storedPrices();
    const first = await sendVideographyRequest({ discountCode: { code: code("used"), type: "percentage", value: 10 }, basePrice: prices.under_1500 });
    const second = await sendVideographyRequest({ discountCode: { code: code("USED"), type: "percentage", value: 10 } });
    const stored = await one<{ discount_status: string; server_final_price: string }>(
      "select discount_status, server_final_price from public.service_requests where id = $1",
      [first],
    );
    expect(stored.discount_status).toBe("applied");
    expect(Number(stored.server_final_price)).toBeCloseTo(prices.under_1500! * 0.9, 2);
    const answer = await as(
      "owner-aal2",
      "GET",
      `discount_codes?select=code,discount_code_uses(service_request_id,service_requests(first_name))&id=eq.${id}`,
    );
    const [row] = answer.body as { discount_code_uses: { service_request_id: string; service_requests: { first_name: string } }[] }[];
    expect(row!.discount_code_uses.map((use) => use.service_request_id).sort()).toEqual([first, second].sort());
    expect(row!.discount_code_uses.every((use) => use.service_requests.first_name === tag)).toBe(true);
  });

  it("a code for other services is refused on the server and counts no use; visitors learn its services", async () => {
    const made = await create({ p_code: code("APPR"), p_type: "percentage", p_value: 20, p_service_ids: ["appraisal", "appraisal"] });
    expect(made.body).toMatchObject({ service_ids: ["appraisal"] });
    expect(await validate(code("APPR"))).toMatchObject({ valid: true, service_ids: ["appraisal"] });
    const requestId = await sendVideographyRequest({ discountCode: { code: code("APPR"), type: "percentage", value: 20 } });
    expect(await one<{ discount_status: string }>("select discount_status from public.service_requests where id = $1", [requestId])).toEqual({ discount_status: "refused" });
    expect(await count("select 1 from public.discount_code_uses u join public.discount_codes d on d.id = u.discount_code_id where d.code = $1", [code("APPR")])).toBe(0);
  });

  it("two requests racing for a code's last uses never take more than its maximum", async () => {
    const made = await create({ p_code: code("RACE"), p_type: "fixed_amount", p_value: 10, p_max_uses: 3 });
    expect(made.status).toBe(200);
    const requests = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        one<{ id: string }>(
          "insert into public.service_requests (first_name, last_name, email, phone, service_type) values ($1, 'Racer', $2, '9085550100', 'appraisal') returning id",
          [tag, `${tag}.race${index}@example.com`],
        ),
      ),
    );
    const answers = await Promise.all(
      requests.map(async ({ id }) => {
        const response = await fetch(`${stack.gatewayUrl}/rest/v1/rpc/redeem_discount_code`, {
          method: "POST",
          headers: { apikey: stack.secretKey, "Content-Type": "application/json" },
          body: JSON.stringify({ p_code: code("race"), p_request_id: id, p_service_ids: ["appraisal"] }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { valid: boolean; refusal: string | null }[])[0]!;
      }),
    );
    expect(answers.filter((answer) => answer.valid)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.valid).every((answer) => answer.refusal === "used_up")).toBe(true);
    expect(await count("select 1 from public.discount_code_uses u join public.discount_codes d on d.id = u.discount_code_id where d.code = $1", [code("RACE")])).toBe(3);
    // Used up: visitors are told it is not valid, like any unusable code.
    expect((await validate(code("RACE"))).valid).toBe(false);
  });
});
