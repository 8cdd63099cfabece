import type { ComponentProps } from "react";
import { CHECK_CLASSES, controlClasses, type ControlSize } from "@/components/forms/control-classes";
import { useFieldControl, type FieldControlProps } from "@/components/forms/field";
import { cn } from "@/lib/cn";

/**
 * The native controls, styled once. Inside a <FormField> each takes its id and aria wiring
 * from the field; a prop given here wins. `{...register("name")}` spreads onto them as onto
 * the native element (React 19 passes `ref` as a prop).
 */
export type TextInputType = "text" | "email" | "tel" | "number" | "date" | "time" | "search" | "url";

type AriaWiring = Pick<ComponentProps<"input">, "id" | "aria-describedby" | "aria-invalid" | "aria-required">;

/**
 * The field's wiring under the caller's own props. The markup keeps one attribute order
 * (id, type, the caller's attributes, aria, class, name), so a page renders the same
 * whichever way its props were written.
 */
function wiring(field: FieldControlProps | null, props: AriaWiring) {
  return {
    id: props.id ?? field?.id,
    aria: {
      "aria-invalid": props["aria-invalid"] ?? field?.["aria-invalid"],
      "aria-describedby": props["aria-describedby"] ?? field?.["aria-describedby"],
      "aria-required": props["aria-required"] ?? field?.["aria-required"],
    },
  };
}

export interface TextInputProps extends Omit<ComponentProps<"input">, "type" | "size"> {
  type?: TextInputType;
  size?: ControlSize;
  /** Leaves room for an icon laid over the left of the box. */
  withIcon?: boolean;
}

export function TextInput(props: TextInputProps) {
  const { type = "text", size = "md", withIcon = false, className, id: _id, name, onChange, onBlur, ref, ...rest } = props;
  const field = useFieldControl();
  const { id, aria } = wiring(field, props);
  const { "aria-invalid": _i, "aria-describedby": _d, "aria-required": _r, ...attributes } = rest;
  return (
    <input
      id={id}
      type={type}
      {...attributes}
      {...aria}
      className={controlClasses({ size, withIcon, className: cn(field && "mt-1", className) })}
      name={name}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    />
  );
}

export type TextAreaProps = ComponentProps<"textarea">;

export function TextArea(props: TextAreaProps) {
  const { className, rows = 4, id: _id, name, onChange, onBlur, ref, ...rest } = props;
  const field = useFieldControl();
  const { id, aria } = wiring(field, props);
  const { "aria-invalid": _i, "aria-describedby": _d, "aria-required": _r, ...attributes } = rest;
  return (
    <textarea
      id={id}
      rows={rows}
      {...attributes}
      {...aria}
      className={controlClasses({ kind: "area", className: cn(field && "mt-1", className) })}
      name={name}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    />
  );
}

export interface SelectProps extends Omit<ComponentProps<"select">, "size"> {
  size?: ControlSize;
}

export function Select(props: SelectProps) {
  const { size = "md", className, children, id: _id, name, onChange, onBlur, ref, ...rest } = props;
  const field = useFieldControl();
  const { id, aria } = wiring(field, props);
  const { "aria-invalid": _i, "aria-describedby": _d, "aria-required": _r, ...attributes } = rest;
  return (
    <select
      id={id}
      {...attributes}
      {...aria}
      className={controlClasses({ size, className: cn(field && "mt-1", className) })}
      name={name}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    >
      {children}
    </select>
  );
}

/** A check box; the caller wraps it in its <label> with the text beside it. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" {...props} className={cn("mt-1", CHECK_CLASSES, className)} />;
}

/** A radio button; <RadioGroup>, <RadioChips> and <RadioCards> are built on it. */
export function Radio({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="radio" {...props} className={className ?? CHECK_CLASSES} />;
}
