import type { ReactNode } from "react";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { ReportChart } from "@/features/showcases/components/report/report-chart";
import { campaignText, channelRows, durationText, longDayText, mediaRows } from "@/features/showcases/domain/report";

function Card({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The figures of one period: totals, the daily chart, media seen, and where visitors came from. */
export function ReportFigures({ report }: { report: ShowcaseReport }) {
  const { totals } = report;
  const media = mediaRows(report);
  const channels = channelRows(report);
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        <Card label="Page views" value={String(totals.pageViews)} />
        <Card label="Unique visitors" value={String(totals.uniqueVisitors)} />
        <Card label="Average time on page" value={durationText(totals.averageSecondsOnPage)} />
        <Card label="Phone taps" value={String(totals.phoneClicks)} hint="on your phone number" />
        <Card label="Email clicks" value={String(totals.emailClicks)} hint="on your email address" />
      </dl>

      <Section id="report-daily" title="Visits per day">
        <ReportChart report={report} />
      </Section>

      {media.length > 0 && (
        <Section id="report-media" title="What visitors looked at">
          <p className="mt-1 text-sm text-slate-600">The share of visitors who scrolled to each part of the page.</p>
          <ul className="mt-4 space-y-3">
            {media.map((row) => (
              <li key={row.section}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-slate-800">{row.label}</span>
                  <span className="tabular-nums text-slate-700">
                    {row.share} <span className="text-slate-500">({row.seenBy})</span>
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-brand-700" style={{ width: row.share }} />
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="report-sources" title="Where visitors came from">
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Page views by source</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Source
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Page views
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {channels.map((row) => (
              <tr key={row.channel} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{row.visits}</td>
                <td className="py-1.5 text-right tabular-nums">{row.share}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {report.campaigns.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">Campaign links (source / medium / campaign)</h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {report.campaigns.map((campaign) => (
                <li key={campaignText(campaign)} className="flex justify-between gap-4 py-1.5">
                  <span className="break-all">{campaignText(campaign)}</span>
                  <span className="tabular-nums">{campaign.visits}</span>
                </li>
              ))}
            </ul>
          </>
        )}

        {report.referrers.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">Referring websites</h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {report.referrers.map((referrer) => (
                <li key={referrer.domain} className="flex justify-between gap-4 py-1.5">
                  <span className="break-all">{referrer.domain}</span>
                  <span className="tabular-nums">{referrer.visits}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}

/** The empty state: the showcase has had no visit in the period. */
export function ReportEmpty({ report }: { report: ShowcaseReport }) {
  return (
    <div role="status" className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">No visits yet</p>
      <p className="mt-2 text-slate-600">
        Nobody has opened this showcase between {longDayText(report.period.from)} and {longDayText(report.period.to)}. Share the links below to get it
        seen.
      </p>
    </div>
  );
}
