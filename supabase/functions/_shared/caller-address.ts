/**
 * The caller's address for every per-address limit, decided in one place
 * (docs/decisions/044-pooler-caller-address-smtp.md); the database's
 * private.request_address() applies the same rule to PostgREST's requests.
 *
 * - Only the header the platform sets counts: `cf-connecting-ip`, which
 *   Cloudflare, in front of hosted Supabase, sets to the address that
 *   connected to it (the local gateway sets it to the TCP peer). A client can
 *   put anything in x-forwarded-for, x-real-ip or forwarded, so those are
 *   never read.
 * - An IPv6 address stands for its /64 (one subscriber usually holds a whole
 *   /64); an IPv4-mapped IPv6 address is the IPv4 address it maps.
 * - No header, or one that is not a single address: null, and the caller's
 *   per-address limits are skipped (the session and recipient limits and
 *   Turnstile still apply) rather than every such caller sharing one bucket.
 */

/** The one request header the platform sets to the caller's address. */
export const CALLER_ADDRESS_HEADER = "cf-connecting-ip";

/** The canonical caller address of a request, or null when the platform did not say. */
export function callerAddress(headers: Headers): string | null {
  const value = headers.get(CALLER_ADDRESS_HEADER);
  return value === null ? null : canonicalAddress(value);
}

/**
 * One address as a limit subject: IPv4 as a dotted quad; IPv6 as its /64
 * prefix in RFC 5952 form ("2001:db8:1:2::", as Postgres prints
 * network(set_masklen(address, 64))); an IPv4-mapped IPv6 address as IPv4.
 * Null for anything else (a list, a port, a zone, a prefix, a name).
 */
export function canonicalAddress(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 45) return null;
  const ipv4 = parseIpv4(text);
  if (ipv4) return ipv4.join(".");
  const groups = parseIpv6(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0]);
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    // Decimal only, no leading zeros (an octal reading would differ).
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
}

/** The eight 16-bit groups of an IPv6 address, or null when `text` is not one. */
function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parseSide = (side: string): number[] | null => {
    if (side === "") return [];
    const groups: number[] = [];
    const pieces = side.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes(".")) {
        const ipv4 = parseIpv4(piece);
        if (!ipv4) return null;
        groups.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parseSide(halves[0]!);
  const tail = halves.length === 2 ? parseSide(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
