/**
 * The limits of the property search (docs/product.md §1.3, §1.7), without zod: the
 * browser's search widgets need them when they render, the schemas (county-record.ts,
 * which re-exports them) only when a search answers.
 */

/** Suggestions need more than 2 characters; the change-property dialog 3. */
export const MIN_ADDRESS_QUERY_LENGTH = 3;
export const MAX_ADDRESS_QUERY_LENGTH = 200;
/** Result limits: the quote modal's suggestions and the home / county search. */
export const SUGGESTION_LIMIT = 5;
export const AT_A_GLANCE_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 25;
