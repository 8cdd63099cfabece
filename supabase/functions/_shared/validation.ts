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
 * The body as text, read from the stream and refused with 413 as soon as it passes
 * `maxBytes`: a chunked body (no Content-Length) is never buffered whole first.
 */
async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new HttpError(413, `Body too large: at most ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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
  const text = await readBodyText(req, maxBytes);
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
