import { Component, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { NotFoundPage } from "@/app/not-found";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { SectionHeading } from "@/components/layout/section-heading";

export const ERROR_HEADING = "We hit a snag while loading this page";
export const ERROR_TEXT = "A rendering error occurred. Our team will look into it. You can try refreshing the page.";

/** The text of whatever was thrown, for the <pre> block. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? `\n${error.data}` : "";
    return `${error.status} ${error.statusText}${detail}`.trim();
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The one error screen: used by the top-level boundary (whole page) and as every route's
 * errorElement (inside the layout, so header and footer stay).
 */
export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <section role="alert" aria-labelledby="error-heading" className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
      <SectionHeading id="error-heading" as="h1">
        {ERROR_HEADING}
      </SectionHeading>
      <p className="mt-4 text-slate-600">{ERROR_TEXT}</p>
      <pre className="mt-6 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 text-left font-mono text-sm text-slate-700">
        {errorText(error)}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh page</Button>
        {/* A plain link: the top-level boundary may render outside the router. */}
        <a href={paths.home()} className={buttonClasses({ variant: "outline" })}>
          Go to the homepage
        </a>
      </div>
    </section>
  );
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Top-level boundary: catches anything the route boundaries cannot (providers, router). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Uncaught rendering error", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <main id="main-content" className="min-h-screen bg-white">
          <ErrorFallback error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}

/**
 * Every route's errorElement. A 404 thrown by a loader (e.g. an unknown appraisal type)
 * shows the not-found page; anything else shows the error screen.
 */
export function RouteErrorBoundary() {
  // React Router already logs the error to the console.
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback error={error} />;
}
