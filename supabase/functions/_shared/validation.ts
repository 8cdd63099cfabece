import type { z } from "zod";
import { readCappedText } from "./capped-body.ts";
import { HttpError, type InputProblem } from "./http.ts";

/** Largest JSON body any function reads; bigger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * Deepest nesting of arrays and objects a JSON body may have (decision 045):
 * no payload of the site goes past 4; the walks after parsing (findNul, the
 * schemas) recurse once per level, so the depth is checked on the text first.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`: one
 * pass over the characters, brackets inside strings not counted. Called
 * before JSON.parse, so no recursive walk ever meets a deeper value.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): InputProblem[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join(".") : "(body)",
    message: issue.message,
  }));
}

export interface ReadJsonBodyOptions {
  /**
   * Also accept a JSON body sent as text/plain: what `navigator.sendBeacon`
   * and header-less `fetch(..., { keepalive: true })` send while a page
   * unloads (a JSON content type would need a CORS preflight, which an
   * unloading page cannot wait for). Only the anonymous log functions use it.
   */
  acceptTextPlain?: boolean;
}

/**
 * The body as text, read from the stream and refused with 413 as soon as it passes
 * `maxBytes`: a chunked body (no Content-Length) is never buffered whole first.
 */
function readBodyText(req: Request, maxBytes: number): Promise<string> {
  return readCappedText(req.body, maxBytes, () => new HttpError(413, `Body too large: at most ${maxBytes} bytes`));
}

/**
 * Where the first NUL character (U+0000) is in a parsed JSON value, as a path
 * ("(body)" for the whole value), or null when there is none. Postgres text and
 * jsonb cannot hold it: stored, it fails with a 500, so every function refuses
 * it here with a 400.
 */
export function findNul(value: unknown, path: string[] = []): string | null {
  const here = () => (path.length > 0 ? path.join(".") : "(body)");
  if (typeof value === "string") return value.includes("\u0000") ? here() : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "\\u0000")].join(".");
      const found = findNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Reads the request's JSON body and validates it with the shared schema.
 * Unknown fields are dropped by the schema; text with a NUL character, which
 * Postgres cannot store, and nesting deeper than MAX_JSON_DEPTH are refused;
 * bad input becomes a 400 (or 413
 * for an oversized body, 415 for a non-JSON one) that names every problem.
 */
export async function readJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes = MAX_JSON_BODY_BYTES,
  options: ReadJsonBodyOptions = {},
): Promise<z.output<S>> {
  const contentType = (req.headers.get("content-type") ?? "").toLowerCase();
  const isJson = contentType.includes("application/json");
  const isText = options.acceptTextPlain === true && contentType.startsWith("text/plain");
  if (!isJson && !isText) {
    throw new HttpError(
      415,
      options.acceptTextPlain
        ? "Send the body as JSON (Content-Type: application/json or text/plain)"
        : "Send the body as JSON (Content-Type: application/json)",
    );
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, `Body too large: at most ${maxBytes} bytes`);
  const text = await readBodyText(req, maxBytes);
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, `Body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Body is not valid JSON");
  }
  const nul = findNul(raw);
  if (nul !== null) {
    throw new HttpError(400, "Invalid request", [{ path: nul, message: "must not contain the NUL character (\\u0000)" }]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(400, "Invalid request", describeIssues(parsed.error.issues));
  }
  return parsed.data;
}
