import { useRef, type KeyboardEvent, type TouchEvent } from "react";
import { MediaImage, type MediaImageSource } from "@/components/media-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";

/** One thing a viewer shows: a photo, a video file or an embedded page (a 3D tour, a player). */
export interface ViewerItem {
  kind: "image" | "video" | "iframe";
  src: string;
  /** Alt text of an image, title of a video or frame. */
  label: string;
  width?: number;
  height?: number;
  /** Smaller widths of an image, if its source has them. */
  sources?: readonly MediaImageSource[];
}

/** Index of an item opened on its own: previous/next and the thumbnail strip are off. */
export const STANDALONE_INDEX = -1;

export interface MediaViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog, e.g. "Photos of 14 Old Mill Rd". */
  title: string;
  items: readonly ViewerItem[];
  /** Position in `items`; STANDALONE_INDEX shows items[0] alone. */
  index: number;
  onIndexChange: (index: number) => void;
  /** true: previous/next wrap around; false: previous is disabled at the first item, next at the last. */
  wrap: boolean;
}

const SWIPE_MIN_PX = 50;

/** Where previous/next go from `index` (null: that way is disabled). */
export function viewerNeighbours(index: number, count: number, wrap: boolean): { previous: number | null; next: number | null } {
  if (index === STANDALONE_INDEX || count < 2 || index < 0 || index >= count) return { previous: null, next: null };
  if (wrap) return { previous: (index - 1 + count) % count, next: (index + 1) % count };
  return { previous: index > 0 ? index - 1 : null, next: index < count - 1 ? index + 1 : null };
}

const navButton =
  "absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:cursor-not-allowed disabled:opacity-30";

/**
 * A full-screen viewer over a list of photos, videos or frames: previous/next buttons,
 * keyboard arrows, swipe on touch screens, a thumbnail strip, an 'n / total' counter,
 * and Close (button, Escape or a click outside).
 */
export function MediaViewerDialog({ open, onOpenChange, title, items, index, onIndexChange, wrap }: MediaViewerDialogProps) {
  const touchStartX = useRef<number | null>(null);
  const standalone = index === STANDALONE_INDEX;
  const position = standalone ? 0 : Math.min(Math.max(index, 0), Math.max(items.length - 1, 0));
  const current = items[position];
  const { previous, next } = viewerNeighbours(standalone ? STANDALONE_INDEX : position, items.length, wrap);
  const navigable = !standalone && items.length > 1;

  const go = (target: number | null) => {
    if (target !== null) onIndexChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(previous);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(next);
    }
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const delta = end - start;
    if (Math.abs(delta) < SWIPE_MIN_PX) return;
    go(delta < 0 ? next : previous);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="full"
        closeLabel="Close viewer"
        className="flex h-[calc(100dvh-2rem)] flex-col gap-3 bg-slate-950 p-3 text-white sm:p-5 [&>button:last-child]:bg-white/10 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/20"
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center gap-4 pr-12">
          <DialogTitle className="truncate pr-0 text-base font-semibold text-white sm:text-lg">{title}</DialogTitle>
          {navigable && (
            <p className="shrink-0 text-sm tabular-nums text-slate-300" aria-live="polite">
              {position + 1} / {items.length}
            </p>
          )}
        </div>
        <DialogDescription className="sr-only">
          {navigable ? "Use the left and right arrow keys or swipe to move between items. Press Escape to close." : "Press Escape to close."}
        </DialogDescription>

        <div data-testid="viewer-stage" className="relative flex min-h-0 flex-1 items-center justify-center" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {current && <ViewerStage item={current} />}
          {navigable && (
            <>
              <button type="button" className={cn(navButton, "left-1 sm:left-3")} onClick={() => go(previous)} disabled={previous === null} aria-label="Previous">
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                  <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button type="button" className={cn(navButton, "right-1 sm:right-3")} onClick={() => go(next)} disabled={next === null} aria-label="Next">
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                  <path d="m9 18 6-6-6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </>
          )}
        </div>

        {navigable && (
          <ul aria-label="Thumbnails" className="flex shrink-0 gap-2 overflow-x-auto pb-1">
            {items.map((item, itemIndex) => (
              <li key={`${item.src}-${itemIndex}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onIndexChange(itemIndex)}
                  aria-label={`Show item ${itemIndex + 1} of ${items.length}: ${item.label}`}
                  aria-current={itemIndex === position ? "true" : undefined}
                  className={cn(
                    "block h-14 w-20 overflow-hidden rounded-md ring-2 transition focus-visible:outline-none focus-visible:ring-accent-400 sm:h-16 sm:w-24",
                    itemIndex === position ? "opacity-100 ring-white" : "opacity-60 ring-transparent hover:opacity-100",
                  )}
                >
                  {item.kind === "image" ? (
                    <MediaImage src={item.sources?.[0]?.src ?? item.src} alt="" width={96} height={64} className="h-full w-full object-cover" />
                  ) : (
                    <span className="flex h-full w-full items-center justify-center bg-slate-800 text-xs font-semibold text-slate-200">
                      {item.kind === "video" ? "Video" : "Tour"}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ViewerStage({ item }: { item: ViewerItem }) {
  if (item.kind === "image") {
    return (
      <MediaImage
        key={item.src}
        src={item.src}
        alt={item.label}
        width={item.width ?? 1920}
        height={item.height ?? 1280}
        {...(item.sources ? { sources: item.sources, sizes: "100vw" } : {})}
        priority
        className="max-h-full max-w-full rounded-lg object-contain"
      />
    );
  }
  if (item.kind === "video") {
    return (
      <video key={item.src} src={item.src} controls playsInline preload="metadata" className="max-h-full max-w-full rounded-lg bg-black" aria-label={item.label}>
        <a href={item.src}>{item.label}</a>
      </video>
    );
  }
  return (
    <iframe
      key={item.src}
      src={item.src}
      title={item.label}
      allow="fullscreen; xr-spatial-tracking; autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      className="h-full w-full rounded-lg border-0 bg-black"
    />
  );
}
