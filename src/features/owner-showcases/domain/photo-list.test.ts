import { describe, expect, it } from "vitest";
import type { ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { appendPhotos, makeHero, movePhoto, publicView, removePhoto, setCaption, toggleHidden } from "./photo-list";

const photo = (n: number, extra: Partial<ShowcasePhoto> = {}): ShowcasePhoto => ({ url: `/storage/v1/object/public/showcase-media/p${n}.webp`, caption: null, hidden: false, hero: false, ...extra });
const urls = (list: ShowcasePhoto[]) => list.map((p) => p.url.slice(-7));

describe("the photo list", () => {
  const list = [photo(1), photo(2), photo(3)];

  it("moves a photo, clamped to the list", () => {
    expect(urls(movePhoto(list, 2, 0))).toEqual(["p3.webp", "p1.webp", "p2.webp"]);
    expect(urls(movePhoto(list, 0, 9))).toEqual(["p2.webp", "p3.webp", "p1.webp"]);
    expect(urls(movePhoto(list, 5, 0))).toEqual(["p1.webp", "p2.webp", "p3.webp"]);
  });

  it("has one hero, never a hidden one", () => {
    const hero = makeHero(makeHero(list, 0), 2);
    expect(hero.map((p) => p.hero)).toEqual([false, false, true]);
    const hidden = toggleHidden(hero, 2);
    expect(hidden[2]).toMatchObject({ hidden: true, hero: false });
    expect(makeHero(hidden, 2)[2]).toMatchObject({ hidden: false, hero: true });
  });

  it("sets and clears captions, removes and appends without duplicates", () => {
    expect(setCaption(list, 1, "Kitchen")[1]!.caption).toBe("Kitchen");
    expect(setCaption(list, 1, "  ")[1]!.caption).toBeNull();
    expect(urls(removePhoto(list, 1))).toEqual(["p1.webp", "p3.webp"]);
    expect(urls(appendPhotos(list, [photo(3).url, photo(4).url, photo(4).url]))).toEqual(["p1.webp", "p2.webp", "p3.webp", "p4.webp"]);
  });

  it("shows visitors the hero and the shown photos in order", () => {
    expect(publicView(toggleHidden(makeHero(list, 1), 0))).toEqual({ hero: photo(2).url, gallery: [photo(2).url, photo(3).url] });
    expect(publicView(list).hero).toBe(photo(1).url);
    expect(publicView([]).hero).toBeNull();
  });
});
