import { useId, useState, type KeyboardEvent } from "react";
import { MapPinIcon } from "@/components/ui/icons";
import { useAddressSuggestions } from "@/features/quote/api/suggest-addresses";
import { QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import type { PropertyOption } from "@/features/quote/domain/address-option";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { TextInput } from "@/components/forms";

/** How long typing must pause before a search is sent. */
export const ADDRESS_DEBOUNCE_MS = 300;
/** Suggestions need more than 2 characters. */
export const MIN_SUGGESTION_CHARACTERS = 3;
/** The modal's result limit. */
export const SUGGESTION_LIMIT = 5;

export interface AddressSearchProps {
  label: string;
  onSelect: (option: PropertyOption) => void;
  disabled?: boolean;
  /** Shown under the input while it is disabled. */
  disabledHint?: string;
  autoFocus?: boolean;
  limit?: number;
  placeholder?: string;
  className?: string;
}

export function noMatchMessage(query: string): string {
  return `No properties found matching “${query}”. Check the street number and spelling, or try the street name and town.`;
}

/**
 * An address combobox: suggestions after more than 2 characters, debounced; arrow keys
 * move through them, Enter chooses, Escape closes the list. The list only ever shows the
 * answer to the latest query sent (each query is its own cache entry).
 */
export function AddressSearch({
  label,
  onSelect,
  disabled = false,
  disabledHint,
  autoFocus = false,
  limit = SUGGESTION_LIMIT,
  placeholder = "Start typing the street address…",
  className,
}: AddressSearchProps) {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const debounced = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS).trim();
  const typed = text.trim();
  const searchable = debounced.length >= MIN_SUGGESTION_CHARACTERS;
  const search = useAddressSuggestions(debounced, { limit, enabled: searchable && !disabled });

  const settled = typed === debounced;
  const options = searchable && search.status === "success" ? search.options.slice(0, limit) : [];
  const failed = searchable && search.status === "error";
  const expanded = !disabled && !dismissed && options.length > 0;

  let status = "";
  if (disabled) status = disabledHint ?? "";
  else if (typed.length < MIN_SUGGESTION_CHARACTERS) status = "Type at least 3 characters of the address.";
  else if (!settled || search.status === "pending") status = "Searching…";
  else if (search.status === "success" && options.length === 0) status = noMatchMessage(debounced);
  else if (options.length > 0) status = `${options.length} ${options.length === 1 ? "address" : "addresses"} found. Use the arrow keys to choose.`;

  const choose = (option: PropertyOption) => {
    setDismissed(true);
    setActiveIndex(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const option = expanded ? (options[activeIndex] ?? options[0]) : undefined;
      event.preventDefault();
      if (option) choose(option);
    } else if (event.key === "Escape" && expanded) {
      // The dialog leaves this Escape to us (see QuoteModal): close the list, not the modal.
      setDismissed(true);
      setActiveIndex(-1);
    }
  };

  const activeId = expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <MapPinIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <TextInput
          id={inputId}
          size="lg"
          withIcon
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          disabled={disabled}
          placeholder={disabled ? "Choose a service first" : placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {failed ? (
        <p id={statusId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {QUOTE_MESSAGES.suggestionsFailed}
        </p>
      ) : (
        <p id={statusId} role="status" className="mt-2 min-h-5 text-sm text-slate-600">
          {status}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!expanded}
        className="mt-1 divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-md"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input: the list is driven from the keyboard there.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseEnter={() => setActiveIndex(index)}
            className={cn(
              "flex cursor-pointer items-start gap-3 px-3 py-3 text-left",
              index === activeIndex ? "bg-brand-50" : "hover:bg-slate-50",
            )}
          >
            <MapPinIcon className="mt-0.5 h-4 w-4 text-brand-600" />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900 break-words">{option.label}</span>
              {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
