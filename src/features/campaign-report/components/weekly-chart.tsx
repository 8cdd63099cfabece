import { useEffect, useRef, useState } from "react";
import type { CampaignReport } from "#schemas/campaign-report.ts";
import { funnelSummary, moneyText, weekText, weeklyChartData } from "@/features/campaign-report/domain/funnel";

const CHART_HEIGHT = 240;
/** tailwind.config.ts brand-700, accent-500 and slate-700. */
const LANDINGS_COLOR = "#1f5a46";
const REQUESTS_COLOR = "#c98a12";
const BOOKED_COLOR = "#334155";

function canDraw(): boolean {
  try {
    return typeof document !== "undefined" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/**
 * Landings (bars), requests and bookings (lines) per week, drawn by uPlot, the site's chart
 * library, loaded with its CSS on first mount in its own chunk (docs/decisions/038). The canvas
 * is described by one sentence; the table below gives every week's figures and is the whole
 * chart where a canvas cannot draw.
 */
export function WeeklyChart({ report }: { report: CampaignReport }) {
  const container = useRef<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState<"pending" | "drawn" | "unavailable">("pending");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!canDraw()) {
      setDrawn("unavailable");
      return;
    }
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (disposed) return;
        const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
        plot = new UPlot(
          {
            width: Math.max(element.clientWidth, 280),
            height: CHART_HEIGHT,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            axes: [
              { values: (_u, splits) => splits.map((x) => weekText(new Date(x * 1000).toISOString().slice(0, 10))) },
              { values: (_u, splits) => splits.map((y) => (Number.isInteger(y) ? String(y) : "")) },
            ],
            series: [
              { label: "Week of", value: (_u, x) => (x === null ? "—" : weekText(new Date(x * 1000).toISOString().slice(0, 10))) },
              { label: "Landings", stroke: LANDINGS_COLOR, fill: `${LANDINGS_COLOR}cc`, width: 1, ...(bars ? { paths: bars } : {}) },
              { label: "Requests", stroke: REQUESTS_COLOR, width: 2 },
              { label: "Booked", stroke: BOOKED_COLOR, width: 2, dash: [6, 4] },
            ],
          },
          weeklyChartData(report),
          element,
        );
        setDrawn("drawn");
        if (typeof ResizeObserver === "function") {
          observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 280), height: CHART_HEIGHT }));
          observer.observe(element);
        }
      })
      .catch((error: unknown) => {
        console.warn("The campaign chart could not be drawn:", error);
        if (!disposed) setDrawn("unavailable");
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [report]);

  return (
    <figure className="mt-4">
      <div
        ref={container}
        role="img"
        aria-label={funnelSummary(report)}
        className={drawn === "unavailable" ? "hidden" : "min-h-[240px] w-full overflow-hidden"}
      />
      <figcaption className="sr-only">{funnelSummary(report)}</figcaption>
      <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" open={drawn === "unavailable"}>
        <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          Figures per week as a table
        </summary>
        <div className="mt-3 max-h-96 overflow-auto">
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
        </div>
      </details>
    </figure>
  );
}
