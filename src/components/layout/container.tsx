import type { ReactNode } from "react";

/** How wide a page band's content runs: Tailwind's max-w-* steps the pages use. */
export type ContainerWidth = "3xl" | "4xl" | "5xl" | "7xl";
/** The vertical padding of a page band (py-14 for the denser county and contact bands). */
export type ContainerSpacing = 14 | 16;

// Written out whole so Tailwind finds every class in the source; the same strings the pages
// wrote by hand before (the prerendered HTML and the visual tests are unchanged).
const CONTAINER_CLASSES: Record<ContainerWidth, Record<ContainerSpacing, string>> = {
  "3xl": { 14: "mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8", 16: "mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8" },
  "4xl": { 14: "mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8", 16: "mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8" },
  "5xl": { 14: "mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8", 16: "mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8" },
  "7xl": { 14: "mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8", 16: "mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" },
};

export interface ContainerProps {
  width?: ContainerWidth;
  spacing?: ContainerSpacing;
  /** A <section> when the container is the band itself (with `labelledBy`), else a <div>. */
  as?: "div" | "section";
  /** The id of the band's heading (aria-labelledby). */
  labelledBy?: string;
  children: ReactNode;
}

/** The class of a page band's centred content column, with the site's side gutters. */
export function containerClass(width: ContainerWidth = "7xl", spacing: ContainerSpacing = 16): string {
  return CONTAINER_CLASSES[width][spacing];
}

/** A page band's centred content column (max width, side gutters, vertical padding). */
export function Container({ width = "7xl", spacing = 16, as: Element = "div", labelledBy, children }: ContainerProps) {
  return (
    <Element aria-labelledby={labelledBy} className={containerClass(width, spacing)}>
      {children}
    </Element>
  );
}
