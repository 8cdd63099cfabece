import type { ReactNode } from "react";
import { Breadcrumb, type BreadcrumbItem } from "@/components/ui/breadcrumb";

export interface PageHeroProps {
  title: ReactNode;
  /** Short line above the heading. */
  eyebrow?: ReactNode;
  /** Paragraph under the heading. */
  intro?: ReactNode;
  breadcrumb?: BreadcrumbItem[];
  /** Buttons or other content under the intro. */
  children?: ReactNode;
}

/** The heading band at the top of content pages: breadcrumb, eyebrow, h1, intro, actions. */
export function PageHero({ title, eyebrow, intro, breadcrumb, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {breadcrumb && <Breadcrumb items={breadcrumb} tone="light" className="mb-6" />}
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-100">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}
