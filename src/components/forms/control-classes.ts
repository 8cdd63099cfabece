import { cn } from "@/lib/cn";

/**
 * The look of every text-like control (input, textarea, select) of the site, in one place:
 * white box, slate border turning red while `aria-invalid="true"`, a brand ring on keyboard
 * focus, placeholders in slate-500 (the lightest grey that keeps 4.5:1 on white).
 */
const CONTROL_BASE =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 " +
  "aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100";

/** The heights of a single-line control: `md` (44 px, a comfortable touch target) for forms, `lg` for a page's search box, `sm` for a filter bar. */
export type ControlSize = "sm" | "md" | "lg";

const HEIGHT: Record<ControlSize, string> = { sm: "h-10 text-sm", md: "h-11", lg: "h-12" };

export interface ControlClassOptions {
  /** Single-line controls get a fixed height; a textarea grows with its rows. */
  kind?: "line" | "area";
  size?: ControlSize;
  /** Room on the left for an icon laid over the control (search boxes). */
  withIcon?: boolean;
  className?: string | undefined;
}

/** The class names of a control; custom controls (a combobox, a search box) use them too. */
export function controlClasses({ kind = "line", size = "md", withIcon = false, className }: ControlClassOptions = {}): string {
  return cn(CONTROL_BASE, kind === "area" ? "resize-y py-2" : HEIGHT[size], withIcon && "pl-10", className);
}

/** The check box and radio button look (native controls in the brand colour). */
export const CHECK_CLASSES = "h-4 w-4 accent-brand-700";
