import { GalleryDesk } from "@/features/owner-gallery/components/gallery-desk";

/** /owner/gallery: the portfolio's collections, their photos, order and visibility (docs/decisions/068). */
export function OwnerGalleryPage() {
  return <GalleryDesk />;
}
