import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CampaignReportRateLimitedError, useMarketerCampaignReport } from "@/features/campaign-report/api/get-marketer-campaign-report";
import { CsvButton, FunnelView } from "@/features/campaign-report/components/funnel-view";
import { PeriodPicker } from "@/features/campaign-report/components/period-picker";
import { parseFunnelPeriod, periodDates, type FunnelPeriod } from "@/features/campaign-report/domain/funnel";

/** Page texts of the marketer's report (docs/product.md, "Campaigns"). */
export const CAMPAIGN_REPORT_MESSAGES = {
  loading: "Loading the report...",
  invalid: "This report link is not valid",
  invalidText: "Check that you opened the whole link. If it still does not work, ask the business for a new link.",
  limited: "Too many attempts",
  limitedText: "Too many invalid report links were opened from this connection. Try again in 15 minutes.",
  error: "The report could not be loaded",
  errorText: "Check your connection and try again.",
} as const;

function Notice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      {children}
    </div>
  );
}

/**
 * /campaign-report?key=…&weeks=4|13|26|52: a marketer's private, read-only funnel of the
 * campaigns of one link (docs/decisions/063). Bare layout, noindex, never prerendered, never
 * logged (isSecretLinkPath), no referrer. A wrong, revoked or malformed key shows the same
 * "not valid" page; 429 "Too many attempts".
 */
export function CampaignReportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.get("key") ?? "";
  const weeks = parseFunnelPeriod(searchParams.get("weeks"));
  const [now] = useState(() => Date.now());
  const { from, to } = periodDates(weeks, now);
  const report = useMarketerCampaignReport(key, from, to);
  const choose = (next: FunnelPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("weeks", String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      {/* The key is in this page's URL: no request from here may carry it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <Head title="Campaign report" description="A private report of marketing campaigns." canonicalPath={paths.campaignReport()} noindex />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Campaign report{report.data ? `: ${report.data.label}` : ""}
      </h1>
      {report.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          {CAMPAIGN_REPORT_MESSAGES.loading}
        </p>
      ) : report.isError ? (
        report.error instanceof CampaignReportRateLimitedError ? (
          <Notice title={CAMPAIGN_REPORT_MESSAGES.limited} text={CAMPAIGN_REPORT_MESSAGES.limitedText} />
        ) : (
          <Notice title={CAMPAIGN_REPORT_MESSAGES.error} text={CAMPAIGN_REPORT_MESSAGES.errorText}>
            <Button className="mt-4" onClick={() => void report.refetch()}>
              Try again
            </Button>
          </Notice>
        )
      ) : report.data === null ? (
        <Notice title={CAMPAIGN_REPORT_MESSAGES.invalid} text={CAMPAIGN_REPORT_MESSAGES.invalidText} />
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            Campaigns: {report.data.campaigns.join(", ")} · {report.data.from} to {report.data.to}
          </p>
          <div className="mt-4">
            <PeriodPicker value={weeks} onChange={choose} />
          </div>
          <FunnelView report={report.data} actions={<CsvButton report={report.data} label={report.data.label} />} />
        </>
      )}
    </div>
  );
}
