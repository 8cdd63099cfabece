/** The social card every page uses unless it passes its own ogImage (public/og-image.png, scripts/generate-og-image.ts). */
export const DEFAULT_OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
