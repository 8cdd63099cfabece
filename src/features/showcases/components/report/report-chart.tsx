import { useMemo } from "react";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { TimeChart } from "@/components/charts/time-chart";
import { chartSummary, dailyChartData, longDayText, shortDayText } from "@/features/showcases/domain/report";

/** The page's brand green and accent (tailwind.config.ts brand-700, accent-500). */
const VIEWS_COLOR = "#1f5a46";
const VISITORS_COLOR = "#c98a12";

/** Page views (bars) and unique visitors (line) per day, with every figure in the table below. */
export function ReportChart({ report }: { report: ShowcaseReport }) {
  const data = useMemo(() => dailyChartData(report), [report]);
  return (
    <TimeChart
      summary={chartSummary(report)}
      height={260}
      placeClass="min-h-[260px]"
      xLabel="Day"
      xTick={shortDayText}
      xValue={longDayText}
      series={[
        { label: "Page views", color: VIEWS_COLOR, kind: "bars" },
        { label: "Unique visitors", color: VISITORS_COLOR, kind: "line", points: report.daily.length <= 31 },
      ]}
      data={data}
      tableSummary="Figures per day as a table"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Page views and unique visitors per day</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Day
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Page views
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Unique visitors
            </th>
          </tr>
        </thead>
        <tbody>
          {report.daily.map((day) => (
            <tr key={day.date} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {longDayText(day.date)}
              </th>
              <td className="py-1.5 pr-4 text-right tabular-nums">{day.pageViews}</td>
              <td className="py-1.5 text-right tabular-nums">{day.uniqueVisitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TimeChart>
  );
}
