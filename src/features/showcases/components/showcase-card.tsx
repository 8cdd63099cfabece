import { Link } from "react-router-dom";
import type { ShowcaseSummary } from "#schemas/property-showcase.ts";
import { MediaImage } from "@/components/media-image";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { mediaBadges } from "@/features/showcases/domain/media-sections";
import { cityState, formatCount, streetPart } from "@/features/showcases/domain/property-facts";
import { showcaseParam } from "@/features/showcases/domain/showcase-param";
import { mediaUrl, mediaUrls, responsiveMedia } from "@/lib/media-url";

const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export interface ShowcaseCardProps {
  showcase: ShowcaseSummary;
  /** The card in the first screen loads its photo eagerly, with high fetch priority. */
  priority?: boolean;
  /** Heading level of the address inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A public showcase as a card: photo, up to three media badges and '+N', street, city and
 * state, beds/baths/sq ft, agent, brokerage, year built and 'View Property'.
 */
export function ShowcaseCard({ showcase, priority = false, headingLevel = 3 }: ShowcaseCardProps) {
  // The primary photo, else the first usable one of the gallery.
  const photo = mediaUrl(showcase.primary_photo_url) ?? mediaUrls(showcase.photos_urls)[0] ?? null;
  const street = streetPart(showcase.property_address);
  const { badges, more } = mediaBadges(showcase);
  const href = paths.showcaseDetail(showcaseParam(showcase));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const facts = [
    showcase.bedrooms !== null ? `${formatCount(showcase.bedrooms)} bed` : null,
    showcase.bathrooms !== null ? `${formatCount(showcase.bathrooms)} bath` : null,
    showcase.sqft !== null ? `${formatCount(showcase.sqft)} sq ft` : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {photo ? (
          <MediaImage
            {...responsiveMedia(photo, "photo")}
            alt={`${street}, ${cityState(showcase)}`}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-500">Photos coming soon</div>
        )}
        {(badges.length > 0 || more > 0) && (
          <ul className="absolute left-3 top-3 flex flex-wrap gap-1.5" aria-label="Media included">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
                {badge}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-brand-800/95 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">and {more} more</span>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold text-slate-900">{street}</Heading>
        <p className="text-sm text-slate-600">{cityState(showcase)}</p>
        {facts.length > 0 && <p className="mt-3 text-sm font-medium text-slate-800">{facts.join(" · ")}</p>}
        <dl className="mt-3 space-y-1 text-sm text-slate-600">
          {showcase.agent?.name && (
            <div className="flex gap-1">
              <dt className="font-medium text-slate-500">Agent:</dt>
              <dd>{showcase.agent.name}</dd>
            </div>
          )}
          {showcase.agent?.brokerage_name && (
            <div className="flex gap-1">
              <dt className="font-medium text-slate-500">Brokerage:</dt>
              <dd>{showcase.agent.brokerage_name}</dd>
            </div>
          )}
          {showcase.year_built !== null && (
            <div className="flex gap-1">
              <dt className="font-medium text-slate-500">Year built:</dt>
              <dd>{showcase.year_built}</dd>
            </div>
          )}
        </dl>
        <div className="mt-auto pt-5">
          <Link to={href} className={buttonClasses({ variant: "primary", className: "w-full" })} aria-label={`View Property: ${street}`}>
            View Property
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ShowcaseCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="showcase-card-skeleton" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[3/2] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-10 w-full animate-pulse rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
