import { useMemo } from "react";
import type { CampaignReport } from "#schemas/campaign-report.ts";
import { TimeChart } from "@/components/charts/time-chart";
import { funnelSummary, moneyText, weekText, weeklyChartData } from "@/features/campaign-report/domain/funnel";

/** tailwind.config.ts brand-700, accent-500 and slate-700. */
const LANDINGS_COLOR = "#1f5a46";
const REQUESTS_COLOR = "#c98a12";
const BOOKED_COLOR = "#334155";

/** Landings (bars), requests and bookings (lines) per week, with every week's figures in the table below. */
export function WeeklyChart({ report }: { report: CampaignReport }) {
  const data = useMemo(() => weeklyChartData(report), [report]);
  return (
    <TimeChart
      summary={funnelSummary(report)}
      height={240}
      placeClass="min-h-[240px]"
      xLabel="Week of"
      xTick={weekText}
      xValue={weekText}
      series={[
        { label: "Landings", color: LANDINGS_COLOR, kind: "bars" },
        { label: "Requests", color: REQUESTS_COLOR, kind: "line" },
        { label: "Booked", color: BOOKED_COLOR, kind: "line", dash: [6, 4] },
      ]}
      data={data}
      tableSummary="Figures per week as a table"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Landings, quotes, requests and bookings per week</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {["Week of", "Landings", "Opened", "Priced", "Requests", "Booked", "Cancelled", "Booked value"].map((label, index) => (
              <th key={label} scope="col" className={index === 0 ? "py-2 pr-3 font-semibold" : "py-2 pr-3 text-right font-semibold"}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.weekly.map((week) => (
            <tr key={week.week} className="border-b border-slate-100">
              <th scope="row" className="whitespace-nowrap py-1.5 pr-3 font-normal">
                {weekText(week.week)}
              </th>
              {[week.landings, week.quotesOpened, week.quotesPriced, week.requests, week.booked, week.cancelled].map((value, index) => (
                <td key={index} className="py-1.5 pr-3 text-right tabular-nums">
                  {value}
                </td>
              ))}
              <td className="py-1.5 pr-3 text-right tabular-nums">{moneyText(week.bookedValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TimeChart>
  );
}
