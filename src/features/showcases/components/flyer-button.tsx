import { useEffect, useRef, useState } from "react";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { cn } from "@/lib/cn";
import { saveFile } from "@/lib/save-file";

export const FLYER_MESSAGES = {
  label: "Flyer",
  making: "Making flyer…",
  madeStatus: (fileName: string) => `Flyer downloaded: ${fileName}`,
  makingStatus: "Making the printable flyer. This takes a few seconds.",
  errorTitle: "Flyer not made",
  errorText: "The flyer could not be made. Check your connection and try again.",
} as const;

type FlyerState = { kind: "idle" } | { kind: "making" } | { kind: "made"; fileName: string } | { kind: "failed" };

function statusText(state: FlyerState): string {
  if (state.kind === "making") return FLYER_MESSAGES.makingStatus;
  if (state.kind === "made") return FLYER_MESSAGES.madeStatus(state.fileName);
  // The error toast (a live region too) says the rest; this line stays if the toast layer cannot load.
  if (state.kind === "failed") return `${FLYER_MESSAGES.errorTitle}.`;
  return "";
}

const PrinterIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="h-4 w-4">
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </svg>
);

export interface FlyerButtonProps {
  showcase: PropertyShowcase;
  /** A short description to print, when the caller has one (showcase rows have none). */
  description?: string | null;
  /** "onDark" over a photo (the showcase hero), "onLight" (the default) on a white page. */
  tone?: "onDark" | "onLight";
  className?: string;
}

const TONES = {
  onDark:
    "border border-white/70 bg-slate-950/40 text-white backdrop-blur hover:bg-white/15 focus-visible:ring-white focus-visible:ring-offset-slate-900",
  onLight:
    "border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:ring-brand-500 focus-visible:ring-offset-white",
} as const;

/**
 * "Flyer": makes the showcase's printable one-page PDF in the browser and downloads it. The
 * PDF and QR libraries load only when it is pressed (docs/decisions/037). While the flyer
 * is made the button is aria-busy and a status line says so; a failure raises an error toast.
 */
export function FlyerButton({ showcase, description, tone = "onLight", className }: FlyerButtonProps) {
  const [state, setState] = useState<FlyerState>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);
  const busy = state.kind === "making";

  // Leaving the page stops a flyer being made: no download lands on another page.
  useEffect(() => () => running.current?.abort(), []);

  async function makeFlyer() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: "making" });
    try {
      const { makeShowcaseFlyer } = await import("@/features/showcases/api/make-flyer");
      const flyer = await makeShowcaseFlyer(showcase, { description, signal: controller.signal });
      controller.signal.throwIfAborted();
      saveFile(flyer.bytes, flyer.fileName, "application/pdf");
      setState({ kind: "made", fileName: flyer.fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("The flyer could not be made:", error);
      setState({ kind: "failed" });
      void import("sonner").then(({ toast }) => toast.error(FLYER_MESSAGES.errorTitle, { description: FLYER_MESSAGES.errorText }));
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void makeFlyer()}
        aria-busy={busy}
        aria-disabled={busy}
        className={cn(
          "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
          TONES[tone],
          "aria-disabled:cursor-progress aria-disabled:opacity-80",
          className,
        )}
      >
        {busy ? <span aria-hidden="true" className="h-4 w-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" /> : <PrinterIcon />}
        <span>{busy ? FLYER_MESSAGES.making : FLYER_MESSAGES.label}</span>
      </button>
      <span role="status" className="sr-only">
        {statusText(state)}
      </span>
    </>
  );
}
