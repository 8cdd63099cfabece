/** The notice's words (docs/product.md, "The owner's desk": Blog). */
export const SITE_REBUILD_MESSAGES = {
  pending: "Asking the host to rebuild the site…",
  started: "The site is being rebuilt.",
  startedText:
    "The host usually has the new pages live within a few minutes. Until then the site already shows the change: a new post's page is served by the app, not yet as a prebuilt page.",
  noHook: "The site must be rebuilt to show this change on its prebuilt pages.",
  noHookText:
    "No build hook is set up (SITE_BUILD_HOOK_URL, docs/hosting.md). Run the site's build and upload it, or ask whoever hosts the site. Until then a new post's page is already served by the app.",
  failed: "The rebuild could not be started.",
  retry: "Try the rebuild again",
} as const;
