const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 425 → "$425", 1250 → "$1,250". */
export function formatWholeDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** "12-oak-lane_flemington" → "12 Oak Lane Flemington". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
