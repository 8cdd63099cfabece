import { useEffect, useState, type ReactNode, type Ref } from "react";
import { MediaImage } from "@/components/media-image";
import { cn } from "@/lib/cn";
import { responsiveMedia } from "@/lib/media-url";
import { usePrefersReducedMotion } from "@/lib/use-prefers-reduced-motion";

/** Hero slides advance every 4 seconds (docs/product.md §2.9). */
export const HERO_SLIDE_INTERVAL_MS = 4000;

export interface HeroSlideshowProps {
  photos: readonly string[];
  /** The heading (street address) and the line under it (city, state, zip). */
  address: string;
  locality: string;
  /** Controls under the address (the flyer button). */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Leave room on large screens for the agent card fixed at the right (default true). */
  besidePanel?: boolean;
}

/**
 * The full-screen hero: the showcase's hero photos cross-fading every 4 seconds when there
 * is more than one (wrapping to the first), dots to pick a slide, and no automatic motion
 * for visitors who asked for reduced motion.
 */
export function HeroSlideshow({ photos, address, locality, actions, ref, besidePanel = true }: HeroSlideshowProps) {
  const [active, setActive] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = photos.length;
  const autoplay = count > 1 && !reducedMotion;
  // Every slide is described: the inactive ones are aria-hidden, so the one on screen is the one read.
  const place = locality ? `${address}, ${locality}` : address;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setActive((current) => (current + 1) % count), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
    // Restarting on `active` makes a dot click start a fresh 4 s on the chosen slide.
  }, [autoplay, count, active]);

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={`Photos of ${address}`}
      className="relative isolate flex h-[100svh] min-h-[30rem] items-end overflow-hidden bg-slate-900 text-white"
    >
      {photos.map((photo, index) => (
        <MediaImage
          key={`${index}-${photo}`}
          {...responsiveMedia(photo, "photo")}
          sizes="100vw"
          alt={count > 1 ? `${place}: photo ${index + 1} of ${count}` : place}
          priority={index === 0}
          // The other slides show 4 s later at the earliest: they must not slow the first.
          {...(index === 0 ? {} : { fetchPriority: "low" as const })}
          aria-hidden={index === active ? undefined : true}
          className={cn(
            "absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000 ease-in-out",
            index === active ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/25 to-slate-950/10" />

      <div className={cn("w-full px-4 pb-24 sm:px-8 sm:pb-20 lg:pb-16", besidePanel && "lg:pr-[24rem]")}>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-300">Property showcase</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance drop-shadow-sm sm:text-6xl">{address}</h1>
        {locality && <p className="mt-2 text-lg text-slate-100 sm:text-2xl">{locality}</p>}
        {actions && <div className="mt-5 flex flex-wrap items-center gap-3">{actions}</div>}

        {count > 1 && (
          <div className="mt-6 flex items-center gap-2" role="group" aria-label="Choose a photo">
            {photos.map((photo, index) => (
              <button
                key={`${index}-${photo}`}
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show photo ${index + 1} of ${count}`}
                aria-pressed={index === active}
                className="group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    index === active ? "w-6 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80",
                  )}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
