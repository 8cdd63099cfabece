import type { MouseEvent } from "react";
import type { MediaSection } from "@/features/showcases/domain/media-sections";
import { prefersReducedMotion } from "@/lib/prefers-reduced-motion";

export const sectionElementId = (id: string) => `showcase-${id}`;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(sectionElementId(id));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${sectionElementId(id)}`);
}

/** Buttons that jump to each media section of the page (sticky under the hero). */
export function SectionJumpNav({ sections }: { sections: readonly MediaSection[] }) {
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Jump to section" className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <ul className="flex gap-2 overflow-x-auto px-4 py-3 sm:px-8">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${sectionElementId(section.id)}`}
              onClick={(event) => jumpTo(event, section.id)}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
