import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SocialCard } from "../../src/entry-server.tsx";
import { renderShowcaseOgImage } from "./showcase-og-image.ts";

/** How long the build waits for a photo before drawing the card without it. */
const HERO_TIMEOUT_MS = 15_000;

async function fetchHero(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HERO_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/**
 * Draws a prerendered page's link-preview image (1200×630 JPEG, showcase-og-image.ts: a
 * showcase's hero or a post's cover under its text) and writes it where the page's og:image
 * points. A photo that cannot be fetched gives the branded card. Returns the bytes written.
 */
export async function writeSocialCard(distDir: string, card: SocialCard): Promise<number> {
  const image = await renderShowcaseOgImage({
    hero: await fetchHero(card.heroUrl),
    address: card.address,
    cityLine: card.cityLine,
    facts: card.facts,
    businessName: card.businessName,
  });
  const target = join(distDir, decodeURIComponent(card.path.slice(1)));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, image);
  return image.length;
}
