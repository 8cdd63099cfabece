/**
 * The one place a price change asks the host to rebuild the prerendered pages (the build hook
 * of docs/hosting.md; docs/decisions/071, "Prices"). The desk's shared build-hook call
 * (docs/decisions/070: `useRequestSiteRebuild()` and `<SiteRebuildNotice />` of
 * src/entities/site-build/) is not on this branch's base yet: until it is merged, this answers
 * "not-configured" and the prices page says the site must be rebuilt for the prerendered
 * 'From $X' prices to follow. When it is, this becomes that call.
 */
export type SiteRebuild = "started" | "not-configured";

export async function requestSiteRebuild(_reason: "prices"): Promise<SiteRebuild> {
  return "not-configured";
}
