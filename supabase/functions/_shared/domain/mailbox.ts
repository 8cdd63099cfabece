/**
 * The mailbox an address is delivered to, as the key of a per-recipient limit
 * (docs/decisions/057-one-mailbox-one-count-and-hold-costs.md). It is never
 * an address anyone is mailed at: the mails go to, and the tables keep, the
 * address the visitor typed (normalizeEmail of the payload schemas).
 *
 * The rules, each one documented:
 *  - case: lower-cased, the local part too (decision 045);
 *  - the domain in its ASCII (IDNA) form, so `bücher.example` and
 *    `xn--bcher-kva.example` are one domain (the WHATWG URL host parser, in
 *    browsers, Node and Deno alike);
 *  - a sub-address tag (`+tag`, RFC 5233's separator) is removed on every
 *    domain: a false fold only makes the limit stricter, and a missed one
 *    lets a stranger be mailed without limit;
 *  - Gmail: dots in the local part do not count, and googlemail.com is
 *    gmail.com (Google's Gmail Help, "Dots don't matter in Gmail addresses";
 *    mail to either domain reaches the same account). Dots stay significant
 *    on every other domain, Google Workspace domains included.
 */

/** The domains Google documents as one consumer Gmail mailbox space. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);
const GMAIL = "gmail.com";

/** The domain's ASCII form (IDNA), or the lower-cased text when it is no valid host. */
function asciiDomain(domain: string): string {
  const lower = domain.toLowerCase();
  try {
    return new URL(`http://${lower}`).hostname || lower;
  } catch {
    return lower;
  }
}

/**
 * The mailbox key of an address (the part after the last "@" is the
 * domain). An address without "@" is returned lower-cased as it is.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed.toLowerCase();
  let local = trimmed.slice(0, at).toLowerCase();
  let domain = asciiDomain(trimmed.slice(at + 1));
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = GMAIL;
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
