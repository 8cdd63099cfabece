import { SITE_VISIT_SESSION_ID_PATTERN, SITE_VISIT_SESSION_PREFIX } from "#shared/visit-log.ts";

/** Letters and digits of the random part of a session id. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
export const SESSION_RANDOM_LENGTH = 10;

/** "sv_<13-digit millisecond timestamp>_<random>", the format log-site-visit accepts. */
export function formatSessionId(timestampMs: number, randomPart: string): string {
  return `${SITE_VISIT_SESSION_PREFIX}_${String(Math.floor(timestampMs)).padStart(13, "0")}_${randomPart}`;
}

/** Turns random bytes into the random part: one letter or digit per byte. */
export function randomPartFromBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

export function isSessionId(value: string | null | undefined): value is string {
  return typeof value === "string" && SITE_VISIT_SESSION_ID_PATTERN.test(value);
}
