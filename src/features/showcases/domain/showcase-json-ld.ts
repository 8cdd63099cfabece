import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { businessId, type JsonLd } from "@/components/seo/structured-data";
import { paths } from "@/config/paths";
import { absoluteUrl } from "@/config/site";
import { mediaUrl, mediaUrls } from "@/lib/media-url";
import { cityStateZip, socialSummaryLine, stateOf, streetPart } from "@/features/showcases/domain/property-facts";
import { showcaseParam } from "@/features/showcases/domain/showcase-param";

function isCount(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function isPositive(value: number | null | undefined): value is number {
  return isCount(value) && value > 0;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The photos a showcase page shows, absolute and without repeats: the hero's (its list,
 * else the primary photo, else the first photo), then the photo section's.
 */
export function showcasePhotoUrls(showcase: PropertyShowcase): string[] {
  const photos = mediaUrls(showcase.photos_urls);
  const heroList = mediaUrls(showcase.primary_photos_urls);
  const primary = mediaUrl(showcase.primary_photo_url);
  const hero = heroList.length > 0 ? heroList : primary ? [primary] : photos.slice(0, 1);
  return [...new Set([...hero, ...(showcase.has_photos ? photos : [])].map((url) => absoluteUrl(url)))];
}

/**
 * The schema.org type of the property. The data has no property type; a New Jersey tax
 * qualifier starting with "C" marks a condominium unit, which is typed as the general
 * Accommodation. Everything else is a single-family residence.
 */
function residenceType(showcase: Pick<PropertyShowcase, "qual">): "SingleFamilyResidence" | "Accommodation" {
  return /^C/i.test(showcase.qual?.trim() ?? "") ? "Accommodation" : "SingleFamilyResidence";
}

/** Bathroom counts as RESO counts them: 3.5 is 3 full and 1 partial, 4 in total. */
function bathroomCounts(bathrooms: number): JsonLd {
  const full = Math.floor(bathrooms);
  if (full === bathrooms) return { numberOfBathroomsTotal: full };
  return { numberOfBathroomsTotal: full + 1, numberOfFullBathrooms: full, numberOfPartialBathrooms: 1 };
}

/**
 * schema.org RealEstateListing of a showcase page: the listing (its canonical URL, photos,
 * dates) whose mainEntity is the residence with its address and the facts the showcase
 * has (floor size in square feet, bedrooms, bathrooms, year built). The page shows no
 * breadcrumb, so there is no BreadcrumbList. Pure: the same showcase gives the same data.
 */
export function showcaseListingJsonLd(showcase: PropertyShowcase): JsonLd {
  const url = absoluteUrl(paths.showcaseDetail(showcaseParam(showcase)));
  const street = streetPart(showcase.property_address);
  const images = showcasePhotoUrls(showcase);
  const city = text(showcase.property_city);
  const zip = text(showcase.property_zip);

  const residence: JsonLd = {
    "@type": residenceType(showcase),
    name: street,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      ...(city ? { addressLocality: city } : {}),
      addressRegion: stateOf(showcase),
      ...(zip ? { postalCode: zip } : {}),
      addressCountry: "US",
    },
    ...(isPositive(showcase.sqft)
      ? { floorSize: { "@type": "QuantitativeValue", value: showcase.sqft, unitCode: "FTK", unitText: "sq ft" } }
      : {}),
    ...(isCount(showcase.bedrooms) ? { numberOfBedrooms: showcase.bedrooms } : {}),
    ...(isCount(showcase.bathrooms) ? bathroomCounts(showcase.bathrooms) : {}),
    ...(isPositive(showcase.year_built) ? { yearBuilt: showcase.year_built } : {}),
    ...(images.length > 0 ? { image: images } : {}),
  };

  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": `${url}#listing`,
    url,
    name: `${street}, ${cityStateZip(showcase)}`,
    description: socialSummaryLine(showcase),
    datePosted: showcase.created_at,
    dateModified: showcase.updated_at,
    ...(images.length > 0 ? { image: images } : {}),
    mainEntity: residence,
    publisher: { "@id": businessId() },
  };
}
