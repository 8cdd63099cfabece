import { useParams, useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { paths } from "@/config/paths";
import { absoluteUrl } from "@/config/site";
import { useShowcase } from "@/features/showcases/api/get-showcase";
import { ReportRateLimitedError, useShowcaseReport } from "@/features/showcases/api/get-showcase-report";
import { FlyerButton } from "@/features/showcases/components/flyer-button";
import { ReportEmpty, ReportFigures } from "@/features/showcases/components/report/report-view";
import { ReportShareLinks } from "@/features/showcases/components/report/share-links";
import { isWellFormedReportKey, parseReportDays, REPORT_PERIODS, type ReportPeriod } from "@/features/showcases/domain/report";
import { cn } from "@/lib/cn";

/** Page texts of the report's states. */
export const REPORT_MESSAGES = {
  loading: "Loading the report...",
  invalid: "This report link is not valid",
  invalidText: "Check that you opened the whole link from your email. If it still does not work, ask us for a new link.",
  limited: "Too many attempts",
  limitedText: "Too many invalid report links were opened from this connection. Try again in 15 minutes.",
  error: "The report could not be loaded",
  errorText: "Check your connection and try again.",
} as const;

/** Texts of the report's flyer block. */
export const REPORT_FLYER_MESSAGES = {
  heading: "Printable flyer",
  text: "One US Letter page with the photos, the facts, your details and a QR code; visits from the printed code are counted here as Flyer (QR).",
  loading: "Loading the flyer...",
  error: "The flyer could not be prepared here. Open the showcase page to print it.",
} as const;

/**
 * The showcase's printable flyer (FlyerButton, docs/decisions/037). The report answers only
 * aggregates, so the flyer reads the public showcase itself, with the showcase page's query.
 */
export function ReportFlyer({ showcaseParam }: { showcaseParam: string }) {
  const { data: showcase, isPending, isError } = useShowcase(showcaseParam);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{REPORT_FLYER_MESSAGES.heading}</h3>
      <p className="mt-1 text-sm text-slate-600">{REPORT_FLYER_MESSAGES.text}</p>
      <div className="mt-3">
        {isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {REPORT_FLYER_MESSAGES.loading}
          </p>
        ) : isError || !showcase ? (
          <p className="text-sm text-slate-700">{REPORT_FLYER_MESSAGES.error}</p>
        ) : (
          <FlyerButton showcase={showcase} />
        )}
      </div>
    </div>
  );
}

function PeriodPicker({ days, onChange }: { days: ReportPeriod; onChange: (days: ReportPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-xl border border-slate-300 bg-white p-1">
      {REPORT_PERIODS.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === days}
          onClick={() => onChange(choice)}
          className={cn(
            "min-h-10 rounded-lg px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            choice === days ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          Last {choice} days
        </button>
      ))}
    </div>
  );
}

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{text}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white">
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * /showcase/<slug>/report?key=…&days=7|30|90: the agent's private engagement report of a
 * showcase (docs/decisions/038). The key is the only authorisation; the page is
 * noindex, never prerendered, linked from no public page, sends no referrer, and is never
 * reported to web analytics (the site-visit log keeps its path without the query).
 * A wrong key and an unknown showcase give the same "not valid" page.
 */
export function ShowcaseReportPage() {
  const { slugOrId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const key = search.get("key") ?? "";
  const days = parseReportDays(search.get("days"));
  const wellFormed = isWellFormedReportKey(key);
  const query = useShowcaseReport(slugOrId, wellFormed ? key : "", days);

  const setDays = (next: ReportPeriod) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("days", String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const head = (
    <>
      {/* The key is in this page's URL: no request from here may carry it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <Head title="Showcase report" description="A private visitor report of a property showcase." canonicalPath={`/showcase/${encodeURIComponent(slugOrId)}/report`} noindex />
    </>
  );

  if (!wellFormed || (query.isSuccess && query.data === null)) {
    return (
      <>
        {head}
        <Problem title={REPORT_MESSAGES.invalid} text={REPORT_MESSAGES.invalidText} />
      </>
    );
  }
  if (query.isError) {
    const limited = query.error instanceof ReportRateLimitedError;
    return (
      <>
        {head}
        {limited ? (
          <Problem title={REPORT_MESSAGES.limited} text={REPORT_MESSAGES.limitedText} />
        ) : (
          <Problem title={REPORT_MESSAGES.error} text={REPORT_MESSAGES.errorText} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const report = query.data ?? null;
  const showcaseParam = report ? (report.showcase.slug ?? report.showcase.id) : slugOrId;
  return (
    <>
      {head}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Showcase report</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {report ? report.showcase.address : "Visitor report"}
        </h1>
        {report?.showcase.city && <p className="mt-1 text-lg text-slate-600">{report.showcase.city}</p>}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <PeriodPicker days={days} onChange={setDays} />
          {query.isFetching && report && (
            <span role="status" className="text-sm text-slate-600">
              Updating…
            </span>
          )}
        </div>

        {!report ? (
          <p role="status" className="mt-10 text-lg text-slate-600">
            {REPORT_MESSAGES.loading}
          </p>
        ) : (
          <>
            {report.totals.pageViews === 0 ? <ReportEmpty report={report} /> : <ReportFigures report={report} />}
            {report.showcase.isPublic && (
              <ReportShareLinks mlsUrl={absoluteUrl(paths.showcaseMls(showcaseParam))} flyer={<ReportFlyer showcaseParam={showcaseParam} />} />
            )}
            <p className="mt-10 text-xs text-slate-500">
              Figures for {report.period.from} to {report.period.to} (New York time). A visitor is counted once per browser session; visitors
              who block tracking are not counted. Keep this link private: anyone with it can see this report.
            </p>
          </>
        )}
      </div>
    </>
  );
}
