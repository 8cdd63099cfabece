/**
 * A body stream read as UTF-8 text, refused as soon as it passes `maxBytes`
 * (the error `tooLarge` makes): a chunked body without Content-Length is never
 * buffered whole first. For request bodies (validation.ts) and for documents
 * fetched from elsewhere (appointments/ics-fetch.ts).
 */
export async function readCappedText(body: ReadableStream<Uint8Array> | null, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
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
