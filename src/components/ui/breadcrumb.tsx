import { Link } from "react-router-dom";
import { ChevronRightIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
}

/** "Home / Services / Purchase Appraisal" trail; the last item is the current page. */
export function Breadcrumb({ items, className, tone = "dark" }: { items: BreadcrumbItem[]; className?: string; tone?: "dark" | "light" }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={cn("flex flex-wrap items-center gap-1 text-sm", tone === "light" ? "text-brand-100" : "text-slate-600")}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !isLast ? (
                <Link
                  to={item.to}
                  className={cn(
                    "rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2",
                    tone === "light" ? "text-white focus-visible:ring-white" : "text-brand-700 focus-visible:ring-brand-500",
                  )}
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isLast ? "page" : undefined}>{item.label}</span>
              )}
              {!isLast && <ChevronRightIcon className="h-4 w-4 opacity-60" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
