/**
 * Hosts where the site builder and deploy previews serve unpublished builds.
 * Neither visit logging (site, campaign and showcase visits), web analytics nor the
 * live chat run there: editors' clicks are not visitors (docs/product.md §1.9).
 */
export const PREVIEW_HOST_PATTERNS: readonly RegExp[] = [
  // The site builder's editor preview and its preview links.
  /(^|\.)lovableproject\.com$/i,
  /^(id-)?preview--[a-z0-9-]+\.lovable\.app$/i,
  // Static hosts' per-branch and per-pull-request previews.
  /^deploy-preview-\d+--[a-z0-9-]+\.netlify\.app$/i,
  /^[a-z0-9-]+-git-[a-z0-9-]+\.vercel\.app$/i,
];

export function isPreviewHost(hostname: string): boolean {
  return PREVIEW_HOST_PATTERNS.some((pattern) => pattern.test(hostname));
}

/** Whether the page runs on a preview host. Call from effects or handlers only (reads window). */
export function isOnPreviewHost(): boolean {
  return typeof window !== "undefined" && isPreviewHost(window.location.hostname);
}
