import type { ShowcasePhoto } from "#schemas/owner-showcases.ts";

/**
 * The editor's photo list (docs/decisions/069): order, one hero, captions, hidden photos. Every
 * change answers a new list; owner_set_showcase_photos stores it whole. Pure.
 */

/** The list with the photo at `from` moved to `to` (clamped to the list). */
export function movePhoto(photos: readonly ShowcasePhoto[], from: number, to: number): ShowcasePhoto[] {
  const next = [...photos];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/** The photo at `index` becomes the hero (shown again if it was hidden); no other is. */
export function makeHero(photos: readonly ShowcasePhoto[], index: number): ShowcasePhoto[] {
  return photos.map((photo, i) => (i === index ? { ...photo, hero: true, hidden: false } : { ...photo, hero: false }));
}

/** Hides or shows the photo at `index`; a hidden photo is never the hero. */
export function toggleHidden(photos: readonly ShowcasePhoto[], index: number): ShowcasePhoto[] {
  return photos.map((photo, i) => (i === index ? { ...photo, hidden: !photo.hidden, hero: photo.hidden ? photo.hero : false } : photo));
}

export function setCaption(photos: readonly ShowcasePhoto[], index: number, caption: string): ShowcasePhoto[] {
  return photos.map((photo, i) => (i === index ? { ...photo, caption: caption.trim() === "" ? null : caption } : photo));
}

export function removePhoto(photos: readonly ShowcasePhoto[], index: number): ShowcasePhoto[] {
  return photos.filter((_, i) => i !== index);
}

/** New photos at the end of the list, none of them the hero; a url already listed is not added twice. */
export function appendPhotos(photos: readonly ShowcasePhoto[], urls: readonly string[]): ShowcasePhoto[] {
  const known = new Set(photos.map((photo) => photo.url));
  const added = urls.filter((url) => !known.has(url) && (known.add(url), true));
  return [...photos, ...added.map((url) => ({ url, caption: null, hidden: false, hero: false }))];
}

/** What visitors will see, in order: the hero (or the first shown photo) and the gallery. */
export function publicView(photos: readonly ShowcasePhoto[]): { hero: string | null; gallery: string[] } {
  const shown = photos.filter((photo) => !photo.hidden);
  return { hero: (shown.find((photo) => photo.hero) ?? shown[0])?.url ?? null, gallery: shown.map((photo) => photo.url) };
}

/** Whether two lists say the same (nothing to save). */
export function samePhotos(a: readonly ShowcasePhoto[], b: readonly ShowcasePhoto[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
