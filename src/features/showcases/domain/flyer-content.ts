import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { site } from "@/config/site";
import { flyerTrackedUrl } from "@/features/showcases/domain/flyer-url";
import { MAX_THUMBNAILS } from "@/features/showcases/domain/flyer-layout";
import { cityStateZip, formatCount, propertyDetailItems, streetPart, type DetailItem } from "@/features/showcases/domain/property-facts";
import { mediaUrl, mediaUrls } from "@/lib/media-url";

/** The key facts a flyer prints (the details card's first items; block/lot and the tax line stay on the page). */
const FLYER_FACT_KEYS: readonly DetailItem["key"][] = ["bedrooms", "bathrooms", "sqft", "acreage", "year_built"];

export interface FlyerContact {
  /** "Listing agent", or "Presented by" when the showcase has no agent and the business is named instead. */
  heading: string;
  name: string;
  brokerage: string | null;
  phone: string | null;
  email: string | null;
  /** The headshot's URL, or null for none. */
  photoUrl: string | null;
}

/** Everything a flyer says, as text and URLs (what api/make-flyer.ts draws). */
export interface FlyerContent {
  street: string;
  locality: string;
  /** The hero photo first, then up to three more, all distinct. */
  photos: string[];
  facts: { label: string; value: string }[];
  /** The caller's description, else what the page has online ("See it all online: 14 photos, a video…"); null for neither. */
  description: string | null;
  contact: FlyerContact;
  /** Where the QR code points (tracked, absolute). */
  url: string;
  footer: string;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The hero photo (as on the page: the slideshow's first, else the primary photo, else the first photo) and then others. */
export function flyerPhotos(showcase: PropertyShowcase, supabaseUrl?: string): string[] {
  const heroList = mediaUrls(showcase.primary_photos_urls, supabaseUrl);
  const primary = mediaUrl(showcase.primary_photo_url, supabaseUrl);
  const photos = mediaUrls(showcase.photos_urls, supabaseUrl);
  const ordered = [...heroList.slice(0, 1), ...(primary ? [primary] : []), ...photos, ...heroList.slice(1), ...mediaUrls(showcase.aerial_urls, supabaseUrl)];
  return [...new Set(ordered)].slice(0, 1 + MAX_THUMBNAILS);
}

function count(value: number, one: string, many: string): string {
  return value === 1 ? one : `${formatCount(value)} ${many}`;
}

function listOf(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** "See it all online: 14 photos, a video, floor plans, a 3D virtual tour and 5 aerial photos." (sections the page shows). */
export function onlineMediaLine(showcase: PropertyShowcase): string | null {
  const photos = mediaUrls(showcase.photos_urls).length;
  const videos = showcase.video_urls.filter((url) => url.trim()).length;
  const plans = mediaUrls(showcase.floorplan_image_urls).length + mediaUrls(showcase.floorplan_pdf_urls).length;
  const tours = mediaUrls(showcase.matterport_urls).length;
  const aerials = mediaUrls(showcase.aerial_urls).length;
  const parts = [
    showcase.has_photos && photos > 0 ? count(photos, "a photo", "photos") : null,
    showcase.has_videos && videos > 0 ? count(videos, "a video", "videos") : null,
    showcase.has_floorplans && plans > 0 ? (plans === 1 ? "a floor plan" : "floor plans") : null,
    showcase.has_matterport && tours > 0 ? count(tours, "a 3D virtual tour", "3D virtual tours") : null,
    showcase.has_aerial && aerials > 0 ? count(aerials, "an aerial photo", "aerial photos") : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `See it all online: ${listOf(parts)}.` : null;
}

/** A fact as the flyer prints it: acreage as a number over "Acres", like the other cells. */
function flyerFact(item: DetailItem, showcase: PropertyShowcase): { label: string; value: string } {
  if (item.key === "acreage" && typeof showcase.acreage === "number") {
    return { label: showcase.acreage === 1 ? "Acre" : "Acres", value: formatCount(showcase.acreage) };
  }
  return { label: item.label, value: item.value };
}

/**
 * The flyer's content for a showcase. The showcase rows have no description column yet:
 * `description` is printed when a caller has one; otherwise the flyer says what is online.
 */
export function flyerContent(
  showcase: PropertyShowcase,
  options: { description?: string | null; supabaseUrl?: string; toAbsolute?: (path: string) => string } = {},
): FlyerContent {
  const agent = showcase.agent;
  const agentName = text(agent?.name);
  const contact: FlyerContact = agentName
    ? {
        heading: "Listing agent",
        name: agentName,
        brokerage: text(agent?.brokerage_name),
        phone: text(agent?.phone),
        email: text(agent?.email),
        photoUrl: mediaUrl(agent?.headshot_url, options.supabaseUrl),
      }
    : { heading: "Presented by", name: site.name, brokerage: null, phone: site.phone, email: site.email, photoUrl: null };
  const url = flyerTrackedUrl(showcase, options.toAbsolute);
  return {
    street: streetPart(showcase.property_address),
    locality: cityStateZip(showcase),
    photos: flyerPhotos(showcase, options.supabaseUrl),
    facts: propertyDetailItems(showcase, { compact: true })
      .filter((item) => FLYER_FACT_KEYS.includes(item.key))
      .map((item) => flyerFact(item, showcase)),
    description: text(options.description) ?? onlineMediaLine(showcase),
    contact,
    url,
    footer: `Presented by ${site.name} · ${site.phone} · ${new URL(site.url).host}`,
  };
}
