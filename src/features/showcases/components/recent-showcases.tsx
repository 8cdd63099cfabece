import { Link } from "react-router-dom";
import { ArrowRightIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { ShowcaseCard, ShowcaseCardSkeleton } from "@/features/showcases/components/showcase-card";
import { RECENT_SHOWCASES_LIMIT, useShowcaseList } from "@/features/showcases/api/list-showcases";
import { Section } from "@/components/layout/section";
import { SectionHeading } from "@/components/layout/section-heading";

/**
 * The home page's three most recent public showcases. Shows skeletons while loading and
 * nothing at all when there are none or the read fails (the home page goes on without it).
 */
export function RecentShowcases() {
  const { data, isPending, isError } = useShowcaseList(RECENT_SHOWCASES_LIMIT);
  if (isError || (!isPending && data.length === 0)) return null;

  return (
    <Section labelledBy="recent-showcases-heading" className="bg-white">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Recent work</p>
          <SectionHeading id="recent-showcases-heading" className="mt-1">
            Recent Property Showcases
          </SectionHeading>
          <p className="mt-2 max-w-2xl text-slate-600">
            Listings we photographed across New Jersey, each with its own page of photos, floor plans, aerials and tours.
          </p>
        </div>
        <Link to={paths.showcase()} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          View all showcases <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading recent showcases" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: RECENT_SHOWCASES_LIMIT }, (_, index) => (
            <ShowcaseCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((showcase) => (
            <li key={showcase.id}>
              <ShowcaseCard showcase={showcase} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
