import type { z } from "zod";
import { HttpError, type InputProblem } from "./http.ts";

/** Largest JSON body any function reads; bigger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

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
 * Reads the request's JSON body and validates it with the shared schema.
 * Unknown fields are dropped by the schema; bad input becomes a 400 (or 413
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
  const text = await req.text();
  if (new TextEncoder().encode(text).length > maxBytes) {
    throw new HttpError(413, `Body too large: at most ${maxBytes} bytes`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Body is not valid JSON");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(400, "Invalid request", describeIssues(parsed.error.issues));
  }
  return parsed.data;
}
