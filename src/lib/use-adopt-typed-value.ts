import { useEffect, useRef, type RefObject } from "react";

/**
 * For a controlled text input on a prerendered page. A visitor can type into the page's HTML
 * before React has hydrated the input; React then keeps what the input shows but not its
 * own state (it does not replay the typing), so the page would ignore the text until the
 * next keystroke: an address typed on a slow phone would search for nothing. Once hydrated,
 * this hands what the input holds to `change`, as a keystroke would, when it differs from
 * the value rendered.
 */
export function useAdoptTypedValue(input: RefObject<HTMLInputElement | null>, value: string, change: (typed: string) => void): void {
  const rendered = useRef({ value, change });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== rendered.current.value) rendered.current.change(typed);
  }, [input]);
}
