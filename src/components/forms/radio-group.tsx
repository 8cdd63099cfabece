import type { CSSProperties, ReactNode } from "react";
import { CHECK_CLASSES } from "@/components/forms/control-classes";
import { Radio } from "@/components/forms/controls";
import { cn } from "@/lib/cn";

export interface RadioOption<Value extends string = string> {
  value: Value;
  /** What the option says; for a chip, the visible text (hide a shorthand with aria-hidden and give the full words in sr-only text). */
  label: ReactNode;
}

interface RadioGroupBase<Value extends string> {
  /** The group's name: the browser's arrow keys move between its options. */
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<Value>[];
  /** The chosen value, null when none is. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** Classes of the box that lays the options out (a grid or a wrap). */
  layoutClassName?: string;
  /** Inline style of that box (a minimum height kept while options change). */
  style?: CSSProperties;
  className?: string;
}

const LEGEND_CLASSES = "text-sm font-semibold text-slate-800";

/**
 * A native radio group in a fieldset named by its legend: arrow keys move between the
 * options, Tab leaves the group, a screen reader names the group and says which is checked.
 * Each option is a radio button beside its text inside one label.
 */
export function RadioGroup<Value extends string>({ name, legend, options, value, onChange, layoutClassName = "flex flex-col gap-2", style, className }: RadioGroupBase<Value>) {
  return (
    <fieldset className={className}>
      <legend className={LEGEND_CLASSES}>{legend}</legend>
      <div className={cn("mt-2", layoutClassName)} style={style}>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <Radio name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} className={CHECK_CLASSES} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface RadioChipsProps<Value extends string> extends RadioGroupBase<Value> {
  /** Size and text of each chip (a day chip is taller than a time chip). */
  chipClassName: string;
  /** Something drawn on a chip beside its label (a dot on the day that holds the pick). */
  badge?: (value: Value) => ReactNode;
}

/**
 * The booking picker's look of a radio group: each option a chip (the radio button hidden,
 * the label drawn as a button). The checked chip is filled, the strongest look whatever has
 * focus; the focused one is outlined apart from the chip, so focus never reads as the choice
 * (docs/decisions/047).
 */
export function RadioChips<Value extends string>({ name, legend, options, value, onChange, layoutClassName, style, className, chipClassName, badge }: RadioChipsProps<Value>) {
  return (
    <fieldset className={className}>
      <legend className={LEGEND_CLASSES}>{legend}</legend>
      <div className={cn("mt-2", layoutClassName)} style={style}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label key={option.value} className={chipClasses(checked, chipClassName)}>
              <Radio name={name} value={option.value} checked={checked} onChange={() => onChange(option.value)} className="sr-only" />
              {option.label}
              {badge?.(option.value)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function chipClasses(checked: boolean, shape: string): string {
  return cn(
    "relative flex cursor-pointer items-center justify-center rounded-lg border font-medium transition-colors",
    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
    checked ? "border-brand-800 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
    shape,
  );
}
