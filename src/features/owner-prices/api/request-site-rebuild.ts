/**
 * The place where a price change asks the host to rebuild the prerendered pages (the build
 * hook of docs/hosting.md). The desk's shared build-hook call is not in this branch yet: until
 * it is, this answers "not-configured" and the prices page says the site must be rebuilt for
 * the prerendered 'From $X' prices to follow. Replace its body with that call
 * (docs/decisions/071, "The prerendered pages").
 */
export type SiteRebuild = "started" | "not-configured";

export async function requestSiteRebuild(_reason: "prices"): Promise<SiteRebuild> {
  return "not-configured";
}
