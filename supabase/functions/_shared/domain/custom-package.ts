/**
 * The custom photography package (docs/product.md §1.9): its id and how many individual
 * services it may hold. Read by the quote link (lib/quote-link.ts: `package=custom`,
 * `selection1..10`), the quote modal and the pricing both sides share (./pricing.ts), so a
 * link, the modal and the server's price agree. A module of its own so the quote link,
 * in every page's first load, takes two constants and not the pricing tables.
 */

export const CUSTOM_PACKAGE_ID = "custom";
export const MAX_CUSTOM_SELECTIONS = 10;
