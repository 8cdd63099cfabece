import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface RadioCardsProps<Option extends { id: string }> {
  /** The radio group's name: arrow keys move between its cards. */
  name: string;
  options: readonly Option[];
  /** The id of the chosen option, null when none is. */
  value: string | null;
  onChange: (id: Option["id"]) => void;
  /** Shape and padding of each card (the service choice's cards are larger than the packages'). */
  cardClassName: string;
  /** What a card says, beside its radio button. */
  children: (option: Option) => ReactNode;
}

/**
 * The options of a quote step as cards: each a native radio input inside its label, so the
 * whole card is clickable, the group is keyboard-navigable, and the card shows the choice
 * and keyboard focus. Shared by the service choice and the photography package picker; the
 * caller lays the cards out.
 */
export function RadioCards<Option extends { id: string }>({ name, options, value, onChange, cardClassName, children }: RadioCardsProps<Option>) {
  return options.map((option) => {
    const checked = value === option.id;
    return (
      <label
        key={option.id}
        className={cn(
          "flex cursor-pointer items-start gap-3 border has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
          cardClassName,
          checked ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-brand-400",
        )}
      >
        <input type="radio" name={name} value={option.id} checked={checked} onChange={() => onChange(option.id)} className="mt-1 h-4 w-4 accent-brand-700" />
        {children(option)}
      </label>
    );
  });
}
