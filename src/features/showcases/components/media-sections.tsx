import { useState, type ReactNode } from "react";
import { MediaImage } from "@/components/media-image";
import { PdfPreviewDialog } from "@/components/pdf-preview-dialog";
import { buttonClasses } from "@/components/ui/button";
import { DocumentIcon, ExpandIcon } from "@/features/showcases/components/showcase-icons";
import { sectionElementId } from "@/features/showcases/components/section-jump-nav";
import type { MediaSectionId } from "@/features/showcases/domain/media-sections";
import { mediaFileName, responsiveMedia } from "@/lib/media-url";
import { toVideoEmbedUrl } from "@/lib/video-links";
import { SectionHeading } from "@/components/layout/section-heading";

const GRID_SIZES = "(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw";

function SectionShell({ id, title, intro, children }: { id: MediaSectionId; title: string; intro?: string; children: ReactNode }) {
  return (
    <section
      id={sectionElementId(id)}
      // Which media the visitor saw is logged by the tracking feature (useShowcaseVisit).
      data-showcase-media={id === "virtual-tour" ? "matterport" : id}
      tabIndex={-1}
      aria-labelledby={`${sectionElementId(id)}-heading`}
      className="scroll-mt-20 py-10 focus:outline-none sm:py-14"
    >
      <SectionHeading id={`${sectionElementId(id)}-heading`}>
        {title}
      </SectionHeading>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

const tileButton =
  "group relative block w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500";

/** The photo grid; each photo opens the lightbox at its position. */
export function PhotosSection({ photos, address, onOpen }: { photos: readonly string[]; address: string; onOpen: (index: number) => void }) {
  return (
    <SectionShell id="photos" title="Photos" intro={`${photos.length} ${photos.length === 1 ? "photo" : "photos"}`}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={`${index}-${photo}`} className={index === 0 ? "sm:col-span-2 sm:row-span-2" : undefined}>
            <button type="button" onClick={() => onOpen(index)} className={tileButton} aria-label={`Open photo ${index + 1} of ${photos.length}`}>
              <MediaImage
                {...responsiveMedia(photo, "photo")}
                alt={`${address}: photo ${index + 1}`}
                sizes={index === 0 ? "(min-width: 1024px) 60vw, 100vw" : GRID_SIZES}
                className="aspect-[3/2] h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

const VIDEO_FILE = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;

/** Videos: links in the host's watch form become privacy-enhanced embeds; video files play in place. */
export function VideosSection({ videos, address }: { videos: readonly string[]; address: string }) {
  return (
    <SectionShell id="videos" title="Videos">
      <ul className="grid gap-6 lg:grid-cols-2">
        {videos.map((video, index) => {
          const label = `${address}: video ${index + 1}`;
          if (VIDEO_FILE.test(video)) {
            return (
              <li key={`${index}-${video}`}>
                <video src={video} controls playsInline preload="none" aria-label={label} className="aspect-video w-full rounded-xl bg-black">
                  <a href={video}>{label}</a>
                </video>
              </li>
            );
          }
          const embed = toVideoEmbedUrl(video);
          if (!embed) return null;
          return (
            <li key={`${index}-${video}`}>
              <iframe
                src={embed}
                title={label}
                loading="lazy"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="aspect-video w-full rounded-xl border-0 bg-black"
              />
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

/** Floor plans: images open the lightbox on their own; PDFs have a Preview viewer and a new-tab link. */
export function FloorPlansSection({
  images,
  pdfs,
  address,
  onOpenImage,
}: {
  images: readonly string[];
  pdfs: readonly string[];
  address: string;
  onOpenImage: (src: string, label: string) => void;
}) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  return (
    <SectionShell id="floorplans" title="Floor Plans">
      {images.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {images.map((image, index) => {
            const label = `${address}: floor plan ${index + 1}`;
            return (
              <li key={`${index}-${image}`}>
                <button type="button" onClick={() => onOpenImage(image, label)} className={`${tileButton} bg-white ring-1 ring-slate-200`} aria-label={`Enlarge floor plan ${index + 1}`}>
                  <MediaImage {...responsiveMedia(image, "floorPlan")} alt={label} sizes="(min-width: 640px) 50vw, 100vw" className="aspect-[4/3] h-full w-full object-contain p-2" />
                  <span className="absolute right-3 top-3 rounded-full bg-slate-900/70 p-2 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                    <ExpandIcon className="h-4 w-4" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pdfs.length > 0 && (
        <ul className={`grid gap-4 sm:grid-cols-2 ${images.length > 0 ? "mt-6" : ""}`}>
          {pdfs.map((pdf, index) => {
            const name = mediaFileName(pdf) || `floor-plan-${index + 1}.pdf`;
            return (
              <li key={`${index}-${pdf}`} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
                  <DocumentIcon />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">Floor Plan {pdfs.length > 1 ? index + 1 : ""} (PDF)</p>
                  <p className="truncate text-sm text-slate-500">{name}</p>
                </div>
                <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
                  <button type="button" onClick={() => setPreviewUrl(pdf)} className={buttonClasses({ size: "sm" })}>
                    Preview
                  </button>
                  <a
                    href={pdf}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open in new tab: ${name}`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    Open in new tab
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PdfPreviewDialog
        open={previewUrl !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewUrl(null);
        }}
        url={previewUrl ?? ""}
        title={`Floor plan: ${address}`}
      />
    </SectionShell>
  );
}

/** 3D virtual tours, embedded. */
export function VirtualTourSection({ tours, address }: { tours: readonly string[]; address: string }) {
  return (
    <SectionShell id="virtual-tour" title="Virtual Tour" intro="Walk through the home in 3D: drag to look around, click to move.">
      <ul className="grid gap-6">
        {tours.map((tour, index) => (
          <li key={`${index}-${tour}`}>
            <iframe
              src={tour}
              title={`${address}: 3D virtual tour${tours.length > 1 ? ` ${index + 1}` : ""}`}
              loading="lazy"
              allow="fullscreen; xr-spatial-tracking; autoplay"
              allowFullScreen
              className="aspect-video min-h-[20rem] w-full rounded-xl border-0 bg-slate-900"
            />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** Aerial: one large main image and a strip of further angles (Angle 2, 3, …); each opens on its own. */
export function AerialSection({ aerials, address, onOpenImage }: { aerials: readonly string[]; address: string; onOpenImage: (src: string, label: string) => void }) {
  const [main, ...angles] = aerials;
  if (!main) return null;
  const mainLabel = `${address}: aerial view`;
  return (
    <SectionShell id="aerial" title="Aerial">
      <button type="button" onClick={() => onOpenImage(main, mainLabel)} className={tileButton} aria-label="Enlarge the aerial view">
        <MediaImage {...responsiveMedia(main, "photo")} alt={mainLabel} sizes="(min-width: 1024px) 66vw, 100vw" className="aspect-[3/2] h-full w-full object-cover" />
      </button>
      {angles.length > 0 && (
        <ul className="mt-4 flex gap-3 overflow-x-auto pb-2" aria-label="More aerial angles">
          {angles.map((angle, index) => {
            const label = `Angle ${index + 2}`;
            return (
              <li key={`${index}-${angle}`} className="w-44 shrink-0 sm:w-56">
                <button type="button" onClick={() => onOpenImage(angle, `${address}: aerial ${label.toLowerCase()}`)} className={tileButton} aria-label={`Enlarge ${label}`}>
                  <MediaImage {...responsiveMedia(angle, "photo")} alt={`${address}: aerial ${label.toLowerCase()}`} sizes="14rem" className="aspect-[3/2] h-full w-full object-cover" />
                </button>
                <p className="mt-1.5 text-sm font-medium text-slate-700">{label}</p>
              </li>
            );
          })}
        </ul>
      )}
    </SectionShell>
  );
}
