import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { HeroSlideshow } from "@/features/showcases/components/hero-slideshow";
import { PropertyDetailsCard } from "@/features/showcases/components/property-details-card";
import { SectionJumpNav } from "@/features/showcases/components/section-jump-nav";
import { ShowcaseMediaSections, useShowcaseMedia } from "@/features/showcases/components/showcase-media";
import { cityStateZip, streetPart } from "@/features/showcases/domain/property-facts";

/**
 * The unbranded showcase for MLS listings (docs/decisions/038): the same hero, details, jump
 * buttons and media sections as the branded page, and nothing else: no agent or
 * brokerage, no business, no links to the rest of the site, no chat or quote button.
 */
export function ShowcaseMlsView({ showcase }: { showcase: PropertyShowcase }) {
  const { media, present, sections } = useShowcaseMedia(showcase);
  return (
    <div>
      <HeroSlideshow photos={media.hero} address={streetPart(showcase.property_address)} locality={cityStateZip(showcase)} besidePanel={false} />
      <SectionJumpNav sections={sections} />
      <div className="px-4 sm:px-8">
        <div className="mx-auto max-w-5xl">
          <PropertyDetailsCard facts={showcase} headingId="details-heading" className="mt-8" />
          <ShowcaseMediaSections showcase={showcase} media={media} present={present} />
        </div>
      </div>
    </div>
  );
}
