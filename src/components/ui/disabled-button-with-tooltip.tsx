import { useId, type ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface DisabledButtonWithTooltipProps {
  children: ReactNode;
  /** Why the action is unavailable; shown on hover and keyboard focus, and read as the description. */
  tooltip: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A button that cannot be used, with the reason in a tooltip. `aria-disabled` (not
 * `disabled`) keeps it focusable, so keyboard and screen-reader users reach the reason
 * too; clicks do nothing.
 */
export function DisabledButtonWithTooltip({
  children,
  tooltip,
  variant = "primary",
  size = "md",
  className,
}: DisabledButtonWithTooltipProps) {
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tooltipId}
        onClick={(event) => event.preventDefault()}
        className={buttonClasses({ variant, size, className: cn("cursor-not-allowed opacity-50", className) })}
      >
        {children}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-[16rem] -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-center text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {tooltip}
      </span>
    </span>
  );
}
