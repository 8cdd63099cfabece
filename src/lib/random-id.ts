/**
 * A random id: `byteCount` random bytes as lowercase hex (32 characters for 16 bytes).
 * getRandomValues, unlike randomUUID, also runs outside secure contexts.
 */
export function randomHexId(byteCount = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
