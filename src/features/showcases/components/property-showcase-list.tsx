import { ShowcaseCard, ShowcaseCardSkeleton } from "@/features/showcases/components/showcase-card";
import { useShowcaseList } from "@/features/showcases/api/list-showcases";

/** Skeleton cards while the listing loads (docs/product.md §2.9). */
export const SHOWCASE_SKELETON_COUNT = 6;

export const EMPTY_SHOWCASES = {
  title: "No Properties Available",
  text: "We're currently updating our showcase. Check back soon to see our latest property portfolio.",
} as const;

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** The properties tab: every public showcase, newest first. */
export function PropertyShowcaseList() {
  const { data, isPending, isError, refetch } = useShowcaseList();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading property showcases" className={grid}>
        {Array.from({ length: SHOWCASE_SKELETON_COUNT }, (_, index) => (
          <ShowcaseCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-slate-50 px-6 py-14 text-center">
        <p className="text-lg font-semibold text-slate-900">We couldn't load the property showcases.</p>
        <p className="mt-2 text-slate-600">Please check your connection and try again.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          Try again
        </button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
        <h2 className="text-xl font-bold text-slate-900">{EMPTY_SHOWCASES.title}</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{EMPTY_SHOWCASES.text}</p>
      </div>
    );
  }

  return (
    <ul className={grid} aria-label="Property showcases">
      {data.map((showcase, index) => (
        <li key={showcase.id}>
          {/* Only the first card is in a phone's first screen; the rest load lazily (at once when in view). */}
          <ShowcaseCard showcase={showcase} priority={index === 0} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
