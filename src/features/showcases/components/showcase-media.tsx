import { useCallback, useMemo, useState } from "react";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { MediaViewerDialog, STANDALONE_INDEX, type ViewerItem } from "@/components/media-viewer-dialog";
import {
  AerialSection,
  FloorPlansSection,
  PhotosSection,
  VideosSection,
  VirtualTourSection,
} from "@/features/showcases/components/media-sections";
import { mediaSections, type MediaSection } from "@/features/showcases/domain/media-sections";
import { streetPart } from "@/features/showcases/domain/property-facts";
import { mediaUrl, mediaUrls, responsiveMedia, type MediaImageShape } from "@/lib/media-url";

/**
 * The parts both showcase pages are made of (the branded page and the unbranded MLS
 * version): the showcase's media lists, which sections it has, and the five media
 * sections with their lightbox. Neither part names the agent or the business.
 */

export interface ShowcaseMediaLists {
  hero: string[];
  photos: string[];
  videos: string[];
  floorplanImages: string[];
  floorplanPdfs: string[];
  tours: string[];
  aerials: string[];
}

export interface ShowcaseMediaPresence {
  has_photos: boolean;
  has_videos: boolean;
  has_floorplans: boolean;
  has_matterport: boolean;
  has_aerial: boolean;
}

/** The showcase's media as URLs, which sections show (flag on and something to show) and the jump-nav entries. */
export function useShowcaseMedia(showcase: PropertyShowcase): {
  media: ShowcaseMediaLists;
  present: ShowcaseMediaPresence;
  sections: readonly MediaSection[];
} {
  const media = useMemo<ShowcaseMediaLists>(() => {
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

  const present: ShowcaseMediaPresence = {
    has_photos: showcase.has_photos && media.photos.length > 0,
    has_videos: showcase.has_videos && media.videos.length > 0,
    has_floorplans: showcase.has_floorplans && media.floorplanImages.length + media.floorplanPdfs.length > 0,
    has_matterport: showcase.has_matterport && media.tours.length > 0,
    has_aerial: showcase.has_aerial && media.aerials.length > 0,
  };
  return { media, present, sections: mediaSections(present) };
}

interface ViewerState {
  title: string;
  items: ViewerItem[];
  index: number;
}

/** The media sections the showcase has, in page order, and the one lightbox they open. */
export function ShowcaseMediaSections({
  showcase,
  media,
  present,
}: {
  showcase: PropertyShowcase;
  media: ShowcaseMediaLists;
  present: ShowcaseMediaPresence;
}) {
  const address = streetPart(showcase.property_address);
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

  return (
    <>
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
    </>
  );
}
