import { useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { coveredCounties, findCoveredCounty } from "#shared/covered-counties.ts";
import { NJ_MAP_HEIGHT, NJ_MAP_WIDTH, njCountyShapes } from "@/content/nj-county-map";
import { cn } from "@/lib/cn";

/**
 * New Jersey's 21 counties (a static SVG generated at build time, see
 * scripts/generate-nj-county-map.ts), the covered ones marked, beside the list of
 * covered counties. The list is the keyboard and screen-reader interface: each item
 * links to its county page, and hovering or focusing an item highlights that county on
 * the map. On the map, hovering a covered county highlights its list item and clicking
 * it opens its page.
 */
export function ServiceAreaMap({ className }: { className?: string }) {
  const [active, setActive] = useState<string | null>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const descId = useId();
  const activeCounty = findCoveredCounty(active);
  const coveredNames = coveredCounties.map((county) => county.name);

  return (
    <div className={cn("grid items-start gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]", className)}>
      <figure className="mx-auto w-full max-w-sm">
        <svg
          viewBox={`0 0 ${NJ_MAP_WIDTH} ${NJ_MAP_HEIGHT}`}
          width={NJ_MAP_WIDTH}
          height={NJ_MAP_HEIGHT}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="h-auto w-full"
          onMouseLeave={() => setActive(null)}
        >
          <title id={titleId}>Map of New Jersey&rsquo;s 21 counties</title>
          <desc id={descId}>
            The {coveredNames.length} counties we serve are shaded: {coveredNames.join(", ")}. The southern counties are outside
            our service area.
          </desc>
          {njCountyShapes.map((shape) => {
            const covered = findCoveredCounty(shape.slug) !== undefined;
            const isActive = active === shape.slug;
            return (
              <path
                key={shape.slug}
                d={shape.d}
                data-county={shape.slug}
                data-covered={covered ? "true" : "false"}
                data-active={isActive ? "true" : undefined}
                className={cn(
                  "stroke-white transition-colors",
                  covered ? "cursor-pointer fill-brand-600 hover:fill-brand-800" : "fill-slate-200",
                  isActive && "fill-accent-400 hover:fill-accent-400",
                )}
                strokeWidth={1.2}
                onMouseEnter={covered ? () => setActive(shape.slug) : undefined}
                onClick={covered ? () => navigate(paths.county(shape.slug)) : undefined}
              >
                <title>{covered ? `${shape.name} County` : `${shape.name} County (outside our service area)`}</title>
              </path>
            );
          })}
          {activeCounty &&
            njCountyShapes
              .filter((shape) => shape.slug === activeCounty.slug)
              .map((shape) => (
                <text
                  key={shape.slug}
                  x={shape.labelX}
                  y={shape.labelY}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className="pointer-events-none fill-brand-950 text-[13px] font-bold"
                  aria-hidden="true"
                >
                  {shape.name}
                </text>
              ))}
        </svg>
        <figcaption className="mt-3 flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-600" /> Counties we serve
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-slate-200" /> Outside our service area
          </span>
        </figcaption>
      </figure>

      <div>
        <h3 className="font-semibold text-slate-900">Counties we serve</h3>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {activeCounty
            ? `${activeCounty.titleName}: county seat ${activeCounty.seat}. Open its page for local details.`
            : "Point to or tab through a county to find it on the map."}
        </p>
        <ul aria-label="Counties we serve" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {coveredCounties.map((county) => (
            <li key={county.slug}>
              <Link
                to={paths.county(county.slug)}
                data-active={active === county.slug ? "true" : undefined}
                onMouseEnter={() => setActive(county.slug)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(county.slug)}
                onBlur={() => setActive(null)}
                className={cn(
                  "block rounded-lg border px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  active === county.slug
                    ? "border-accent-400 bg-accent-50 text-brand-900"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-500",
                )}
              >
                {county.titleName}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
