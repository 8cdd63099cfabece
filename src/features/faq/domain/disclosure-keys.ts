/**
 * Where a key moves focus in a list of disclosure buttons, as the WAI-ARIA accordion pattern
 * (and the Radix accordion the FAQ page used before, docs/decisions/053) does: Down and Up go
 * to the next and previous one, wrapping around; Home and End to the first and last. `null`
 * for any other key (Enter and Space open and close the disclosure itself) or an empty list.
 */
export function disclosureFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
