/**
 * The local Auth stand-in: the part of hosted Supabase Auth (GoTrue) the
 * owner's sign-in uses, answering as GoTrue does (paths, bodies, error codes
 * and messages from github.com/supabase/auth internal/api/), served by the
 * gateway at /auth/v1/* (docs/decisions/054). Production always uses hosted
 * Auth; this runs only in the local stack and tests.
 *
 *   GET  /health, /settings, /.well-known/jwks.json
 *   POST /otp                                   email code to an existing user (sign-ups are off)
 *   POST /verify                                email code → aal1 session
 *   POST /token?grant_type=refresh_token        rotate the refresh token
 *   POST /logout?scope=local|global|others
 *   GET  /user
 *   POST /factors, /factors/{id}/challenge, /factors/{id}/verify (→ aal2); DELETE /factors/{id}
 *   POST/GET /admin/users, GET/DELETE /admin/users/{id}   secret key (service_role) only
 *
 * Users, sessions, refresh tokens and factors live in the `auth` schema in
 * hosted's table shapes (schema.sql), so a restart keeps them. Tokens are
 * HS256 JWTs signed with the local JWT secret, which PostgREST verifies.
 */
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Hono, type Context } from "hono";
import { jwtVerify, SignJWT } from "jose";
import nodemailer from "nodemailer";
import { Secret, TOTP } from "otpauth";
import pg from "pg";
import { renderSVG } from "uqr";
import type { AuthSettings } from "./auth-config.ts";

export interface AuthServerOptions {
  databaseUrl: string;
  jwtSecret: string;
  /** The issuer in tokens: <gateway>/auth/v1. */
  issuer: string;
  smtpPort: number;
  settings: AuthSettings;
}

const API_VERSION = "2024-01-01";
/** GoTrue's defaults: a challenge lives 5 minutes, an unverified factor 5 minutes. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Db = pg.Pool | pg.PoolClient;

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  factor_id: string | null;
}

interface Caller {
  user: UserRow;
  session: SessionRow;
  claims: Record<string, unknown>;
}

type Env = { Variables: { ip: string } };

const iso = (value: Date | null | undefined): string | undefined => (value ? value.toISOString() : undefined);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The hash GoTrue stores for a mailed code: sha224 of email + code, hex. */
export function otpTokenHash(email: string, token: string): string {
  return createHash("sha224").update(email + token).digest("hex");
}

export interface AuthServer {
  app: Hono<Env>;
  close(): Promise<void>;
}

export function createAuthServer(options: AuthServerOptions): AuthServer {
  const { settings } = options;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  pool.on("error", () => undefined);
  const secret = new TextEncoder().encode(options.jwtSecret);
  const mailer = nodemailer.createTransport({ host: "127.0.0.1", port: options.smtpPort, secure: false, ignoreTLS: true });
  let schemaReady: Promise<void> | undefined;
  const ensureSchema = (): Promise<void> => {
    schemaReady ??= pool
      .query(readFileSync(new URL("./schema.sql", import.meta.url), "utf8"))
      .then(() => undefined)
      .catch((error: unknown) => {
        schemaReady = undefined;
        throw error;
      });
    return schemaReady;
  };

  const app = new Hono<Env>();

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    return errorResponse(c, new AuthError(500, "unexpected_failure", `Local Auth error: ${error.message}`));
  });
  app.notFound((c) => errorResponse(c, new AuthError(404, "not_found", "Not Found")));

  app.use(async (c, next) => {
    c.set("ip", c.req.header("cf-connecting-ip") ?? "127.0.0.1");
    await ensureSchema();
    await next();
  });

  app.get("/health", (c) => c.json({ version: "local", name: "GoTrue", description: "GoTrue is a user registration and authentication API" }));

  app.get("/settings", (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false, apple: false, azure: false, github: false, google: false },
      disable_signup: settings.signupDisabled,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );

  // The HS256 secret is never published: the key set is empty, and supabase-js's
  // getClaims() falls back to GET /user for HS256 tokens, as with hosted symmetric keys.
  app.get("/.well-known/jwks.json", (c) => c.json({ keys: [] }));

  app.post("/otp", async (c) => {
    const body = await jsonBody(c);
    if (typeof body.phone === "string" && body.phone !== "") {
      if (body.email) throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided");
      throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
    }
    if (typeof body.email !== "string" || body.email === "") throw new AuthError(400, "validation_failed", "One of email or phone must be set");
    const email = validateEmail(body.email);
    const user = await findUserByEmail(pool, email);
    if (!user) {
      if (body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
      if (settings.signupDisabled) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      throw new AuthError(422, "signup_disabled", "The local Auth stand-in creates no users: add one with npm run owner");
    }
    if (user.recovery_sent_at) {
      const wait = Math.ceil(user.recovery_sent_at.getTime() / 1000 + settings.maxFrequency - Date.now() / 1000);
      if (wait > 0) throw new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${wait} seconds.`);
    }
    const token = Array.from({ length: settings.otpLength }, () => String(randomInt(10))).join("");
    const hash = otpTokenHash(email, token);
    await transaction(pool, async (db) => {
      await db.query("update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1", [user.id, hash]);
      await db.query(
        `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
         values ($1, $2, 'recovery_token', $3, $4)
         on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
        [randomUUID(), user.id, hash, email],
      );
    });
    const html = settings.magicLinkTemplate
      .replaceAll("{{ .Token }}", token)
      .replaceAll("{{ .SiteURL }}", settings.siteUrl)
      .replaceAll("{{ .Email }}", email);
    await mailer.sendMail({ from: "Supabase Auth <noreply@mail.app.supabase.io>", to: email, subject: settings.magicLinkSubject, html });
    return c.json({});
  });

  app.post("/verify", async (c) => {
    const body = await jsonBody(c);
    if (!body.type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
    if (!["email", "magiclink", "recovery", "signup"].includes(String(body.type))) {
      throw new AuthError(400, "validation_failed", "Unsupported verification type");
    }
    if (!body.token && !body.token_hash) throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
    if (typeof body.email !== "string" || typeof body.token !== "string") {
      throw new AuthError(400, "validation_failed", "Only the token_hash and type should be provided");
    }
    const email = validateEmail(body.email);
    const hash = otpTokenHash(email, body.token);
    const response = await transaction(pool, async (db) => {
      const { rows } = await db.query<UserRow>("select * from auth.users where lower(email) = $1 and deleted_at is null for update", [email]);
      const user = rows[0];
      const expired = "Token has expired or is invalid";
      if (!user) throw new AuthError(403, "otp_expired", expired);
      if (user.banned_until && user.banned_until > new Date()) throw new AuthError(403, "user_banned", "User is banned");
      const sentAt = user.recovery_sent_at?.getTime() ?? 0;
      const valid = !!user.recovery_token && user.recovery_token === hash && Date.now() <= sentAt + settings.otpExpiry * 1000;
      if (!valid) throw new AuthError(403, "otp_expired", expired);
      // A code works once: it is cleared in the same transaction that signs in.
      await db.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
           last_sign_in_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
      await db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'", [user.id]);
      const sessionId = randomUUID();
      await db.query(
        "insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, now(), now(), 'aal1', $3, $4)",
        [sessionId, user.id, c.req.header("user-agent") ?? null, c.get("ip")],
      );
      await addClaim(db, sessionId, "otp");
      const refreshToken = await issueRefreshToken(db, user.id, sessionId, null);
      return tokenResponse(db, user.id, sessionId, refreshToken);
    });
    return c.json(response);
  });

  app.post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    if (grant === "password") throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    if (grant !== "refresh_token") throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
    const body = await jsonBody(c);
    if (typeof body.refresh_token !== "string" || body.refresh_token === "") {
      throw new AuthError(400, "validation_failed", "Refresh token is not valid");
    }
    const presented = body.refresh_token;
    const response = await transaction(pool, async (db) => {
      const { rows } = await db.query<{ id: string; token: string; user_id: string; revoked: boolean; session_id: string | null; updated_at: Date }>(
        "select * from auth.refresh_tokens where token = $1 for update",
        [presented],
      );
      const row = rows[0];
      if (!row || !row.session_id) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const session = await db.query<SessionRow>("select * from auth.sessions where id = $1 for update", [row.session_id]);
      if (!session.rows[0]) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
      if (row.revoked) {
        // Within the reuse interval a rotated token is answered with its own successor (a
        // client that lost the answer retries); a token revoked by the second factor has none.
        const { rows: active } = await db.query<{ token: string }>(
          "select token from auth.refresh_tokens where session_id = $1 and parent = $2 and revoked = false order by id desc limit 1",
          [row.session_id, row.token],
        );
        const withinReuse = Date.now() - row.updated_at.getTime() <= settings.refreshTokenReuseInterval * 1000;
        if (withinReuse && active[0]) return tokenResponse(db, row.user_id, row.session_id, active[0].token);
        // Reuse of a rotated token outside the interval: the whole session is revoked.
        await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [row.session_id]);
        throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
      await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
      await db.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [row.session_id]);
      const next = await issueRefreshToken(db, row.user_id, row.session_id, row.token);
      return tokenResponse(db, row.user_id, row.session_id, next);
    });
    return c.json(response);
  });

  app.post("/logout", async (c) => {
    const scope = c.req.query("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
    const caller = await authenticate(c);
    if (scope === "local") await pool.query("delete from auth.sessions where id = $1", [caller.session.id]);
    else if (scope === "others") await pool.query("delete from auth.sessions where user_id = $1 and id <> $2", [caller.user.id, caller.session.id]);
    else await pool.query("delete from auth.sessions where user_id = $1", [caller.user.id]);
    return c.body(null, 204);
  });

  app.get("/user", async (c) => {
    const caller = await authenticate(c);
    return c.json(await userJson(pool, caller.user));
  });

  app.post("/factors", async (c) => {
    const caller = await authenticate(c);
    const body = await jsonBody(c);
    if (body.factor_type === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    if (body.factor_type === "webauthn") throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    if (body.factor_type !== "totp") throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    if (!settings.totpEnroll) throw new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
    const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name : "";
    const issuer = typeof body.issuer === "string" && body.issuer ? body.issuer : new URL(settings.siteUrl).host;
    await pool.query(
      "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)",
      [caller.user.id, FACTOR_EXPIRY_SECONDS],
    );
    const factors = await factorsOf(pool, caller.user.id);
    if (factors.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
      throw new AuthError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const verified = factors.filter((factor) => factor.status === "verified").length;
    if (factors.length >= settings.maxEnrolledFactors || verified >= settings.maxEnrolledFactors) {
      throw new AuthError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
    }
    if (verified > 0 && caller.session.aal !== "aal2") throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    const totp = new TOTP({ issuer, label: caller.user.email ?? "", algorithm: "SHA1", digits: 6, period: 30, secret: new Secret({ size: 20 }) });
    const id = randomUUID();
    await pool.query(
      "insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret) values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)",
      [id, caller.user.id, friendlyName, totp.secret.base32],
    );
    const uri = totp.toString();
    // GoTrue answers the QR code as SVG markup; supabase-js makes it a data URL.
    return c.json({ id, type: "totp", friendly_name: friendlyName, totp: { qr_code: renderSVG(uri), secret: totp.secret.base32, uri } });
  });

  app.post("/factors/:factorId/challenge", async (c) => {
    const caller = await authenticate(c);
    const factor = await ownedFactor(caller, c.req.param("factorId"));
    if (factor.factor_type !== "totp") throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    if (!settings.totpVerify) throw new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
    const id = randomUUID();
    const { rows } = await pool.query<{ created_at: Date }>(
      "insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3) returning created_at",
      [id, factor.id, c.get("ip")],
    );
    await pool.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
    return c.json({ id, type: "totp", expires_at: Math.floor(rows[0]!.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS });
  });

  app.post("/factors/:factorId/verify", async (c) => {
    const caller = await authenticate(c);
    const factor = await ownedFactor(caller, c.req.param("factorId"));
    const body = await jsonBody(c);
    if (typeof body.code !== "string" || body.code === "") throw new AuthError(400, "validation_failed", "Code needs to be non-empty");
    if (!settings.totpVerify) throw new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
    const code = body.code;
    const challengeId = typeof body.challenge_id === "string" ? body.challenge_id : "";
    const response = await transaction(pool, async (db) => {
      const { rows } = await db.query<{ id: string; created_at: Date; verified_at: Date | null; ip_address: string }>(
        "select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update",
        [challengeId, factor.id],
      );
      const challenge = rows[0];
      if (!challenge) throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
      if (challenge.verified_at || challenge.ip_address !== c.get("ip")) {
        throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
      }
      if (Date.now() > challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
        await db.query("delete from auth.mfa_challenges where id = $1", [challenge.id]);
        throw new AuthError(422, "mfa_challenge_expired", `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      }
      // As GoTrue: 30-second steps, six digits, SHA-1, one step either side.
      const valid = TOTP.validate({ token: code, secret: Secret.fromBase32(factor.secret ?? ""), algorithm: "SHA1", digits: 6, period: 30, window: 1 }) !== null;
      if (!valid) return undefined;
      await db.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challenge.id]);
      await db.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
      await addClaim(db, caller.session.id, "totp");
      await db.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [caller.session.id, factor.id]);
      // The aal1 refresh token no longer rotates into this aal2 session.
      await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1", [caller.session.id]);
      const refreshToken = await issueRefreshToken(db, caller.user.id, caller.session.id, null);
      await db.query("delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'", [caller.user.id, caller.session.id]);
      await db.query("delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'", [caller.user.id]);
      return tokenResponse(db, caller.user.id, caller.session.id, refreshToken);
    });
    if (!response) throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    return c.json(response);
  });

  app.delete("/factors/:factorId", async (c) => {
    const caller = await authenticate(c);
    const factor = await ownedFactor(caller, c.req.param("factorId"));
    if (factor.status === "verified" && caller.session.aal !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    await transaction(pool, async (db) => {
      const { rows } = await db.query<{ id: string }>("select id from auth.sessions where factor_id = $1", [factor.id]);
      await db.query("delete from auth.mfa_factors where id = $1", [factor.id]);
      for (const session of rows) {
        await db.query("delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [session.id]);
      }
      await db.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1 and factor_id = $2", [
        factor.user_id,
        factor.id,
      ]);
    });
    return c.json({ id: factor.id });
  });

  app.use("/admin/*", async (c, next) => {
    const claims = await bearerClaims(c);
    if (!ADMIN_ROLES.has(String(claims.role))) throw new AuthError(403, "not_admin", "User not allowed");
    await next();
  });

  app.post("/admin/users", async (c) => {
    const body = await jsonBody(c);
    if (typeof body.email !== "string" || body.email === "") throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    const email = validateEmail(body.email);
    if (await findUserByEmail(pool, email)) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const id = randomUUID();
    const confirmed = body.email_confirm === true;
    const userMeta = typeof body.user_metadata === "object" && body.user_metadata ? body.user_metadata : {};
    await transaction(pool, async (db) => {
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, now(), now(), '', '', '', '')`,
        [id, email, confirmed ? new Date() : null, { provider: "email", providers: ["email"] }, userMeta],
      );
      await db.query(
        "insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) values ($1, $2, $3, 'email', now(), now())",
        [id, id, { sub: id, email, email_verified: confirmed, phone_verified: false }],
      );
    });
    return c.json(await userJson(pool, (await findUserById(pool, id))!));
  });

  app.get("/admin/users", async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query("page") || "1", 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query("per_page") || "50", 10) || 50));
    const total = Number((await pool.query<{ n: string }>("select count(*) as n from auth.users where deleted_at is null")).rows[0]!.n);
    const { rows } = await pool.query<UserRow>("select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2", [
      perPage,
      (page - 1) * perPage,
    ]);
    const users = await Promise.all(rows.map((row) => userJson(pool, row)));
    const base = new URL(c.req.url);
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) => `<${base.pathname}?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, "next")] : []), link(last, "last")];
    c.header("x-total-count", String(total));
    c.header("link", links.join(", "));
    return c.json({ aud: "authenticated", users });
  });

  app.get("/admin/users/:userId", async (c) => {
    const user = await findUserById(pool, c.req.param("userId"));
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return c.json(await userJson(pool, user));
  });

  app.delete("/admin/users/:userId", async (c) => {
    const user = await findUserById(pool, c.req.param("userId"));
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    const answer = await userJson(pool, user);
    await pool.query("delete from auth.users where id = $1", [user.id]);
    return c.json(answer);
  });

  /** Bearer token claims, verified with the local JWT secret (GoTrue's requireAuthentication). */
  async function bearerClaims(c: Context<Env>): Promise<Record<string, unknown>> {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!match) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    try {
      const { payload } = await jwtVerify(match[1]!, secret, { algorithms: ["HS256"] });
      return payload as Record<string, unknown>;
    } catch (error) {
      throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
  }

  async function authenticate(c: Context<Env>): Promise<Caller> {
    const claims = await bearerClaims(c);
    if (typeof claims.sub !== "string" || claims.sub === "") throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
    const user = await findUserById(pool, claims.sub);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
    const { rows } = await pool.query<SessionRow>("select id, user_id, aal, factor_id from auth.sessions where id::text = $1", [sessionId]);
    if (!rows[0] || rows[0].user_id !== user.id) throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    return { user, session: rows[0], claims };
  }

  async function ownedFactor(caller: Caller, factorId: string): Promise<FactorRow> {
    const { rows } = await pool.query<FactorRow>("select * from auth.mfa_factors where id::text = $1 and user_id = $2", [factorId, caller.user.id]);
    if (!rows[0]) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    return rows[0];
  }

  async function issueRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null): Promise<string> {
    const token = randomBytes(9).toString("base64url");
    await db.query(
      "insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id) values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)",
      [token, userId, parent, sessionId],
    );
    return token;
  }

  async function tokenResponse(db: Db, userId: string, sessionId: string, refreshToken: string): Promise<Record<string, unknown>> {
    const user = (await findUserById(db, userId))!;
    const { rows: claims } = await db.query<{ authentication_method: string; updated_at: Date }>(
      "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc",
      [sessionId],
    );
    const aal = claims.some((claim) => claim.authentication_method === "totp") ? "aal2" : "aal1";
    const iat = nowSeconds();
    const exp = iat + settings.jwtExpiry;
    const accessToken = await new SignJWT({
      aud: "authenticated",
      exp,
      iat,
      iss: options.issuer,
      sub: user.id,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? "authenticated",
      aal,
      amr: claims.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.updated_at.getTime() / 1000) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(secret);
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: settings.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, user),
    };
  }

  return {
    app,
    close: async () => {
      mailer.close();
      await pool.end();
    },
  };
}

function validateEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  return email;
}

async function jsonBody(c: Context<Env>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

/**
 * GoTrue's error answer: with `X-Supabase-Api-Version: 2024-01-01` (as
 * supabase-js sends) `{ code, message }` and the version echoed; without it
 * the older `{ code: <status>, error_code, msg }`.
 */
function errorResponse(c: Context<Env>, error: AuthError): Response {
  const versioned = (c.req.header("x-supabase-api-version") ?? "") >= API_VERSION;
  const headers: Record<string, string> = { "x-sb-error-code": error.code };
  if (versioned) {
    headers["x-supabase-api-version"] = API_VERSION;
    return Response.json({ code: error.code, message: error.message }, { status: error.status, headers });
  }
  return Response.json({ code: error.status, error_code: error.code, msg: error.message }, { status: error.status, headers });
}

async function transaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>("select * from auth.users where lower(email) = $1 and deleted_at is null", [email]);
  return rows[0];
}

async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>("select * from auth.users where id::text = $1", [id]);
  return rows[0];
}

async function factorsOf(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>("select * from auth.mfa_factors where user_id = $1 order by created_at", [userId]);
  return rows;
}

async function addClaim(db: Db, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/** A user as GoTrue's models.User marshals it (omitempty fields left out when empty). */
async function userJson(db: Db, user: UserRow): Promise<Record<string, unknown>> {
  const factors = await factorsOf(db, user.id);
  const { rows: identities } = await db.query<{
    id: string;
    provider_id: string;
    user_id: string;
    identity_data: Record<string, unknown>;
    provider: string;
    last_sign_in_at: Date | null;
    created_at: Date;
    updated_at: Date;
    email: string | null;
  }>("select * from auth.identities where user_id = $1 order by created_at", [user.id]);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.length
      ? factors.map((factor) => ({
          id: factor.id,
          friendly_name: factor.friendly_name || undefined,
          factor_type: factor.factor_type,
          status: factor.status,
          created_at: factor.created_at.toISOString(),
          updated_at: factor.updated_at.toISOString(),
          phone: factor.phone,
          last_challenged_at: iso(factor.last_challenged_at) ?? null,
        }))
      : undefined,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: identity.created_at.toISOString(),
      updated_at: identity.updated_at.toISOString(),
      email: identity.email ?? undefined,
    })),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
  return JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
}
