import type { LeadStatus } from "#schemas/owner-desk.ts";
import { LEAD_STATUS_LABELS } from "@/features/owner-requests/domain/pipeline";
import { cn } from "@/lib/cn";

const TONES: Record<LeadStatus, string> = {
  new: "bg-brand-700 text-white",
  contacted: "bg-sky-100 text-sky-900",
  scheduled: "bg-indigo-100 text-indigo-900",
  done: "bg-emerald-100 text-emerald-900",
  delivered: "bg-teal-100 text-teal-900",
  paid: "bg-slate-200 text-slate-900",
  lost: "bg-red-100 text-red-900",
};

/** A request's pipeline status, as a label (its text says it; the colour only repeats it). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[status])}>{LEAD_STATUS_LABELS[status]}</span>;
}
