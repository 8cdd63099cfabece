import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http.ts";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, readJsonBody } from "./validation.ts";

/** A request whose body is sent chunked (no Content-Length), counting the bytes the reader pulled. */
function chunkedRequest(chunks: Uint8Array[], contentType = "application/json") {
  const pulled = { bytes: 0 };
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (!chunk) {
        controller.close();
        return;
      }
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const init = { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" } as RequestInit;
  const req = new Request("http://functions.test/log-site-visit", init);
  return { req, pulled };
}

const encode = (text: string) => new TextEncoder().encode(text);
const schema = z.object({ note: z.string() });

describe("readJsonBody with a chunked body (no Content-Length)", () => {
  it("stops reading at the limit and answers 413, without reading the rest of the stream", async () => {
    const chunks = Array.from({ length: 1024 }, () => encode("x".repeat(1024))); // 1 MiB in all
    const { req, pulled } = chunkedRequest(chunks);
    expect(req.headers.get("content-length")).toBeNull();
    const error = await readJsonBody(req, schema, 16 * 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: "Body too large: at most 16384 bytes" });
    expect(pulled.bytes).toBeLessThanOrEqual(20 * 1024);
  });

  it("reads a body within the limit, whatever its chunks (a character split between two)", async () => {
    const bytes = encode(JSON.stringify({ note: "Ridgewood – été" }));
    const split = bytes.indexOf(0xe2) + 1; // inside the dash's three bytes
    const { req } = chunkedRequest([bytes.slice(0, split), bytes.slice(split)]);
    await expect(readJsonBody(req, schema, 1024)).resolves.toEqual({ note: "Ridgewood – été" });
  });

  it("counts bytes, not characters", async () => {
    const body = encode(JSON.stringify({ note: "é".repeat(600) })); // 1,200 bytes of 600 characters
    const { req } = chunkedRequest([body]);
    await expect(readJsonBody(req, schema, 1024)).rejects.toMatchObject({ status: 413 });
  });
});

describe("readJsonBody and the NUL character (Postgres text cannot hold it)", () => {
  const post = (text: string) =>
    new Request("http://functions.test/send-contact-email", { method: "POST", headers: { "content-type": "application/json" }, body: text });

  it("answers 400 naming where the NUL is, in a value, deep in arrays and objects, or in a key", async () => {
    await expect(readJsonBody(post('{"note":"a\\u0000b"}'), schema)).rejects.toMatchObject({
      status: 400,
      details: [{ path: "note", message: "must not contain the NUL character (\\u0000)" }],
    });
    await expect(readJsonBody(post('{"a":[{"b":"ok"},{"c":"\\u0000"}]}'), z.unknown())).rejects.toMatchObject({ details: [{ path: "a.1.c" }] });
    await expect(readJsonBody(post('{"k\\u0000":1}'), z.unknown())).rejects.toMatchObject({ details: [{ path: "k\\u0000" }] });
    await expect(readJsonBody(post('"\\u0000"'), z.unknown())).rejects.toMatchObject({ details: [{ path: "(body)" }] });
  });

  it("takes every other control character and text as it is", async () => {
    await expect(readJsonBody(post('{"note":"a\\u0001\\t\\u2028b"}'), schema)).resolves.toEqual({ note: "a\u0001\t\u2028b" });
  });
});

describe("readJsonBody and deep nesting (decision 045)", () => {
  const post = (text: string) =>
    new Request("http://functions.test/log-site-visit", { method: "POST", headers: { "content-type": "application/json" }, body: text });
  const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

  it("answers 400 for 8000 nested arrays (was a RangeError from a recursive walk: 500)", async () => {
    await expect(readJsonBody(post(nested(8000)), z.unknown())).rejects.toMatchObject({
      status: 400,
      message: `Body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`,
    });
  });

  it("counts objects and arrays alike, and refuses one level past the limit", async () => {
    const objects = (depth: number) => '{"a":'.repeat(depth - 1) + "{}" + "}".repeat(depth - 1);
    await expect(readJsonBody(post(objects(MAX_JSON_DEPTH)), z.unknown())).resolves.toBeDefined();
    await expect(readJsonBody(post(objects(MAX_JSON_DEPTH + 1)), z.unknown())).rejects.toMatchObject({ status: 400 });
    await expect(readJsonBody(post(nested(MAX_JSON_DEPTH)), z.unknown())).resolves.toBeDefined();
    await expect(readJsonBody(post(`{"a":${nested(MAX_JSON_DEPTH)}}`), z.unknown())).rejects.toMatchObject({ status: 400 });
  });

  it("does not count brackets inside strings, escaped quotes included", async () => {
    const text = JSON.stringify({ note: `${"[{".repeat(500)} \\" ${"[".repeat(500)}` });
    await expect(readJsonBody(post(text), schema)).resolves.toEqual({ note: `${"[{".repeat(500)} \\" ${"[".repeat(500)}` });
    expect(jsonNestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('["\\"[[[", []]', 2)).toBe(false);
  });
});
