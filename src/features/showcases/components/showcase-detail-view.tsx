import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import type { PropertyShowcase } from "@schemas/property-showcase.ts";
import { MediaViewerDialog, STANDALONE_INDEX, type ViewerItem } from "@/components/media-viewer-dialog";
import { AgentBottomBar, AgentSidePanel } from "@/features/showcases/components/agent-panel";
import { agentDisplayName } from "@/features/showcases/components/agent-contact";
import { FlyerButton } from "@/features/showcases/components/flyer-button";
import { HeroSlideshow } from "@/features/showcases/components/hero-slideshow";
import {
  AerialSection,
  FloorPlansSection,
  PhotosSection,
  VideosSection,
  VirtualTourSection,
} from "@/features/showcases/components/media-sections";
import { PropertyDetailsCard } from "@/features/showcases/components/property-details-card";
import { SectionJumpNav } from "@/features/showcases/components/section-jump-nav";
import { logRealtorContact, type RealtorContactMethod } from "@/features/showcases/api/log-realtor-contact";
import { mediaSections } from "@/features/showcases/domain/media-sections";
import { cityStateZip, streetPart } from "@/features/showcases/domain/property-facts";
import { mediaUrl, mediaUrls, responsiveMedia, type MediaImageShape } from "@/lib/media-url";
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

interface ViewerState {
  title: string;
  items: ViewerItem[];
  index: number;
}

/** A loaded, public showcase: hero, agent card or bar, details, jump buttons and its media sections. */
export function ShowcaseDetailView({ showcase }: { showcase: PropertyShowcase }) {
  const location = useLocation();
  const address = streetPart(showcase.property_address);
  const locality = cityStateZip(showcase);

  const media = useMemo(() => {
    const photos = mediaUrls(showcase.photos_urls);
    const heroList = mediaUrls(showcase.primary_photos_urls);
    const primary = mediaUrl(showcase.primary_photo_url);
    const hero = heroList.length > 0 ? heroList : primary ? [primary] : photos.slice(0, 1);
    return {
      hero,
      photos,
      videos: showcase.video_urls.map((url) => mediaUrl(url) ?? "").filter(Boolean),
      floorplanImages: mediaUrls(showcase.floorplan_image_urls),
      floorplanPdfs: mediaUrls(showcase.floorplan_pdf_urls),
      tours: mediaUrls(showcase.matterport_urls),
      aerials: mediaUrls(showcase.aerial_urls),
    };
  }, [showcase]);

  // A section shows when its flag is on and it has something to show.
  const present = {
    has_photos: showcase.has_photos && media.photos.length > 0,
    has_videos: showcase.has_videos && media.videos.length > 0,
    has_floorplans: showcase.has_floorplans && media.floorplanImages.length + media.floorplanPdfs.length > 0,
    has_matterport: showcase.has_matterport && media.tours.length > 0,
    has_aerial: showcase.has_aerial && media.aerials.length > 0,
  };
  const sections = mediaSections(present);

  const [heroRef, heroHeight] = useElementHeight<HTMLElement>();
  const compact = useScrollPastThreshold(heroHeight > 0 ? Math.max(heroHeight - COMPACT_OFFSET_PX, 0) : Number.POSITIVE_INFINITY);

  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const photoItems = useMemo<ViewerItem[]>(
    () => media.photos.map((src, index) => ({ kind: "image", label: `${address}: photo ${index + 1}`, ...responsiveMedia(src, "photo") })),
    [media.photos, address],
  );
  const openPhoto = useCallback((index: number) => setViewer({ title: `Photos of ${address}`, items: photoItems, index }), [photoItems, address]);
  const openSingle = useCallback(
    (src: string, label: string, shape: MediaImageShape) =>
      setViewer({ title: label, items: [{ kind: "image", label, ...responsiveMedia(src, shape) }], index: STANDALONE_INDEX }),
    [],
  );

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
        address={address}
        locality={locality}
        actions={<FlyerButton showcase={showcase} tone="onDark" />}
      />
      <AgentSidePanel showcase={showcase} compact={compact} onContact={onContact} />
      <AgentBottomBar showcase={showcase} compact={compact} onContact={onContact} />

      <SectionJumpNav sections={sections} />

      <div className="px-4 sm:px-8 lg:pr-[24rem]">
        <div className="mx-auto max-w-5xl">
          <PropertyDetailsCard facts={showcase} headingId="details-heading" className="mt-8 lg:hidden" />
          {present.has_photos && <PhotosSection photos={media.photos} address={address} onOpen={openPhoto} />}
          {present.has_videos && <VideosSection videos={media.videos} address={address} />}
          {present.has_floorplans && (
            <FloorPlansSection
              images={media.floorplanImages}
              pdfs={media.floorplanPdfs}
              address={address}
              onOpenImage={(src, label) => openSingle(src, label, "floorPlan")}
            />
          )}
          {present.has_matterport && <VirtualTourSection tours={media.tours} address={address} />}
          {present.has_aerial && <AerialSection aerials={media.aerials} address={address} onOpenImage={(src, label) => openSingle(src, label, "photo")} />}
        </div>
      </div>

      <MediaViewerDialog
        open={viewer !== null}
        onOpenChange={(open) => {
          if (!open) setViewer(null);
        }}
        title={viewer?.title ?? ""}
        items={viewer?.items ?? []}
        index={viewer?.index ?? 0}
        onIndexChange={(index) => setViewer((current) => (current ? { ...current, index } : current))}
        wrap
      />
    </div>
  );
}
