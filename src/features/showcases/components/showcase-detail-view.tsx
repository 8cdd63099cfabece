import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { AgentBottomBar, AgentSidePanel } from "@/features/showcases/components/agent-panel";
import { agentDisplayName } from "@/features/showcases/components/agent-contact";
import { FlyerButton } from "@/features/showcases/components/flyer-button";
import { HeroSlideshow } from "@/features/showcases/components/hero-slideshow";
import { PropertyDetailsCard } from "@/features/showcases/components/property-details-card";
import { SectionJumpNav } from "@/features/showcases/components/section-jump-nav";
import { ShowcaseMediaSections, useShowcaseMedia } from "@/features/showcases/components/showcase-media";
import { logRealtorContact, type RealtorContactMethod } from "@/features/showcases/api/log-realtor-contact";
import { cityStateZip, streetPart } from "@/features/showcases/domain/property-facts";
import { useScrollPastThreshold } from "@/lib/use-scroll-past-threshold";

/** The cards shrink once the page is scrolled past the hero's height minus 200 px (docs/product.md §2.9). */
export const COMPACT_OFFSET_PX = 200;

/** The hero's height, measured after mount and on resize (0 until then). */
function useElementHeight<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  return [ref, height] as const;
}

/** A loaded, public showcase: hero, agent card or bar, details, jump buttons and its media sections. */
export function ShowcaseDetailView({ showcase }: { showcase: PropertyShowcase }) {
  const location = useLocation();
  const { media, present, sections } = useShowcaseMedia(showcase);

  const [heroRef, heroHeight] = useElementHeight<HTMLElement>();
  const compact = useScrollPastThreshold(heroHeight > 0 ? Math.max(heroHeight - COMPACT_OFFSET_PX, 0) : Number.POSITIVE_INFINITY);

  const onContact = useCallback(
    (method: RealtorContactMethod) => {
      void logRealtorContact({
        method,
        pagePath: location.pathname,
        propertyId: showcase.id,
        propertySlug: showcase.slug,
        agentName: agentDisplayName(showcase.agent),
      });
    },
    [location.pathname, showcase.id, showcase.slug, showcase.agent],
  );

  return (
    <div className="pb-24 lg:pb-0">
      <HeroSlideshow
        ref={heroRef}
        photos={media.hero}
        address={streetPart(showcase.property_address)}
        locality={cityStateZip(showcase)}
        actions={<FlyerButton showcase={showcase} tone="onDark" />}
      />
      <AgentSidePanel showcase={showcase} compact={compact} onContact={onContact} />
      <AgentBottomBar showcase={showcase} compact={compact} onContact={onContact} />

      <SectionJumpNav sections={sections} />

      <div className="px-4 sm:px-8 lg:pr-[24rem]">
        <div className="mx-auto max-w-5xl">
          <PropertyDetailsCard facts={showcase} headingId="details-heading" className="mt-8 lg:hidden" />
          <ShowcaseMediaSections showcase={showcase} media={media} present={present} />
        </div>
      </div>
    </div>
  );
}
