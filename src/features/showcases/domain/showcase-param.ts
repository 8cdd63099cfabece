/**
 * /showcase/{slug or id}: the parameter is an id when it matches the UUID pattern,
 * otherwise a slug (docs/product.md §2.5). Slugs can never be UUID-shaped (a database
 * check), so the two readings never collide.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ShowcaseLookup = { by: "id"; value: string } | { by: "slug"; value: string };

export function parseShowcaseParam(param: string): ShowcaseLookup {
  const value = param.trim();
  return UUID_PATTERN.test(value) ? { by: "id", value: value.toLowerCase() } : { by: "slug", value };
}

/** Where a showcase's page is: its slug when it has one, else its id. */
export function showcaseParam(showcase: { id: string; slug: string | null }): string {
  return showcase.slug?.trim() ? showcase.slug.trim() : showcase.id;
}
