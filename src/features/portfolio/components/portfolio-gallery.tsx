import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { GalleryCollection } from "#schemas/gallery-collection.ts";
import { MediaImage } from "@/components/media-image";
import { MediaViewerDialog, type ViewerItem } from "@/components/media-viewer-dialog";
import { buttonClasses } from "@/components/ui/button";
import { isPortfolioServiceFilter, paths, PORTFOLIO_SERVICE_FILTERS, type PortfolioServiceFilter } from "@/config/paths";
import { useGalleryCollections } from "@/features/portfolio/api/list-gallery-collections";
import { filterProjects, propertyTypeOptions, showingLine, visibleCount } from "@/features/portfolio/domain/portfolio-filter";
import { propertyTypeLabel, SERVICE_FILTER_LABELS, serviceTypeLabel } from "@/features/portfolio/domain/service-types";
import { cn } from "@/lib/cn";
import { mediaUrl, responsiveMedia } from "@/lib/media-url";
import { toVideoEmbedUrl } from "@/lib/video-links";
import { Select } from "@/components/forms";

export const PORTFOLIO_EMPTY = {
  title: "Portfolio Coming Soon",
  text: "We're adding our latest New Jersey photography, aerial, floor plan and video projects. Check back soon.",
} as const;

const SKELETON_COUNT = 6;
const VIDEO_FILE = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;

const pillClasses = (active: boolean) =>
  cn(
    "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
    active ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
  );

/** A project's media as viewer items (the cover alone when it lists none). */
export function viewerItemsOf(project: GalleryCollection): ViewerItem[] {
  const items = project.media_items.flatMap<ViewerItem>((item, index) => {
    const label = item.name?.trim() || `${project.title} ${index + 1}`;
    if (item.type === "image") {
      const src = mediaUrl(item.url);
      return src ? [{ kind: "image", label: `${project.title}: ${label}`, ...responsiveMedia(src, "photo") }] : [];
    }
    if (item.type === "video") {
      const src = mediaUrl(item.url);
      if (!src) return [];
      if (VIDEO_FILE.test(src)) return [{ kind: "video", src, label }];
      const embed = toVideoEmbedUrl(src);
      return embed ? [{ kind: "iframe", src: embed, label }] : [];
    }
    const src = mediaUrl(item.url);
    return src ? [{ kind: "iframe", src, label }] : [];
  });
  if (items.length > 0) return items;
  const cover = mediaUrl(project.cover_image);
  return cover ? [{ kind: "image", label: project.title, ...responsiveMedia(cover, "photo") }] : [];
}

function mediaCountText(project: GalleryCollection): string {
  const count = project.media_items.length;
  return `${count} ${count === 1 ? "item" : "items"}`;
}

function ProjectCard({ project, onOpen, priority }: { project: GalleryCollection; onOpen: () => void; priority: boolean }) {
  const cover = mediaUrl(project.cover_image) ?? viewerItemsOf(project).find((item) => item.kind === "image")?.src ?? null;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      {/* The badges sit over the button, not in it: its name is "View <title>" (WCAG 2.5.3, label in name). */}
      <div className="relative">
        <button
          type="button"
          onClick={onOpen}
          className="relative block aspect-[3/2] w-full overflow-hidden bg-slate-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-brand-500"
          aria-label={`View ${project.title}`}
        >
          {cover ? (
            <MediaImage
              {...responsiveMedia(cover, "photo")}
              alt=""
              priority={priority}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <span aria-hidden="true" className="flex h-full items-center justify-center text-sm text-slate-500">
              No preview
            </span>
          )}
        </button>
        <span className="pointer-events-none absolute left-3 top-3 flex flex-wrap gap-1.5">
          {project.featured && <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-brand-950 shadow-sm">Featured</span>}
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">{serviceTypeLabel(project.service_type)}</span>
        </span>
        <span className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white">
          {mediaCountText(project)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-slate-900">{project.title}</h2>
        {project.location && <p className="text-sm text-slate-600">{project.location}</p>}
        {project.description && <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{project.description}</p>}
        {project.property_type && (
          <p className="mt-auto pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">{propertyTypeLabel(project.property_type)}</p>
        )}
      </div>
    </article>
  );
}

function ProjectSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[3/2] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-12 w-full animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The portfolio tab: service and property-type filters (from the URL, so links like
 * /gallery?tab=aerial preselect them), 'Showing X of Y projects', project cards that
 * open a viewer, and Load More Projects (9 at a time).
 */
export function PortfolioGallery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const serviceParam = searchParams.get("serviceType");
  const serviceType = isPortfolioServiceFilter(serviceParam) ? serviceParam : undefined;
  const propertyType = searchParams.get("propertyType")?.trim() || undefined;
  const { data, isPending, isError, refetch } = useGalleryCollections();
  const selectId = useId();

  const projects = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(() => filterProjects(projects, { serviceType, propertyType }), [projects, serviceType, propertyType]);
  const options = useMemo(() => propertyTypeOptions(projects), [projects]);
  // Load More clicks, reset when the filters change.
  const filterKey = `${serviceType ?? ""}|${propertyType ?? ""}`;
  const [loads, setLoads] = useState({ key: filterKey, count: 0 });
  const loadCount = loads.key === filterKey ? loads.count : 0;
  const shown = filtered.slice(0, visibleCount(loadCount, filtered.length));

  const [viewer, setViewer] = useState<{ project: GalleryCollection; index: number } | null>(null);
  const viewerItems = useMemo(() => (viewer ? viewerItemsOf(viewer.project) : []), [viewer]);

  const serviceLink = (filter: PortfolioServiceFilter | undefined) => {
    const base = paths.showcase("portfolio", filter);
    return propertyType ? `${base}&propertyType=${encodeURIComponent(propertyType)}` : base;
  };

  const setPropertyType = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set("propertyType", value);
    else next.delete("propertyType");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Filter by service">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={serviceLink(undefined)} preventScrollReset aria-current={serviceType === undefined ? "true" : undefined} className={pillClasses(serviceType === undefined)}>
                All services
              </Link>
            </li>
            {PORTFOLIO_SERVICE_FILTERS.map((filter) => (
              <li key={filter}>
                <Link to={serviceLink(filter)} preventScrollReset aria-current={serviceType === filter ? "true" : undefined} className={pillClasses(serviceType === filter)}>
                  {SERVICE_FILTER_LABELS[filter]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Property type
          </label>
          <Select
            id={selectId}
            size="sm"
            value={propertyType ?? ""}
            onChange={(event) => setPropertyType(event.target.value)}
            inline
          >
            <option value="">All property types</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {propertyType && !options.some((option) => option.value === propertyType) && (
              <option value={propertyType}>{propertyTypeLabel(propertyType)}</option>
            )}
          </Select>
        </div>
      </div>

      <div className="mt-8">
        {isPending ? (
          <div role="status" aria-label="Loading the portfolio" className={grid}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <ProjectSkeleton key={index} />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="rounded-2xl border border-slate-200 bg-slate-50 px-6 py-14 text-center">
            <p className="text-lg font-semibold text-slate-900">We couldn't load the portfolio.</p>
            <p className="mt-2 text-slate-600">Please check your connection and try again.</p>
            <button type="button" onClick={() => void refetch()} className={buttonClasses({ className: "mt-6" })}>
              Try again
            </button>
          </div>
        ) : projects.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <h2 className="text-xl font-bold text-slate-900">{PORTFOLIO_EMPTY.title}</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{PORTFOLIO_EMPTY.text}</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {showingLine(filtered.length, projects.length)}
            </p>
            {filtered.length === 0 ? (
              <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
                <p className="text-lg font-semibold text-slate-900">No projects match these filters.</p>
                <Link to={paths.showcase("portfolio")} preventScrollReset className={buttonClasses({ variant: "outline", className: "mt-5" })}>
                  Show all projects
                </Link>
              </div>
            ) : (
              <ul className={cn(grid, "mt-4")} aria-label="Portfolio projects">
                {shown.map((project, index) => (
                  <li key={project.id}>
                    <ProjectCard project={project} priority={index < 3} onOpen={() => setViewer({ project, index: 0 })} />
                  </li>
                ))}
              </ul>
            )}
            {shown.length < filtered.length && (
              <div className="mt-10 flex justify-center">
                <button type="button" onClick={() => setLoads({ key: filterKey, count: loadCount + 1 })} className={buttonClasses({ variant: "outline", size: "lg" })}>
                  Load More Projects
                </button>
              </div>
            )}
          </>
        )}
      </div>

      <MediaViewerDialog
        open={viewer !== null && viewerItems.length > 0}
        onOpenChange={(open) => {
          if (!open) setViewer(null);
        }}
        title={viewer?.project.title ?? ""}
        items={viewerItems}
        index={viewer?.index ?? 0}
        onIndexChange={(index) => setViewer((current) => (current ? { ...current, index } : current))}
        wrap={false}
      />
    </div>
  );
}
