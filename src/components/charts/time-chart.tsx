import { useEffect, useRef, useState, type ReactNode } from "react";
import type { AlignedData } from "uplot";

/** One series of a time chart: bars (the first, usually) or a line. */
export interface TimeSeries {
  label: string;
  /** A colour of tailwind.config.ts, as hex. */
  color: string;
  kind: "bars" | "line";
  dash?: number[];
  /** Dots on a line's points (default: uPlot's choice). */
  points?: boolean;
}

export interface TimeChartProps {
  /** One sentence that says what the chart shows (the canvas's accessible name). */
  summary: string;
  height: number;
  /** The canvas's place before it draws, as a Tailwind class of the same height ("min-h-[260px]"). */
  placeClass: string;
  /** The x series' legend label ("Day", "Week of"). */
  xLabel: string;
  /** An x value (UTC seconds at midnight) as an axis tick and as the legend's value. */
  xTick: (isoDate: string) => string;
  xValue: (isoDate: string) => string;
  series: TimeSeries[];
  /** uPlot's data: the x values in seconds, then one array per series. */
  data: AlignedData;
  /** What the table below the chart is ("Figures per day as a table"). */
  tableSummary: string;
  /** The table with every figure: the whole chart where a canvas cannot draw. */
  children: ReactNode;
}

/**
 * Whether this browser can draw the chart: a 2D canvas, and Path2D and matchMedia, which uPlot
 * uses (jsdom and some locked-down browsers lack them; uPlot would throw after its constructor,
 * where no catch of ours sees it).
 */
function canDraw(): boolean {
  try {
    return (
      typeof document !== "undefined" &&
      typeof Path2D === "function" &&
      typeof window.matchMedia === "function" &&
      document.createElement("canvas").getContext("2d") !== null
    );
  } catch {
    return false;
  }
}

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The site's time chart: counts per day or week drawn by uPlot, which loads with its CSS on first
 * mount in its own chunk, so no other page carries it (docs/decisions/038). The canvas is
 * described by one sentence; the table below it gives every figure and is open where a canvas
 * cannot draw. Used by the agent's showcase report and the campaign report.
 */
export function TimeChart({ summary, height, placeClass, xLabel, xTick, xValue, series, data, tableSummary, children }: TimeChartProps) {
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
    const width = () => Math.max(element.clientWidth, 280);
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (disposed) return;
        const bars = UPlot.paths.bars?.({ size: [0.6, 40] });
        plot = new UPlot(
          {
            width: width(),
            height,
            legend: { show: true },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            axes: [
              { values: (_u, splits) => splits.map((x) => xTick(dateOf(x))) },
              { values: (_u, splits) => splits.map((y) => (Number.isInteger(y) ? String(y) : "")) },
            ],
            series: [
              { label: xLabel, value: (_u, x) => (x === null ? "—" : xValue(dateOf(x))) },
              ...series.map((one) =>
                one.kind === "bars"
                  ? { label: one.label, stroke: one.color, fill: `${one.color}cc`, width: 1, ...(bars ? { paths: bars } : {}) }
                  : {
                      label: one.label,
                      stroke: one.color,
                      width: 2,
                      ...(one.dash ? { dash: one.dash } : {}),
                      ...(one.points === undefined ? {} : { points: { show: one.points } }),
                    },
              ),
            ],
          },
          data,
          element,
        );
        setDrawn("drawn");
        if (typeof ResizeObserver === "function") {
          observer = new ResizeObserver(() => plot?.setSize({ width: width(), height }));
          observer.observe(element);
        }
      })
      .catch((error: unknown) => {
        console.warn(`The chart (${summary}) could not be drawn:`, error);
        if (!disposed) setDrawn("unavailable");
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
    // The chart is drawn again when its figures change; the label functions are stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, height]);

  return (
    <figure className="mt-4">
      <div
        ref={container}
        role="img"
        aria-label={summary}
        className={drawn === "unavailable" ? "hidden" : `${placeClass} w-full overflow-hidden`}
      />
      <figcaption className="sr-only">{summary}</figcaption>
      <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" open={drawn === "unavailable"}>
        <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          {tableSummary}
        </summary>
        <div className="mt-3 max-h-96 overflow-auto">{children}</div>
      </details>
    </figure>
  );
}
