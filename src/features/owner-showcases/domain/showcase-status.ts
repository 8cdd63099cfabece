import type { OwnerShowcaseRow } from "#schemas/owner-showcases.ts";

/**
 * Why a draft cannot be published yet (the server says the same: owner_publish_showcase refuses
 * a showcase with no photo shown), as a key of SHOWCASES_MESSAGES; null when it can. Pure.
 */
export function publishBlocker(showcase: Pick<OwnerShowcaseRow, "photos_urls">, unsaved: boolean): "unsaved" | "needsPhoto" | null {
  if (unsaved) return "unsaved";
  if (showcase.photos_urls.length === 0) return "needsPhoto";
  return null;
}

/** "12 Oak Ridge Rd, Flemington". */
export function showcasePlace(showcase: Pick<OwnerShowcaseRow, "property_address" | "property_city">): string {
  return showcase.property_city ? `${showcase.property_address}, ${showcase.property_city}` : showcase.property_address;
}
