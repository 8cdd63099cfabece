import type { ReactNode } from "react";
import { Radio } from "@/components/forms/controls";
import { CheckIcon } from "@/components/ui/icons";
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
 * A radio group drawn as cards (the quote's service choice and photography packages): each a native radio input inside its label, so the
 * whole card is clickable and the group is keyboard-navigable. The chosen card and the focused
 * card never look alike (docs/decisions/047): the chosen one has a thick brand border, a tinted
 * fill and a check mark; focus is an outline set apart from the card (offset), which adds
 * nothing of that look, so a focused card that is not chosen still reads as not chosen.
 * Shared by the service choice and the photography package picker; the caller lays the cards out.
 */
export function RadioCards<Option extends { id: string }>({ name, options, value, onChange, cardClassName, children }: RadioCardsProps<Option>) {
  return options.map((option) => {
    const checked = value === option.id;
    return (
      <label
        key={option.id}
        data-checked={checked || undefined}
        className={cn(
          "flex cursor-pointer items-start gap-3 border",
          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
          cardClassName,
          checked ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-300 bg-white hover:border-brand-400",
        )}
      >
        <Radio name={name} value={option.id} checked={checked} onChange={() => onChange(option.id)} className="mt-1 h-4 w-4 accent-brand-700" />
        {children(option)}
        {/* The room of the check mark is kept on every card, so choosing one moves no text. */}
        <span aria-hidden="true" className="ml-auto flex h-5 w-5 shrink-0 items-center justify-center">
          {checked && (
            <span data-testid="radio-card-check" className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 text-white">
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
          )}
        </span>
      </label>
    );
  });
}
