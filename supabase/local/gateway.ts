/**
 * The local API gateway: hosted Supabase's URL layout on one port.
 *
 *   GET  /health                                   unauthenticated liveness
 *   *    /rest/v1/<path>                           PostgREST /<path>
 *   *    /functions/v1/<name>[/<rest>]             that function's Deno process, path /<name>[/<rest>]
 *   GET  /storage/v1/object/public/<bucket>/<key>  a file under the storage root, if the bucket is public
 *   POST|PUT|DELETE /storage/v1/object/...         uploads, deletes and lists as hosted Storage (storage-api.ts)
 *   *    /auth/v1/<path>                           the local Auth stand-in, path /<path> (auth/auth-server.ts)
 *
 * Like hosted Supabase's gateway, /rest and /functions want an `apikey`
 * (header or query parameter): the publishable key (anon role), the secret
 * key (service_role; refused from a browser), or, while legacy keys are on,
 * a legacy JWT of ours with role anon or service_role (keys.ts,
 * docs/decisions/043-publishable-and-secret-keys.md). Functions whose
 * `verify_jwt` is false in supabase/config.toml need no key: hosted, the
 * platform checks none for them and the function authorises the request.
 * CORS preflights and public storage objects need none either (browsers
 * load those from <img src> without headers). Other paths are 404.
 * Upstream, a legacy key without an Authorization header is passed on as
 * the bearer token; for a publishable or secret key (not a JWT) the gateway
 * passes a short-lived JWT for its role instead. The gateway answers CORS
 * for REST, storage and its own errors; function answers pass through
 * untouched, because on hosted Supabase each function handles CORS (and
 * OPTIONS) itself.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  Agent,
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import type { FunctionTarget } from "./functions.ts";
import { identifyKey, mintRoleJwt, type LocalKeys } from "./keys.ts";
import type { StackLogger } from "./processes.ts";
import { mountStorageApi } from "./storage-api.ts";
import type { StorageDatabase } from "./storage-buckets.ts";

export interface GatewayOptions {
  postgrestPort: number;
  /** Looked up per request, so a function that crashes shows as down. */
  functions: ReadonlyMap<string, FunctionTarget>;
  storageRoot: string;
  /**
   * Whether storage.buckets has this bucket with public = true, as hosted
   * Storage asks before it serves a public object (storage-buckets.ts).
   */
  isPublicBucket: (bucket: string) => Promise<boolean>;
  logger: StackLogger;
  /** The keys it accepts. */
  keys: LocalKeys;
  /** Whether the legacy JWT keys are accepted too (a hosted project can deactivate them). */
  legacyKeys: boolean;
  /**
   * The storage tables the Storage API writes (storage-api.ts, decision 068); without them
   * the gateway serves public objects only.
   */
  storage?: { database: StorageDatabase; maxFileSize: number };
  /** The local Auth stand-in, given the request with /auth/v1 taken off its path (docs/decisions/054). */
  auth?: (request: Request) => Response | Promise<Response>;
}

/** The Authorization the upstream gets, when the gateway sets one. */
type GatewayEnv = { Variables: { authorization: string | undefined } };

const ALLOW_HEADERS = ["authorization", "x-client-info", "apikey", "content-type", "prefer", "range", "accept-profile", "content-profile"];
const EXPOSE_HEADERS = "Content-Range, Content-Profile, Preference-Applied, Location, Range-Unit, Content-Length, ETag";
const PUBLIC_OBJECTS = "/storage/v1/object/public/";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".pdf": "application/pdf",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
};

/** Request headers a proxy must not pass on (hop-by-hop, or set by fetch itself). */
const DROP_REQUEST = ["host", "connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade", "expect", "content-length"];
/** Response headers that describe the upstream connection, not the answer. */
const DROP_RESPONSE = ["connection", "keep-alive", "transfer-encoding", "content-encoding"];
/**
 * After an upstream answered before the whole request body arrived (a function's
 * early 413), the gateway reads and drops up to this much of the body's rest, so
 * the client's next request on the kept-alive connection is read at once; a
 * declared rest beyond it is answered with `Connection: close` instead, and a
 * chunked one that runs past it has its connection closed (decision 045).
 */
export const MAX_DRAIN_BYTES = 4 * 1024 * 1024;

export function createGatewayApp(options: GatewayOptions): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.use(async (c, next) => {
    const started = Date.now();
    await next();
    if (c.res.status >= 400) {
      options.logger.output("gateway", `${c.req.method} ${new URL(c.req.url).pathname} → ${c.res.status} (${Date.now() - started} ms)`);
    }
  });

  app.get("/health", () => cors(Response.json({ status: "ok" })));

  app.options("*", (c) => {
    if (c.req.path.startsWith("/functions/v1/")) return forwardToFunction(c.req.raw, undefined, options);
    return preflight(c.req.raw);
  });

  app.on(["GET", "HEAD"], `${PUBLIC_OBJECTS}*`, (c) => servePublicObject(c.req.raw, options));

  const requireApikey: MiddlewareHandler<GatewayEnv> = async (c, next) => {
    const url = new URL(c.req.url);
    const admission = await admit(options, {
      apikey: c.req.header("apikey") ?? url.searchParams.get("apikey") ?? undefined,
      authorization: c.req.header("authorization"),
      userAgent: c.req.header("user-agent"),
      open: isOpenFunction(url.pathname, options),
    });
    if ("refusal" in admission) return cors(admission.refusal);
    c.set("authorization", admission.authorization);
    await next();
  };
  app.use("/rest/*", requireApikey);
  app.use("/functions/*", requireApikey);

  // Storage's object writes, as hosted: behind the same key check (public objects above need none).
  if (options.storage) {
    app.use("/storage/v1/object/*", async (c, next) => {
      await next();
      cors(c.res);
    });
    app.use("/storage/v1/object/*", requireApikey);
    mountStorageApi(app, { storageRoot: options.storageRoot, ...options.storage });
  }

  const rest = async (request: Request, authorization: string | undefined, peer: string | undefined): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice("/rest/v1".length) || "/";
    const target = `http://127.0.0.1:${options.postgrestPort}${path}${withoutApikey(url.search)}`;
    return cors(await proxy(request, target, authorization, "PostgREST", callerAddressHeaders(peer)));
  };
  app.all("/rest/v1", (c) => rest(c.req.raw, c.get("authorization"), peerAddress(c.env)));
  app.all("/rest/v1/*", (c) => rest(c.req.raw, c.get("authorization"), peerAddress(c.env)));

  app.all("/functions/v1/*", (c) => forwardToFunction(c.req.raw, c.get("authorization"), options, peerAddress(c.env)));

  // Auth, as hosted: behind the same key check; a user's own token passes as
  // sent, a publishable or secret key becomes its role's JWT (admit()).
  app.use("/auth/*", requireApikey);
  app.all("/auth/v1/*", async (c) => {
    if (!options.auth) return cors(Response.json({ message: "no Route matched with those values" }, { status: 404 }));
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice("/auth/v1".length);
    url.search = withoutApikey(url.search);
    const headers = new Headers(c.req.raw.headers);
    const authorization = c.get("authorization");
    if (authorization) headers.set("authorization", authorization);
    const address = forwardedFor(peerAddress(c.env));
    if (address) headers.set(CALLER_ADDRESS_HEADER, address);
    else headers.delete(CALLER_ADDRESS_HEADER);
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const request = new Request(url, { method: c.req.method, headers, body: hasBody ? await c.req.raw.arrayBuffer() : undefined });
    const answer = cors(await options.auth(request));
    answer.headers.set("Access-Control-Expose-Headers", `${EXPOSE_HEADERS}, X-Supabase-Api-Version, X-Total-Count, Link`);
    return answer;
  });

  app.notFound(() => cors(Response.json({ message: "no Route matched with those values" }, { status: 404 })));
  app.onError((error) => {
    options.logger.warn(`gateway error: ${error.stack ?? error.message}`);
    return cors(Response.json({ message: `Local gateway error: ${error.message}` }, { status: 500 }));
  });
  return app;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export async function startGateway(port: number, options: GatewayOptions): Promise<RunningGateway> {
  const app = createGatewayApp(options);
  const viaApp = getRequestListener(app.fetch);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((incoming, outgoing) => {
    passThrough(incoming, outgoing, options, agent).then(
      (handled) => (handled ? undefined : viaApp(incoming, outgoing)),
      (error: unknown) => {
        options.logger.warn(`gateway error: ${(error as Error).stack ?? String(error)}`);
        if (!outgoing.headersSent) return viaApp(incoming, outgoing);
        outgoing.destroy();
      },
    );
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolvePromise();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/**
 * The hot path, at the Node level: a /rest/v1 or /functions/v1 request the
 * key check lets in (admit()), for a running function, is piped to its upstream over a
 * keep-alive connection, without building web Request/Response objects (the
 * app's proxy() costs about 2 ms of the gateway's one thread a request;
 * this about a quarter of that, measured with `npm run bench:search`). It
 * answers exactly what the app would; anything else (preflights, missing or
 * refused keys, unknown or stopped functions, storage, errors) returns false
 * and the Hono app answers it.
 */
async function passThrough(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: GatewayOptions,
  agent: Agent,
): Promise<boolean> {
  const { method = "GET", url: rawUrl = "/" } = incoming;
  if (method === "OPTIONS") return false;
  const isRest = rawUrl === "/rest/v1" || rawUrl.startsWith("/rest/v1/") || rawUrl.startsWith("/rest/v1?");
  const isFunction = rawUrl.startsWith("/functions/v1/");
  if (!isRest && !isFunction) return false;

  const url = new URL(rawUrl, "http://gateway.local");
  const headerKey = incoming.headers.apikey;
  const admission = await admit(options, {
    apikey: (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? url.searchParams.get("apikey") ?? undefined,
    authorization: incoming.headers.authorization,
    userAgent: incoming.headers["user-agent"],
    open: isFunction && isOpenFunction(url.pathname, options),
  });
  if ("refusal" in admission) return false;

  const headers: IncomingHttpHeaders = { ...incoming.headers };
  for (const name of DROP_REQUEST) if (name !== "content-length" && name !== "transfer-encoding") delete headers[name];
  headers["accept-encoding"] = "identity";
  if (admission.authorization) headers.authorization = admission.authorization;

  let port: number;
  let path: string;
  let upstreamName: string;
  if (isRest) {
    port = options.postgrestPort;
    path = `${url.pathname.slice("/rest/v1".length) || "/"}${withoutApikey(url.search)}`;
    upstreamName = "PostgREST";
  } else {
    const rest = url.pathname.slice("/functions/v1/".length);
    const name = rest.split("/", 1)[0] ?? "";
    const target = options.functions.get(name);
    if (!name || !target || target.down) return false;
    port = target.port;
    path = `/${rest}${withoutApikey(url.search)}`;
    upstreamName = `Function ${name}`;
  }
  // Functions and PostgREST alike are told the caller's address (the
  // database's visitor-insert limits read it from PostgREST's request.headers).
  const clientAddress = forwardedFor(incoming.socket.remoteAddress);
  if (clientAddress) headers[CALLER_ADDRESS_HEADER] = clientAddress;
  else delete headers[CALLER_ADDRESS_HEADER];

  const started = Date.now();
  const logIfFailed = (status: number) => {
    if (status >= 400) options.logger.output("gateway", `${method} ${url.pathname} → ${status} (${Date.now() - started} ms)`);
  };
  let received = 0;
  incoming.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  /** The upstream's answer has been passed on whole. */
  let answered = false;
  const upstream = httpRequest({ host: "127.0.0.1", port, method, path, headers, agent }, (answer) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !DROP_RESPONSE.includes(name)) out[name] = value;
    }
    if (isRest) {
      out["access-control-allow-origin"] = "*";
      out["access-control-expose-headers"] = EXPOSE_HEADERS;
    }
    const declared = Number(incoming.headers["content-length"] ?? Number.NaN);
    if (!incoming.complete && declared - received > MAX_DRAIN_BYTES) out.connection = "close";
    const status = answer.statusCode ?? 502;
    outgoing.writeHead(status, answer.statusMessage, out);
    answer.pipe(outgoing);
    answer.on("end", () => {
      answered = true;
      if (!incoming.complete) dropRestOfBody(incoming, upstream);
    });
    logIfFailed(status);
  });
  upstream.on("error", (error) => {
    // The upstream stopped reading a body it had already answered: nothing is lost.
    if (answered) return;
    if (outgoing.headersSent) {
      outgoing.destroy(error);
      return;
    }
    const body = JSON.stringify({ message: `${upstreamName} is not reachable: ${error.message}` });
    const answerHeaders: Record<string, string> = { "content-type": "application/json" };
    if (isRest) {
      answerHeaders["access-control-allow-origin"] = "*";
      answerHeaders["access-control-expose-headers"] = EXPOSE_HEADERS;
    }
    outgoing.writeHead(502, answerHeaders).end(body);
    logIfFailed(502);
  });
  outgoing.on("close", () => {
    if (!outgoing.writableFinished) upstream.destroy();
  });
  incoming.pipe(upstream);
  return true;
}

/** What a request presents: its apikey (header or query parameter), Authorization and User-Agent. */
interface Presented {
  apikey: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
  /** A function whose verify_jwt is false: no key is checked. */
  open: boolean;
}

/** Let in, with the Authorization the upstream gets (undefined: as sent), or refused with this answer. */
type Admission = { authorization: string | undefined } | { refusal: Response };

/** Hosted Supabase refuses a secret key from a browser, telling one by its User-Agent (every browser's starts so). */
const BROWSER_USER_AGENT = /^Mozilla\/\d/;

function unauthorized(message: string, hint: string): { refusal: Response } {
  return { refusal: Response.json({ message, hint }, { status: 401 }) };
}

/**
 * The gateway's key check (docs/decisions/043-publishable-and-secret-keys.md):
 * which requests pass, and the Authorization PostgREST or the function gets.
 * A legacy key stands in as the bearer token when there is none; for a
 * publishable or secret key, which is not a JWT, a short-lived JWT for its
 * role replaces a missing Authorization or one carrying an `sb_` key.
 */
async function admit(options: Pick<GatewayOptions, "keys" | "legacyKeys">, presented: Presented): Promise<Admission> {
  if (presented.open) return { authorization: undefined };
  const { apikey, authorization } = presented;
  if (!apikey) return unauthorized("No API key found in request", "No `apikey` request header or url param was found.");
  const key = await identifyKey(apikey, options.keys, options.legacyKeys);
  if (!key) {
    return unauthorized(
      "Invalid API key",
      options.legacyKeys ? "Double check your Supabase publishable or secret API key." : "Double check your Supabase publishable or secret API key. Legacy API keys are disabled.",
    );
  }
  if (key.kind === "secret" && BROWSER_USER_AGENT.test(presented.userAgent ?? "")) {
    return unauthorized("Forbidden use of secret API key in browser", "Secret API keys can only be used in a protected environment and should never be used in a browser.");
  }
  if (key.kind === "legacy") return { authorization: authorization ? undefined : `Bearer ${apikey}` };
  if (authorization && !/^Bearer\s+sb_/i.test(authorization)) return { authorization: undefined };
  return { authorization: `Bearer ${await mintRoleJwt(key.role)}` };
}

/** Whether the path is a running-or-not function whose verify_jwt is false. */
function isOpenFunction(pathname: string, options: Pick<GatewayOptions, "functions">): boolean {
  if (!pathname.startsWith("/functions/v1/")) return false;
  const name = pathname.slice("/functions/v1/".length).split("/", 1)[0] ?? "";
  return options.functions.get(name)?.verifyJwt === false;
}

/**
 * The rest of a request body its upstream answered early: no longer sent on (that
 * upstream connection is dropped, its request half sent), but read and dropped, up
 * to MAX_DRAIN_BYTES, so the client's connection is free for its next request.
 */
function dropRestOfBody(incoming: IncomingMessage, upstream: ClientRequest): void {
  incoming.unpipe(upstream);
  upstream.destroy();
  let dropped = 0;
  incoming.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_DRAIN_BYTES) incoming.socket.destroy();
  });
  incoming.resume();
}

function cors(response: Response): Response {
  response.headers.set("Access-Control-Allow-Origin", "*");
  response.headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  return response;
}

function preflight(request: Request): Response {
  const requested = (request.headers.get("access-control-request-headers") ?? "")
    .split(",")
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);
  const allowed = [...new Set([...ALLOW_HEADERS, ...requested])].join(", ");
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
      "Access-Control-Allow-Headers": allowed,
      "Access-Control-Expose-Headers": EXPOSE_HEADERS,
      "Access-Control-Max-Age": "3600",
    },
  });
}

/** The query string without `apikey` parameters, everything else byte for byte. */
function withoutApikey(search: string): string {
  if (!search) return "";
  const kept = search
    .slice(1)
    .split("&")
    .filter((part) => {
      const name = part.split("=", 1)[0] ?? "";
      try {
        return decodeURIComponent(name) !== "apikey";
      } catch {
        return true;
      }
    });
  return kept.length ? `?${kept.join("&")}` : "";
}

async function proxy(
  request: Request,
  target: string,
  authorization: string | undefined,
  upstreamName: string,
  setHeaders: Record<string, string | null> = {},
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST) headers.delete(name);
  for (const [name, value] of Object.entries(setHeaders)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  // Answers come back unencoded, so their bytes and Content-Length pass through as they are.
  headers.set("accept-encoding", "identity");
  if (authorization) headers.set("authorization", authorization);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
    });
  } catch (error) {
    return Response.json({ message: `${upstreamName} is not reachable: ${(error as Error).message}` }, { status: 502 });
  }
  const out = new Headers(upstream.headers);
  for (const name of DROP_RESPONSE) out.delete(name);
  const noBody = request.method === "HEAD" || [101, 204, 205, 304].includes(upstream.status);
  return new Response(noBody ? null : upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

/** The TCP peer's address, when the app runs under @hono/node-server (not in app.fetch tests). */
function peerAddress(bindings: unknown): string | undefined {
  const incoming = (bindings as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The header hosted Supabase's edge (Cloudflare) sets to the caller's
 * address, overwriting any the client sent; functions and the database read
 * only this one (docs/decisions/044-pooler-caller-address-smtp.md).
 */
const CALLER_ADDRESS_HEADER = "cf-connecting-ip";

/**
 * The address a function or PostgREST is told the caller has, in
 * cf-connecting-ip, as hosted Supabase's edge tells it: always the TCP peer
 * (an IPv4-mapped peer as plain IPv4, as Cloudflare sends it). A client's
 * own cf-connecting-ip is replaced; x-forwarded-for, x-real-ip and forwarded
 * pass as the client sent them, as they do hosted, and nothing reads them.
 * Tests and the load bench act as many visitors by connecting from
 * different loopback addresses (127.x.y.z).
 */
export function forwardedFor(peer: string | undefined): string | undefined {
  return peer?.replace(/^::ffff:/, "");
}

async function forwardToFunction(
  request: Request,
  authorization: string | undefined,
  options: GatewayOptions,
  peer?: string,
): Promise<Response> {
  const url = new URL(request.url);
  const rest = url.pathname.slice("/functions/v1/".length);
  const name = rest.split("/", 1)[0] ?? "";
  const target = options.functions.get(name);
  if (!name || !target) {
    return cors(Response.json({ code: "NOT_FOUND", message: "Requested function was not found" }, { status: 404 }));
  }
  if (target.down) {
    return cors(Response.json({ code: "BOOT_ERROR", message: `Function ${name} is not running: ${target.down}` }, { status: 503 }));
  }
  return proxy(
    request,
    `http://127.0.0.1:${target.port}/${rest}${withoutApikey(url.search)}`,
    authorization,
    `Function ${name}`,
    callerAddressHeaders(peer),
  );
}

/** The address header an upstream gets: cf-connecting-ip as forwardedFor() decides, whatever the client sent in it. */
function callerAddressHeaders(peer: string | undefined): Record<string, string | null> {
  return { [CALLER_ADDRESS_HEADER]: forwardedFor(peer) ?? null };
}

/**
 * Hosted Storage's answers when there is nothing to serve: HTTP 400 with the
 * "404" in the body (its error handler sends 400 for every error below 500;
 * github.com/supabase/storage src/http/error-handler.ts, src/internal/errors/codes.ts).
 */
function objectNotFound(): Response {
  return cors(Response.json({ statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" }, { status: 400 }));
}

function bucketNotFound(): Response {
  return cors(Response.json({ statusCode: "404", code: "NoSuchBucket", error: "Bucket not found", message: "Bucket not found" }, { status: 400 }));
}

/**
 * Serves <storageRoot>/<bucket>/<key> when the bucket is public in
 * storage.buckets (a missing or private bucket answers "Bucket not found", as
 * hosted); never anything outside the root. Supports Range and ETag.
 */
async function servePublicObject(request: Request, { storageRoot, isPublicBucket }: GatewayOptions): Promise<Response> {
  const url = new URL(request.url);
  const segments: string[] = [];
  for (const raw of url.pathname.slice(PUBLIC_OBJECTS.length).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return objectNotFound();
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment)) return objectNotFound();
    segments.push(segment);
  }
  // No object path at all: no Storage route matches it, so 404 (as notFound above).
  if (segments.length < 2) return cors(Response.json({ message: "no Route matched with those values" }, { status: 404 }));
  if (!(await isPublicBucket(segments[0]!))) return bucketNotFound();
  const root = resolve(storageRoot);
  const file = resolve(join(root, ...segments));
  if (!file.startsWith(root + sep)) return objectNotFound();
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return objectNotFound();

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": "no-cache",
    "Last-Modified": info.mtime.toUTCString(),
    ETag: etag,
    "Accept-Ranges": "bytes",
  });
  if (request.headers.get("if-none-match") === etag) return cors(new Response(null, { status: 304, headers }));

  let start = 0;
  let end = info.size - 1;
  let status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      if (range[2]) end = Math.min(Number(range[2]), end);
    } else {
      start = Math.max(0, info.size - Number(range[2]));
    }
    if (start > end || start >= info.size) {
      headers.set("Content-Range", `bytes */${info.size}`);
      return cors(new Response(null, { status: 416, headers }));
    }
    status = 206;
    headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
  }
  headers.set("Content-Length", String(info.size === 0 ? 0 : end - start + 1));
  if (request.method === "HEAD" || info.size === 0) return cors(new Response(null, { status, headers }));
  const body = Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream<Uint8Array>;
  return cors(new Response(body, { status, headers }));
}
