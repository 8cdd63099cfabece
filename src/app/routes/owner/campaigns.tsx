import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FormAlert, FormField, Select } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useOwnerCampaignReport } from "@/features/campaign-report/api/get-owner-campaign-report";
import { CampaignLinks } from "@/features/campaign-report/components/campaign-links";
import { CsvButton, FunnelView } from "@/features/campaign-report/components/funnel-view";
import { PeriodPicker } from "@/features/campaign-report/components/period-picker";
import { parseFunnelPeriod, periodDates, type FunnelPeriod } from "@/features/campaign-report/domain/funnel";

/**
 * /owner/campaigns: the campaign funnel of every campaign and discount code (docs/product.md,
 * "Campaigns"; docs/decisions/063), filtered by period, source and medium (in the URL), with
 * the weeks as a chart, a CSV of the same figures, and the marketer links.
 */
export function OwnerCampaignsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const weeks = parseFunnelPeriod(searchParams.get("weeks"));
  const source = searchParams.get("source") || null;
  const medium = searchParams.get("medium") || null;
  const [now] = useState(() => Date.now());
  const { from, to } = periodDates(weeks, now);
  const report = useOwnerCampaignReport({ from, to, source, medium });
  const set = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  const campaigns = [...new Set((report.data?.byCampaign ?? []).flatMap((row) => (row.campaign ? [row.campaign] : [])))].sort();

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Campaigns</h1>
      <p className="mt-1 text-slate-700">What each campaign link and discount code brought: landings, quotes, requests, bookings and money.</p>
      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <PeriodPicker value={weeks} onChange={(next: FunnelPeriod) => set("weeks", String(next))} />
        <div className="grid grid-cols-2 gap-3 sm:w-96">
          <FormField label="Source">
            <Select value={source ?? ""} onChange={(event) => set("source", event.target.value || null)}>
              <option value="">Any source</option>
              {(report.data?.sources ?? (source ? [source] : [])).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Medium">
            <Select value={medium ?? ""} onChange={(event) => set("medium", event.target.value || null)}>
              <option value="">Any medium</option>
              {(report.data?.media ?? (medium ? [medium] : [])).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </div>

      {report.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading the campaigns…
        </p>
      ) : report.isError ? (
        <div className="mt-6">
          <FormAlert title="The campaigns could not be loaded">
            {deskProblemOf(report.error) === "signed-out" ? "Your session has ended: sign in again." : "Check your connection and try again."}{" "}
            <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
              Try again
            </Button>
          </FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {report.data.from} to {report.data.to}
            {report.isFetching ? " · updating…" : ""}
          </p>
          {report.data.totals.landings + report.data.totals.quotesOpened + report.data.totals.requests === 0 && (
            <p className="mt-2 rounded-xl bg-slate-100 p-3 text-slate-700">No landings, quotes or requests in this period.</p>
          )}
          <FunnelView report={report.data} actions={<CsvButton report={report.data} />} />
          <CampaignLinks campaigns={campaigns} />
        </>
      )}
    </>
  );
}
