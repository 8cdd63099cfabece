import { z } from "zod";

/**
 * Building blocks the payload schemas share. Each caps its size so nothing a
 * visitor sends can grow a row without bound.
 */

/** Optional text: trimmed, empty becomes null, longer than `max` is refused. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A path on this site, with its query string: "/services?tab=x". */
export const sitePath = z
  .string()
  .trim()
  .min(1, "is required")
  .max(2048, "must be at most 2048 characters")
  .regex(/^\/(?!\/)/, "must be a path on this site, starting with /");

/** "1920x1080": width x height in CSS pixels. */
export const pixelSize = z
  .string()
  .regex(/^\d{1,5}x\d{1,5}$/, "must be width x height, like 1920x1080")
  .nullish()
  .transform((value) => value ?? null);

/** The five UTM values, each optional. */
export const utmFields = {
  utm_source: optionalText(256),
  utm_medium: optionalText(256),
  utm_campaign: optionalText(256),
  utm_term: optionalText(256),
  utm_content: optionalText(256),
};

/**
 * A UTM value kept only when it looks like a campaign tag (decision 045):
 * 1 to 64 of the letters a-z (either case), digits, ".", "_" and "-", after
 * trimming. Anything else (spaces, phone numbers, sentences, other scripts)
 * is dropped (null), not refused: the visit is still logged, without it.
 */
export const CAMPAIGN_TAG_PATTERN = /^[a-z0-9._-]{1,64}$/i;
export const campaignTag = z
  .string()
  .max(2048, "must be at most 2048 characters")
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed && CAMPAIGN_TAG_PATTERN.test(trimmed) ? trimmed : null;
  });

/** The five UTM values of an agent's showcase visit, each kept only as a campaign tag. */
export const campaignTagUtmFields = {
  utm_source: campaignTag,
  utm_medium: campaignTag,
  utm_campaign: campaignTag,
  utm_term: campaignTag,
  utm_content: campaignTag,
};

/**
 * `value` as Postgres prints it once stored as jsonb (`column::text`): ", " and
 * ": " between items, and numbers written out in full (1e21 prints as 22
 * digits). What the tables' size checks measure.
 */
export function jsonbText(value: unknown): string {
  const sent = JSON.stringify(value);
  return sent === undefined ? "" : printJsonb(JSON.parse(sent));
}

/**
 * The size in bytes of `value` once stored as jsonb, as the tables' size checks
 * measure it (`octet_length(column::text)`). JSON.stringify(value).length counts
 * UTF-16 units of a more compact text, so a cap on it lets through rows such a
 * check refuses (any accented or non-Latin text, numbers like 1e300).
 */
export function jsonbTextBytes(value: unknown): number {
  return new TextEncoder().encode(jsonbText(value)).length;
}

function printJsonb(value: unknown): string {
  if (typeof value === "number") return plainNumber(value);
  if (Array.isArray(value)) return `[${value.map(printJsonb).join(", ")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${printJsonb(item)}`)
      .join(", ")}}`;
  }
  // Strings are escaped as Postgres escapes them; null and booleans print alike.
  return JSON.stringify(value);
}

/** A number as Postgres's numeric prints it: never in exponent form. */
function plainNumber(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + "0".repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
