import type { PortfolioServiceFilter } from "@/config/paths";
import { propertyTypeLabel, serviceFilterOf } from "@/features/portfolio/domain/service-types";

/** The portfolio shows 9 projects first and 9 more per Load More (docs/product.md §2.9). */
export const PORTFOLIO_PAGE_SIZE = 9;

export interface FilterableProject {
  service_type: string;
  property_type: string | null;
}

export interface PortfolioFilters {
  serviceType?: PortfolioServiceFilter | undefined;
  propertyType?: string | undefined;
}

export function filterProjects<T extends FilterableProject>(projects: readonly T[], filters: PortfolioFilters): T[] {
  return projects.filter(
    (project) =>
      (!filters.serviceType || serviceFilterOf(project.service_type) === filters.serviceType) &&
      (!filters.propertyType || project.property_type === filters.propertyType),
  );
}

/** The property types present, as select options sorted by label. */
export function propertyTypeOptions(projects: readonly FilterableProject[]): { value: string; label: string }[] {
  const values = new Set(projects.flatMap((project) => (project.property_type ? [project.property_type] : [])));
  return [...values].map((value) => ({ value, label: propertyTypeLabel(value) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** "Showing 3 of 12 projects" (singular when the total is one). */
export function showingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? "project" : "projects"}`;
}

/** How many to show after `loads` clicks of Load More. */
export function visibleCount(loads: number, available: number): number {
  return Math.min(available, PORTFOLIO_PAGE_SIZE * (loads + 1));
}
