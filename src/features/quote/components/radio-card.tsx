import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface RadioCardProps {
  /** The radio group's name: arrow keys move between the cards that share it. */
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  /** Shape and padding of the card (the service choice's cards are larger than the packages'). */
  className: string;
  /** What the card says, beside the radio button. */
  children: ReactNode;
}

/**
 * One option of a quote step as a card: a native radio input inside its label, so the
 * whole card is clickable, the group is keyboard-navigable, and the card shows the choice
 * and keyboard focus. Shared by the service choice and the photography package picker.
 */
export function RadioCard({ name, value, checked, onSelect, className, children }: RadioCardProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        className,
        checked ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-brand-400",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="mt-1 h-4 w-4 accent-brand-700" />
      {children}
    </label>
  );
}
