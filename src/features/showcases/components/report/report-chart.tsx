import { useEffect, useRef, useState } from "react";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { chartSummary, dailyChartData, longDayText, shortDayText } from "@/features/showcases/domain/report";

const CHART_HEIGHT = 260;
/** The page's brand green and accent (tailwind.config.ts brand-700, accent-500). */
const VIEWS_COLOR = "#1f5a46";
const VISITORS_COLOR = "#c98a12";

/** Whether this browser can draw on a canvas (jsdom and some locked-down browsers cannot). */
function canDraw(): boolean {
  try {
    return typeof document !== "undefined" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/**
 * Page views (bars) and unique visitors (line) per day, drawn by uPlot. uPlot and its CSS
 * load here, on first mount, in their own chunk: no other page carries them
 * (docs/decisions/038). The canvas is described for screen readers by one sentence; the
 * table below it gives every figure, and is the whole chart where a canvas cannot draw.
 */
export function ReportChart({ report }: { report: ShowcaseReport }) {
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
        const width = Math.max(element.clientWidth, 280);
        const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
        plot = new UPlot(
          {
            width,
            height: CHART_HEIGHT,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            axes: [
              { values: (_u, splits) => splits.map((x) => shortDayText(new Date(x * 1000).toISOString().slice(0, 10))) },
              { values: (_u, splits) => splits.map((y) => (Number.isInteger(y) ? String(y) : "")) },
            ],
            series: [
              { label: "Day", value: (_u, x) => (x === null ? "—" : longDayText(new Date(x * 1000).toISOString().slice(0, 10))) },
              { label: "Page views", stroke: VIEWS_COLOR, fill: `${VIEWS_COLOR}cc`, width: 1, ...(bars ? { paths: bars } : {}) },
              { label: "Unique visitors", stroke: VISITORS_COLOR, width: 2, points: { show: report.daily.length <= 31 } },
            ],
          },
          dailyChartData(report),
          element,
        );
        setDrawn("drawn");
        if (typeof ResizeObserver === "function") {
          observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 280), height: CHART_HEIGHT }));
          observer.observe(element);
        }
      })
      .catch((error: unknown) => {
        console.warn("The report chart could not be drawn:", error);
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
        aria-label={chartSummary(report)}
        className={drawn === "unavailable" ? "hidden" : "min-h-[260px] w-full overflow-hidden"}
      />
      <figcaption className="sr-only">{chartSummary(report)}</figcaption>
      <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" open={drawn === "unavailable"}>
        <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          Figures per day as a table
        </summary>
        <div className="mt-3 max-h-96 overflow-y-auto">
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
        </div>
      </details>
    </figure>
  );
}
