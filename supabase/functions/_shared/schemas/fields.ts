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
