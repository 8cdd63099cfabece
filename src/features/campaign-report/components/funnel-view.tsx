import type { ReactNode } from "react";
import type { CampaignReport, FunnelFigures } from "#schemas/campaign-report.ts";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/save-file";
import { WeeklyChart } from "@/features/campaign-report/components/weekly-chart";
import {
  ATTRIBUTION_RULE,
  campaignName,
  FUNNEL_RATES,
  FUNNEL_STAGES,
  funnelCsv,
  funnelCsvFileName,
  moneyText,
  rateText,
} from "@/features/campaign-report/domain/funnel";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FigureCells({ row }: { row: FunnelFigures }) {
  return (
    <>
      {FUNNEL_STAGES.map((stage) => (
        <td key={stage.key} className="px-2 py-2 text-right tabular-nums">
          {row[stage.key]}
        </td>
      ))}
      <td className="px-2 py-2 text-right tabular-nums">{moneyText(row.bookedValue)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{moneyText(row.discountGiven)}</td>
      {FUNNEL_RATES.map((rate) => (
        <td key={rate.key} className="px-2 py-2 text-right tabular-nums text-slate-700">
          {rateText(row.rates[rate.key])}
        </td>
      ))}
    </>
  );
}

function FigureHeads() {
  return (
    <>
      {FUNNEL_STAGES.map((stage) => (
        <th key={stage.key} scope="col" className="px-2 py-2 text-right font-semibold">
          {stage.label}
        </th>
      ))}
      <th scope="col" className="px-2 py-2 text-right font-semibold">
        Booked value
      </th>
      <th scope="col" className="px-2 py-2 text-right font-semibold">
        Discount given
      </th>
      {FUNNEL_RATES.map((rate) => (
        <th key={rate.key} scope="col" className="px-2 py-2 text-right font-semibold">
          {rate.label}
        </th>
      ))}
    </>
  );
}

/** A wide table scrolls sideways inside its own box on a phone; the page never does. */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
      <table className="w-full whitespace-nowrap text-left text-sm">{children}</table>
    </div>
  );
}

/** Downloads the figures the page shows as CSV (funnelCsv): every campaign, code, week and the total. */
export function CsvButton({ report, label }: { report: CampaignReport; label?: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => saveFile(new TextEncoder().encode(funnelCsv(report)), funnelCsvFileName(report, label), "text/csv;charset=utf-8")}>
      Download CSV
    </Button>
  );
}

/**
 * The funnel of one period (docs/product.md, "Campaigns"; docs/decisions/063): the totals, the
 * weeks as a chart, by campaign (with source and medium), by discount code, and the
 * attribution rule under the tables. Counts and sums only. Shared by the desk and the
 * marketer's page.
 */
export function FunnelView({ report, actions }: { report: CampaignReport; actions?: ReactNode }) {
  const { totals } = report;
  const cards: { label: string; value: string }[] = [
    ...FUNNEL_STAGES.map((stage) => ({ label: stage.label, value: String(totals[stage.key]) })),
    { label: "Booked value", value: moneyText(totals.bookedValue) },
    { label: "Discount given", value: moneyText(totals.discountGiven) },
  ];
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}

      <Section id="campaigns-weekly" title="Per week">
        <WeeklyChart report={report} />
      </Section>

      <Section id="campaigns-by-campaign" title="By campaign">
        <TableBox label="Figures by campaign">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-2 py-2 font-semibold">
                Campaign
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Source
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Medium
              </th>
              <FigureHeads />
            </tr>
          </thead>
          <tbody>
            {report.byCampaign.length === 0 ? (
              <tr>
                <td colSpan={16} className="px-2 py-4 text-slate-600">
                  No landings, quotes or requests in this period.
                </td>
              </tr>
            ) : (
              report.byCampaign.map((row) => (
                <tr key={`${row.campaign}|${row.source}|${row.medium}`} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {campaignName(row.campaign)}
                  </th>
                  <td className="px-2 py-2">{row.source ?? "—"}</td>
                  <td className="px-2 py-2">{row.medium ?? "—"}</td>
                  <FigureCells row={row} />
                </tr>
              ))
            )}
          </tbody>
        </TableBox>
      </Section>

      <Section id="campaigns-by-code" title="By discount code">
        {report.byCode.length === 0 ? (
          <p className="mt-2 text-slate-600">No request used a discount code in this period.</p>
        ) : (
          <TableBox label="Figures by discount code">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-2 font-semibold">
                  Code
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Requests
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Booked
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Cancelled
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Booked value
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Discount given
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Booked / request
                </th>
              </tr>
            </thead>
            <tbody>
              {report.byCode.map((row) => (
                <tr key={row.code} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {row.code}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{row.requests}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{row.booked}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{row.cancelled}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{moneyText(row.bookedValue)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{moneyText(row.discountGiven)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{rateText(row.rates.bookedPerRequest)}</td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </Section>

      <p className="mt-6 max-w-3xl text-sm text-slate-600">
        <strong className="font-semibold text-slate-800">How it is counted.</strong> {ATTRIBUTION_RULE}
      </p>
    </>
  );
}
