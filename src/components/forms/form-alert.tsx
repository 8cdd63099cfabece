import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/cn";

export interface FormAlertProps {
  title: ReactNode;
  children?: ReactNode;
  /** "error" for a refusal or a failure; "warning" for news that changes the visitor's choice. */
  tone?: "error" | "warning";
  /** Set to move focus to the alert (it takes focus with tabIndex -1). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * A form-level message in place, beside the submit button: a refusal or a failure of the
 * whole form (a field's own problem is its <ErrorText>). role="alert" reads it out as it
 * appears; it sits in the form's flow, so nothing covers the fields and what was typed stays
 * in view, on a phone too.
 */
export function FormAlert({ title, children, tone = "error", ref, className }: FormAlertProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={ref ? -1 : undefined}
      className={cn(
        "rounded-lg border p-4 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500",
        tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-950",
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}
