/**
 * The local Auth stand-in answers as Supabase Auth describes itself: for every endpoint it
 * serves, the status is one the published openapi.yaml lists for that operation and the
 * JSON body matches that answer's schema (tests/backend/fixtures/gotrue-openapi.yaml,
 * docs/decisions/054). Errors are checked in the description's error shape (requests
 * without X-Supabase-Api-Version get it, as from GoTrue).
 */
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { parse } from "yaml";
import { addUser, asSuperuser, mailedCode, totpCode } from "./helpers/owner-auth.ts";

const stack = inject("stack");
const auth = `${stack.gatewayUrl}/auth/v1`;

interface Operation {
  responses: Record<string, { $ref?: string; content?: { "application/json"?: { schema: unknown } } }>;
}
const spec = parse(readFileSync(new URL("./fixtures/gotrue-openapi.yaml", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: { "application/json"?: { schema: unknown } } }> };
};

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("phone", true);
ajv.addSchema({ $id: "gotrue", components: spec.components }, "gotrue");

/** Rewrites local `#/components/...` references to the registered description. */
function rooted(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"gotrue#/components/')) as unknown;
}

const validators = new Map<string, ValidateFunction>();

/** Checks a recorded answer against the description of `method path`: a listed status, a matching body. */
async function conforms(method: string, path: string, response: Response): Promise<{ status: number; body: unknown }> {
  const operation = spec.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is described`).toBeDefined();
  const status = String(response.status);
  const answer = operation!.responses[status];
  expect(answer, `${method.toUpperCase()} ${path} lists status ${status}`).toBeDefined();
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  const resolved = answer!.$ref ? spec.components.responses[answer!.$ref.split("/").at(-1)!] : answer;
  const schema = resolved?.content?.["application/json"]?.schema;
  if (schema) {
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(rooted(schema) as object);
      validators.set(key, validate);
    }
    expect(validate(body), `${key}: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 400)}`).toBe(true);
  }
  return { status: response.status, body };
}

const json = (token?: string) => ({
  apikey: stack.publishableKey,
  "Content-Type": "application/json",
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});
const secretHeaders = { apikey: stack.secretKey, "Content-Type": "application/json" };
const post = (path: string, body: unknown, token?: string) => fetch(`${auth}${path}`, { method: "POST", headers: json(token), body: JSON.stringify(body) });

let email: string;
let userId: string;

beforeAll(async () => {
  email = `openapi-${Date.now()}@example.com`;
  userId = await addUser(email);
});

describe("the Auth stand-in against Supabase Auth's openapi.yaml", () => {
  it("GET /settings, /health", async () => {
    const settings = await conforms("get", "/settings", await fetch(`${auth}/settings`, { headers: json() }));
    expect(settings).toMatchObject({ status: 200, body: { disable_signup: true } });
    expect((await conforms("get", "/health", await fetch(`${auth}/health`, { headers: json() }))).status).toBe(200);
  });

  it("POST /otp, /verify, /token, GET /user, the factors, POST /logout: answers and refusals", async () => {
    expect((await conforms("post", "/otp", await post("/otp", { email: `nobody-${Date.now()}@example.com`, create_user: false }))).status).toBe(422);
    expect((await conforms("post", "/otp", await post("/otp", { email: "not an address", create_user: false }))).status).toBe(400);
    const asked = new Date(Date.now() - 1000);
    expect(await conforms("post", "/otp", await post("/otp", { email, create_user: false }))).toMatchObject({ status: 200 });
    const code = (await mailedCode(email, asked))!;

    const refused = await post("/verify", { type: "email", email, token: "0".repeat(code.length) === code ? "1".repeat(code.length) : "0".repeat(code.length) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" });

    const session = await conforms("post", "/verify", await post("/verify", { type: "email", email, token: code }));
    expect(session.status).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = session.body as { access_token: string; refresh_token: string };

    expect((await conforms("get", "/user", await fetch(`${auth}/user`, { headers: json(accessToken) }))).body).toMatchObject({ id: userId, email });

    const enrolled = await conforms("post", "/factors", await post("/factors", { factor_type: "totp", friendly_name: "app" }, accessToken));
    const factor = enrolled.body as { id: string; totp: { secret: string; qr_code: string } };
    expect(factor.totp.qr_code).toMatch(/^<svg/);
    expect((await conforms("post", "/factors", await post("/factors", { factor_type: "sms" }, accessToken))).status).toBe(400);

    const challenge = await conforms("post", "/factors/{factorId}/challenge", await post(`/factors/${factor.id}/challenge`, {}, accessToken));
    const challengeId = (challenge.body as { id: string }).id;
    expect((await conforms("post", "/factors/{factorId}/verify", await post(`/factors/${factor.id}/verify`, { challenge_id: challengeId }, accessToken))).status).toBe(400);
    const aal2 = await conforms(
      "post",
      "/factors/{factorId}/verify",
      await post(`/factors/${factor.id}/verify`, { challenge_id: challengeId, code: totpCode(factor.totp.secret) }, accessToken),
    );
    expect(aal2.status).toBe(200);
    const aal2Token = (aal2.body as { access_token: string }).access_token;

    // The aal1 refresh token no longer works once the session is aal2.
    const old = await fetch(`${auth}/token?grant_type=refresh_token`, { method: "POST", headers: json(), body: JSON.stringify({ refresh_token: refreshToken }) });
    expect(old.status).toBe(400);
    const rotated = await conforms(
      "post",
      "/token",
      await fetch(`${auth}/token?grant_type=refresh_token`, {
        method: "POST",
        headers: json(),
        body: JSON.stringify({ refresh_token: (aal2.body as { refresh_token: string }).refresh_token }),
      }),
    );
    expect(rotated.status).toBe(200);
    expect((await conforms("post", "/token", await fetch(`${auth}/token?grant_type=refresh_token`, { method: "POST", headers: json(), body: "{}" }))).status).toBe(400);

    const removed = await conforms("delete", "/factors/{factorId}", await fetch(`${auth}/factors/${factor.id}`, { method: "DELETE", headers: json(aal2Token) }));
    expect(removed.body).toEqual({ id: factor.id });

    expect((await conforms("post", "/logout", await post("/logout?scope=local", {}, aal2Token))).status).toBe(204);
    expect((await conforms("post", "/logout", await post("/logout", {}))).status).toBe(401);
    expect(await asSuperuser("select 1 from auth.sessions where user_id = $1", [userId])).toHaveLength(0);
  });

  it("the admin users endpoints: the secret key only", async () => {
    const list = await conforms("get", "/admin/users", await fetch(`${auth}/admin/users?page=1&per_page=5`, { headers: secretHeaders }));
    expect((list.body as { users: unknown[] }).users.length).toBeGreaterThan(0);
    expect((await conforms("get", "/admin/users", await fetch(`${auth}/admin/users`, { headers: json() }))).status).toBe(403);
    const one = await conforms("get", "/admin/users/{userId}", await fetch(`${auth}/admin/users/${userId}`, { headers: secretHeaders }));
    expect(one.body).toMatchObject({ id: userId, email });
    const missing = await conforms("get", "/admin/users/{userId}", await fetch(`${auth}/admin/users/00000000-0000-4000-8000-000000000000`, { headers: secretHeaders }));
    expect(missing.status).toBe(404);

    const doomed = await addUser(`doomed-${Date.now()}@example.com`, false);
    const deleted = await conforms("delete", "/admin/users/{userId}", await fetch(`${auth}/admin/users/${doomed}`, { method: "DELETE", headers: secretHeaders }));
    expect(deleted.body).toMatchObject({ id: doomed });
    expect(await asSuperuser("select 1 from auth.users where id = $1", [doomed])).toHaveLength(0);
  });
});
