import type { OwnerRequestRow } from "#schemas/owner-desk.ts";
import { BUSINESS_TIME_ZONE } from "#shared/booking/time-zone.ts";
import { formatPrice } from "#shared/en-us-numbers.ts";

/** What a request card and the detail show about one request, in the owner's words. Pure. */

export const fullName = (row: Pick<OwnerRequestRow, "first_name" | "last_name">) => `${row.first_name} ${row.last_name}`;

const asNumber = (value: number | string | null): number | null => {
  if (value === null) return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** "Quoted $425 · server $450", or the one that is known, or null (a contact message). */
export function priceLine(row: Pick<OwnerRequestRow, "client_final_price" | "server_final_price">): string | null {
  const quoted = asNumber(row.client_final_price);
  const server = asNumber(row.server_final_price);
  const parts = [quoted === null ? null : `Quoted ${formatPrice(quoted)}`, server === null ? null : `server ${formatPrice(server)}`].filter(Boolean);
  return parts.length === 0 ? null : parts.join(" · ");
}

/** "newsletter / email / spring-listings": where the request came from, or null. */
export function campaignLine(row: Pick<OwnerRequestRow, "utm_source" | "utm_medium" | "utm_campaign">): string | null {
  const parts = [row.utm_campaign, row.utm_source, row.utm_medium].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? null : parts.join(" · ");
}

/** The tel: link of a stored phone (digits, with +1 for a ten-digit US number), or null. */
export function telHref(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 0) return null;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

/** "(908) 555-0134" for ten digits; anything else as stored. */
export function phoneLabel(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

const when = new Map<string, Intl.DateTimeFormat>();
/** "Nov 28, 3:05 PM": an instant in the business's time (New York). */
export function formatReceived(iso: string): string {
  let format = when.get("received");
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: BUSINESS_TIME_ZONE });
    when.set("received", format);
  }
  return format.format(Date.parse(iso)).replace(/[\u202f\u00a0]/g, " ");
}
