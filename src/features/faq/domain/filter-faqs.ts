/**
 * FAQ search (docs/product.md §2.4 "FAQ search"): a non-empty trimmed text keeps the questions
 * whose question or answer contains it, ignoring case; categories left without a
 * question disappear; a blank search shows everything.
 */

export interface SearchableQuestion {
  question: string;
  answer: string;
}

export interface SearchableCategory<Q extends SearchableQuestion> {
  questions: readonly Q[];
}

export interface FaqSearchResult<C> {
  /** The categories to show, each with only its matching questions, in the original order. */
  categories: C[];
  /** How many questions match (all of them for a blank search). */
  matchCount: number;
  /** How many questions there are in all. */
  totalCount: number;
  /** Whether a search is active (the trimmed text is not empty). */
  isSearching: boolean;
}

/** The search text as it is compared: trimmed; blank means "no search". */
export function normalizeFaqSearch(search: string): string {
  return search.trim().toLocaleLowerCase("en-US");
}

export function questionMatches(question: SearchableQuestion, normalizedSearch: string): boolean {
  if (!normalizedSearch) return true;
  return (
    question.question.toLocaleLowerCase("en-US").includes(normalizedSearch) ||
    question.answer.toLocaleLowerCase("en-US").includes(normalizedSearch)
  );
}

export function filterFaqCategories<Q extends SearchableQuestion, C extends SearchableCategory<Q>>(
  categories: readonly C[],
  search: string,
): FaqSearchResult<C> {
  const normalized = normalizeFaqSearch(search);
  const totalCount = categories.reduce((sum, category) => sum + category.questions.length, 0);
  if (!normalized) return { categories: [...categories], matchCount: totalCount, totalCount, isSearching: false };

  const filtered: C[] = [];
  let matchCount = 0;
  for (const category of categories) {
    const questions = category.questions.filter((question) => questionMatches(question, normalized));
    if (questions.length === 0) continue;
    matchCount += questions.length;
    filtered.push({ ...category, questions });
  }
  return { categories: filtered, matchCount, totalCount, isSearching: true };
}
