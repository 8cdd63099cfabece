/**
 * en-US numbers and US dollars written out by hand, exactly as Intl.NumberFormat("en-US")
 * writes them (commas between thousands, half-way values rounded away from zero, a leading
 * "-"). One implementation for the app (through src/lib/format.ts) and the edge functions'
 * mails, so a price reads the same on the page and in the e-mail.
 *
 * Why not Intl (docs/decisions/036): the first Intl formatter a page creates loads the
 * browser's locale data: 30-70 ms of main thread in the bench's Chromium, one long task on a
 * phone, on every page that shows a price, a square footage or a population while it
 * hydrates. These pages only ever need US digits, commas and a dollar sign. Values Intl
 * writes in other ways (not finite, 1e21 and up, or so small they print with an exponent)
 * still go to Intl, created then. Checked against Intl with fast-check in
 * src/lib/format.test.ts.
 *
 * Pure and Deno-compatible: the app imports it as "#shared/en-us-numbers.ts", functions by
 * relative path.
 */

export interface FractionDigits {
  minimumFractionDigits?: number;
  /** Intl's default for plain numbers: 3. */
  maximumFractionDigits?: number;
}

const intlFallbacks = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let format = intlFallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", options);
    intlFallbacks.set(key, format);
  }
  return format.format(value);
}

/**
 * The digits of `value`'s absolute value with `min`-`max` fraction digits and thousands
 * separators, or null when Intl must write it. Rounds the shortest decimal form of the
 * number (as ICU does, so 1.005 → "1.01"), half away from zero.
 */
function plainDigits(value: number, min: number, max: number): string | null {
  if (!Number.isFinite(value)) return null;
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  let [whole = "0", fraction = ""] = shortest.split(".");
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53; /* "5" */
    fraction = fraction.slice(0, max);
    if (roundUp) {
      const digits = `${whole}${fraction}`.split("");
      let index = digits.length - 1;
      for (; index >= 0 && digits[index] === "9"; index -= 1) digits[index] = "0";
      if (index >= 0) digits[index] = String(Number(digits[index]) + 1);
      else digits.unshift("1");
      const joined = digits.join("");
      whole = joined.slice(0, joined.length - max);
      fraction = joined.slice(joined.length - max);
    }
  }
  while (fraction.length > min && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(min, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** 955732 → "955,732"; 232.84 with at most 1 fraction digit → "232.8". */
export function formatNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: FractionDigits = {}): string {
  const digits = plainDigits(value, minimumFractionDigits, maximumFractionDigits);
  if (digits === null) return intlFormat(value, { minimumFractionDigits, maximumFractionDigits });
  return isNegative(value) ? `-${digits}` : digits;
}

/** US dollars: 1250 with no fraction digits → "$1,250"; 99.5 with two → "$99.50". */
export function formatUsd(value: number, { minimumFractionDigits, maximumFractionDigits }: Required<FractionDigits>): string {
  const digits = plainDigits(value, minimumFractionDigits, maximumFractionDigits);
  if (digits === null) return intlFormat(value, { style: "currency", currency: "USD", minimumFractionDigits, maximumFractionDigits });
  return isNegative(value) ? `-$${digits}` : `$${digits}`;
}

/** 425 → "$425", 1250 → "$1,250". */
export function formatWholeDollars(amount: number): string {
  return formatUsd(amount, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

/** Whole dollars as "$450", anything else to the cent as "$404.10": how a quoted price reads. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? formatWholeDollars(amount) : formatUsd(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
