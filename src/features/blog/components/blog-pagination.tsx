import { pageWindow } from "@/features/blog/domain/pagination";
import { cn } from "@/lib/cn";

const itemClasses =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-40";

/** Previous, the page window (first, last, neighbours of the current, ellipses) and next. */
export function BlogPagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cn(itemClasses, "border border-slate-300 bg-white text-slate-800 hover:border-brand-600")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageWindow(page, total).map((item, index) =>
        item === "ellipsis" ? (
          <span key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onPage(item)}
            className={cn(itemClasses, item === page ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:border-brand-600")}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={cn(itemClasses, "border border-slate-300 bg-white text-slate-800 hover:border-brand-600")} disabled={page >= total} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
