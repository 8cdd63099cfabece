import { describe, expect, it } from "vitest";
import { showcaseOgImagePath } from "@/config/paths";
import { showcaseListingJsonLd, showcasePhotoUrls } from "@/features/showcases/domain/showcase-json-ld";
import { fullShowcase, sparseShowcase } from "#tests/msw/fixtures/showcases.ts";

/** The showcase's RealEstateListing (pure); the rendered page is checked in head-tags.test.tsx. */

const STORAGE = "http://supabase.test/storage/v1/object/public/showcase-media";

describe("showcaseListingJsonLd", () => {
  it("is parseable JSON and the same for the same showcase", () => {
    const data = showcaseListingJsonLd(fullShowcase);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(showcaseListingJsonLd(fullShowcase)).toEqual(data);
    expect(data).toMatchObject({ "@type": "RealEstateListing", "@id": "https://www.example.test/showcase/14-old-mill-road-tewksbury#listing" });
  });

  it("counts whole bathrooms without a partial one, and keeps a studio's zero bedrooms", () => {
    const residence = showcaseListingJsonLd({ ...fullShowcase, bathrooms: 2, bedrooms: 0 }).mainEntity as Record<string, unknown>;
    expect(residence).toMatchObject({ numberOfBathroomsTotal: 2, numberOfBedrooms: 0 });
    expect(residence).not.toHaveProperty("numberOfPartialBathrooms");
  });

  it("types a condominium unit (tax qualifier C…) as an Accommodation, everything else as a single-family residence", () => {
    expect(showcaseListingJsonLd({ ...fullShowcase, qual: "C0101" }).mainEntity).toMatchObject({ "@type": "Accommodation" });
    expect(showcaseListingJsonLd(fullShowcase).mainEntity).toMatchObject({ "@type": "SingleFamilyResidence" });
  });

  it("leaves out facts, zip and images the showcase does not have", () => {
    const bare = { ...sparseShowcase, bedrooms: null, year_built: null, primary_photo_url: null, photos_urls: [] };
    const data = showcaseListingJsonLd(bare);
    expect(data).not.toHaveProperty("image");
    expect(data.mainEntity).toEqual({
      "@type": "SingleFamilyResidence",
      name: "119 Main St",
      address: { "@type": "PostalAddress", streetAddress: "119 Main St", addressLocality: "Flemington", addressRegion: "NJ", addressCountry: "US" },
    });
  });

  it("lists the hero and photo-section photos a page shows, absolute, without repeats or unusable values", () => {
    expect(showcasePhotoUrls({ ...sparseShowcase, photos_urls: [...sparseShowcase.photos_urls, "javascript:alert(1)"] })).toEqual([
      `${STORAGE}/119-main/photo-1.webp`,
      `${STORAGE}/119-main/photo-2.webp`,
    ]);
    expect(showcasePhotoUrls({ ...sparseShowcase, has_photos: false })).toEqual([`${STORAGE}/119-main/photo-1.webp`]);
  });
});

describe("showcaseOgImagePath", () => {
  it("is the build's JPEG under /og/showcase/", () => {
    expect(showcaseOgImagePath("14-old-mill-road-tewksbury")).toBe("/og/showcase/14-old-mill-road-tewksbury.jpg");
    expect(showcaseOgImagePath("a b")).toBe("/og/showcase/a%20b.jpg");
  });
});
