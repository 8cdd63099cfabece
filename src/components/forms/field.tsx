import { createContext, use, useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * The ids and state a control inside a <FormField> takes from it: its id (the label's
 * `htmlFor`), `aria-describedby` (hint and error, when shown), `aria-invalid` while an error
 * is shown and `aria-required` when the field is required.
 */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The wiring of the enclosing <FormField>, or null outside one. */
export function useFieldControl(): FieldControlProps | null {
  return use(FieldContext);
}

/** Light text on a brand background (the newsletter box) or the default dark text on white. */
export type FieldTone = "default" | "inverse";

export interface LabelProps {
  htmlFor: string;
  children: ReactNode;
  /** "required" adds a red star (hidden from screen readers: the control says aria-required), "optional" adds "(optional)". */
  marker?: "required" | "optional" | undefined;
  tone?: FieldTone;
  className?: string;
}

export function Label({ htmlFor, children, marker, tone = "default", className }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={cn("block text-sm font-semibold", tone === "default" ? "text-slate-800" : "text-white", className)}>
      {children}
      {marker === "required" ? (
        <span aria-hidden="true" className={tone === "default" ? "text-red-700" : "text-accent-200"}>
          {" "}
          *
        </span>
      ) : marker === "optional" ? (
        <span className={cn("font-normal", tone === "default" ? "text-slate-600" : "text-brand-100")}> (optional)</span>
      ) : null}
    </label>
  );
}

/** The text under a control that says what to write; a control points at it with aria-describedby. */
export function Hint({ id, children, tone = "default" }: { id: string; children: ReactNode; tone?: FieldTone }) {
  return (
    <p id={id} className={tone === "default" ? "text-slate-600" : "text-brand-100"}>
      {children}
    </p>
  );
}

/**
 * What is wrong with a field's value; a control points at it with aria-describedby and says
 * aria-invalid. `announce` makes it an alert (read out as it appears), for a form whose
 * errors appear while focus stays on the submit button.
 */
export function ErrorText({ id, children, tone = "default", announce = false, className }: { id: string; children: ReactNode; tone?: FieldTone; announce?: boolean; className?: string }) {
  return (
    <p id={id} role={announce ? "alert" : undefined} className={cn(tone === "default" ? "font-medium text-red-700" : "font-semibold text-accent-200", className)}>
      {children}
    </p>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  /** Required fields get the star and aria-required; the others "(optional)". */
  required?: boolean;
  hint?: ReactNode;
  /** The error message (react-hook-form's `errors.x?.message`); the control is invalid while it is set. */
  error?: string | undefined;
  /** The control: a <TextInput>, <TextArea> or <Select>, which takes its ids from the field. */
  children: ReactNode;
  /** Shown at the right of the error and hint line (a character counter). */
  footer?: ReactNode;
  /** The control's id, when something outside the field must point at it; a generated one otherwise. */
  id?: string;
  tone?: FieldTone;
  className?: string;
}

/**
 * One field: label (with its required or optional marker), the control, then the error and
 * the hint, wired by id so the control's accessible name and description are the label, the
 * hint and the error.
 */
export function FormField({ label, required = false, hint, error, children, footer, id, tone = "default", className }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id: inputId,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
  };
  return (
    <div className={className}>
      <Label htmlFor={inputId} marker={required ? "required" : "optional"} tone={tone}>
        {label}
      </Label>
      <FieldContext value={control}>{children}</FieldContext>
      <div className="mt-1 flex items-start justify-between gap-4 text-sm">
        <div>
          {error && (
            <ErrorText id={errorId} tone={tone}>
              {error}
            </ErrorText>
          )}
          {hint && (
            <Hint id={hintId} tone={tone}>
              {hint}
            </Hint>
          )}
        </div>
        {footer}
      </div>
    </div>
  );
}
