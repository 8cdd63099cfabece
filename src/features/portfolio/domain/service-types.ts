import type { PortfolioServiceFilter } from "@/config/paths";

/**
 * Portfolio service types as stored (free-form: photography, real_estate_photography,
 * floor_plans, drone_photography, matterport, …) turned into one label each, and into
 * the four service filters of the portfolio (docs/product.md §2.3 gallery_collections). Values the site does not
 * know are shown with underscores turned into spaced, capitalised words.
 */

const KNOWN_LABELS: Record<string, string> = {
  photography: "Photography",
  real_estate_photography: "Photography",
  floorplans: "Floor Plans",
  floor_plans: "Floor Plans",
  aerial: "Aerial",
  aerial_photography: "Aerial",
  drone_photography: "Aerial",
  video: "Video",
  video_tour: "Video",
  virtual_tour: "Virtual Tour",
  matterport: "Virtual Tour",
  "3d_tour": "Virtual Tour",
};

const FILTER_OF: Record<string, PortfolioServiceFilter> = {
  photography: "photography",
  real_estate_photography: "photography",
  floorplans: "floorplans",
  floor_plans: "floorplans",
  aerial: "aerial",
  aerial_photography: "aerial",
  drone_photography: "aerial",
  video: "video",
  video_tour: "video",
  virtual_tour: "video",
  matterport: "video",
  "3d_tour": "video",
};

function normalizeKey(value: string): string {
  return value.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

/** "single_family" → "Single Family", "3d_tour" → "3d Tour": underscores to spaces, each word capitalised. */
export function wordsFromSnakeCase(value: string): string {
  return value
    .trim()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** The badge label of a stored service type. */
export function serviceTypeLabel(serviceType: string): string {
  return KNOWN_LABELS[normalizeKey(serviceType)] ?? wordsFromSnakeCase(serviceType);
}

/** Which service filter a stored service type belongs to (null: only under "All services"). */
export function serviceFilterOf(serviceType: string): PortfolioServiceFilter | null {
  return FILTER_OF[normalizeKey(serviceType)] ?? null;
}

/** The label of a stored property type ("single_family" → "Single Family"). */
export function propertyTypeLabel(propertyType: string): string {
  return wordsFromSnakeCase(propertyType);
}

/** Labels of the four service filters. */
export const SERVICE_FILTER_LABELS: Record<PortfolioServiceFilter, string> = {
  photography: "Photography",
  aerial: "Aerial",
  floorplans: "Floor Plans",
  video: "Video & Tours",
};
