import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";
import type { Testimonial } from "#schemas/testimonial.ts";
import { cn } from "@/lib/cn";
import { usePrefersReducedMotion } from "@/lib/use-prefers-reduced-motion";

/** docs/product.md §1.9: testimonials rotate every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5 text-accent-500">
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" aria-hidden="true" className={cn("h-5 w-5", index < rating ? "fill-current" : "fill-slate-300")}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  intervalMs?: number;
  /** Accessible name of the carousel. */
  label?: string;
}

/**
 * One testimonial at a time, advancing every 5 s. Rotation pauses while the pointer is
 * over the carousel or keyboard focus is inside it, stops with the Pause button, and
 * never starts on its own when the visitor prefers reduced motion. Previous / Next /
 * dots are buttons, and Left / Right arrow keys work anywhere inside. While rotating the
 * slide is not announced (aria-live off); when paused, changes are announced politely.
 */
export function TestimonialCarousel({ testimonials, intervalMs = TESTIMONIAL_INTERVAL_MS, label = "Client testimonials" }: TestimonialCarouselProps) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  // "auto": rotate unless the visitor prefers reduced motion; "paused" / "playing": their explicit choice.
  const [playState, setPlayState] = useState<"auto" | "paused" | "playing">("auto");
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  const slideId = useId();

  const playing = playState === "playing" || (playState === "auto" && !reducedMotion);
  const rotating = playing && !hovered && !focusedWithin && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual change also gets a full interval.
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Only entering the carousel pauses it; moving between its buttons does not re-pause
    // after the visitor pressed Play.
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocusedWithin(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
  };

  if (count === 0) return null;
  const testimonial = testimonials[index] ?? testimonials[0]!;
  const showPlayControl = count > 1;
  const playLabel = playing ? "Pause testimonials" : "Play testimonials";

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className="relative"
      data-rotating={rotating ? "true" : "false"}
    >
      <div id={slideId} aria-live={rotating ? "off" : "polite"} aria-atomic="true">
        {/* The slide is the group: a <figure> with a <figcaption> may not take a role (HTML's ARIA rules). */}
        <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
          <figure className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Stars rating={testimonial.rating} />
              {testimonial.isGoogle && <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">Google review</span>}
            </div>
            <blockquote className="mt-5 text-lg leading-relaxed text-slate-800 sm:text-xl">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-slate-900">{testimonial.name}</span>
              <span className="block text-sm text-slate-600">{testimonial.context}</span>
            </figcaption>
          </figure>
        </div>
      </div>

      {count > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-controls={slideId}
            aria-label="Previous testimonial"
            className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <ChevronRightIcon className="h-5 w-5 rotate-180" />
          </button>
          <ul className="flex items-center gap-1" aria-label="Choose a testimonial">
            {testimonials.map((item, dotIndex) => (
              <li key={item.name}>
                <button
                  type="button"
                  onClick={() => goTo(dotIndex)}
                  aria-controls={slideId}
                  aria-label={`Show testimonial ${dotIndex + 1} of ${count}`}
                  aria-current={dotIndex === index ? "true" : undefined}
                  className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className={cn("block h-2.5 rounded-full transition-all", dotIndex === index ? "w-6 bg-brand-700" : "w-2.5 bg-slate-400")} />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-controls={slideId}
            aria-label="Next testimonial"
            className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
          {showPlayControl && (
            <button
              type="button"
              onClick={() => {
                if (playing) {
                  setPlayState("paused");
                } else {
                  setPlayState("playing");
                  // An explicit Play resumes rotation even with focus on this button.
                  setFocusedWithin(false);
                }
              }}
              className="ml-2 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {playLabel}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
