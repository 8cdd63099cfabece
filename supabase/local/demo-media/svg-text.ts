/** Text helpers of the demo media's SVG drawings (their randomness is ../seeded-random.ts). */

/** Rounds for compact, stable SVG text. */
export const r = (value: number): string => (Math.round(value * 10) / 10).toString();

/** Escapes text for SVG/XML content and attributes. */
export function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
