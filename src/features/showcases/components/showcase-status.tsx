import { Link } from "react-router-dom";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Page texts of the showcase states (docs/product.md §2.2, §2.8). */
export const SHOWCASE_MESSAGES = {
  loading: "Loading property details...",
  notFoundTitle: "Property Not Found",
  notFoundText: "The requested property could not be found.",
  notFoundNotice: "Property not found",
  errorTitle: "Error",
  errorText: "Failed to load property details.",
} as const;

export function ShowcaseLoading() {
  return (
    <div className="flex min-h-[100svh] flex-col items-center justify-center gap-4 bg-slate-900 px-4 text-white">
      <h1 className="sr-only">Property showcase</h1>
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-white/20 border-t-accent-400" />
      <p role="status" className="text-lg text-slate-200">
        {SHOWCASE_MESSAGES.loading}
      </p>
    </div>
  );
}

export function ShowcaseProblem({ kind, onRetry }: { kind: "not-found" | "error"; onRetry?: () => void }) {
  const notFound = kind === "not-found";
  return (
    <div className="mx-auto flex min-h-[70svh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{notFound ? SHOWCASE_MESSAGES.notFoundTitle : SHOWCASE_MESSAGES.errorTitle}</h1>
      <p className="mt-3 text-lg text-slate-600">{notFound ? SHOWCASE_MESSAGES.notFoundText : SHOWCASE_MESSAGES.errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <button type="button" onClick={onRetry} className={buttonClasses({})}>
            Try again
          </button>
        )}
        <Link to={paths.showcase()} className={buttonClasses({ variant: notFound ? "primary" : "outline" })}>
          Browse property showcases
        </Link>
      </div>
    </div>
  );
}
