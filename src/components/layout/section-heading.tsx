import type { ReactNode } from "react";

const SECTION_HEADING_CLASS = "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl";

export interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id?: string;
  /** An <h1> where the heading is the page's own (the error screen); <h2> by default. */
  as?: "h1" | "h2";
  /** Classes written before the heading's own (a margin, `text-center`). */
  className?: string;
  children: ReactNode;
}

/** The heading of a page section: the site's one section-title style. */
export function SectionHeading({ id, as: Heading = "h2", className, children }: SectionHeadingProps) {
  return (
    <Heading id={id} className={className ? `${className} ${SECTION_HEADING_CLASS}` : SECTION_HEADING_CLASS}>
      {children}
    </Heading>
  );
}
