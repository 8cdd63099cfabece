import { cn } from "@/lib/cn";

/**
 * The look of every text-like control (input, textarea, select) of the site, in one place:
 * white box, slate border turning red while `aria-invalid="true"`, a brand ring on keyboard
 * focus, placeholders in slate-500 (the lightest grey that keeps 4.5:1 on white).
 */
const CONTROL_BASE =
  "rounded-lg border bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 " +
  "aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100";

/** The border and focus ring: brand on a white page, the light accent on a brand-coloured box (the newsletter). */
const TONE = {
  default: "border-slate-300 focus-visible:border-brand-600 focus-visible:ring-brand-500",
  inverse: "border-white/30 focus-visible:ring-accent-300",
} as const;

/** The heights of a single-line control: `md` (44 px, a comfortable touch target) for forms, `lg` for a page's search box, `sm` for a filter bar. */
export type ControlSize = "sm" | "md" | "lg";

const HEIGHT: Record<ControlSize, string> = { sm: "h-10 text-sm", md: "h-11 text-base", lg: "h-12 text-base" };

export interface ControlClassOptions {
  /** Single-line controls get a fixed height; a textarea grows with its rows. */
  kind?: "line" | "area";
  size?: ControlSize;
  tone?: keyof typeof TONE;
  /** As wide as its content (a filter bar's select) rather than the full width. */
  inline?: boolean;
  /** Room on the left for an icon laid over the control (search boxes). */
  withIcon?: boolean;
  className?: string | undefined;
}

/** The class names of a control; custom controls (a combobox, a search box) use them too. */
export function controlClasses({ kind = "line", size = "md", tone = "default", inline = false, withIcon = false, className }: ControlClassOptions = {}): string {
  return cn(inline ? "inline-block" : "block w-full", CONTROL_BASE, TONE[tone], kind === "area" ? "resize-y py-2 text-base" : HEIGHT[size], withIcon && "pl-10", className);
}

/** The check box and radio button look (native controls in the brand colour). */
export const CHECK_CLASSES = "h-4 w-4 accent-brand-700";
