import { describe, expect, it } from "vitest";
import { photoListReducer } from "@/entities/media/domain/photo-list";
import { mediaPhotosOf, samePhotos, showcasePhotoFolder, showcasePhotosOf } from "./showcase-photos";

const stored = (n: number, extra = {}) => ({ url: `/storage/v1/object/public/showcase-media/showcases/abc/photo-${n}.webp`, caption: null, hidden: false, hero: false, ...extra });

describe("a showcase's photos and the shared photo list", () => {
  it("opens the list on the stored photos with every object to delete", () => {
    const [first, second] = mediaPhotosOf([stored(1, { hero: true, caption: "Front" }), { ...stored(2), url: "https://cdn.example.com/x.jpg" }]);
    expect(first).toMatchObject({ status: "uploaded", src: stored(1).url, caption: "Front", hero: true });
    expect(first!.objectPaths).toEqual([
      "showcases/abc/photo-1.webp",
      "showcases/abc/photo-1-640w.webp",
      "showcases/abc/photo-1-1280w.webp",
      "showcases/abc/photo-1.jpg",
    ]);
    expect(second!.objectPaths).toEqual([]);
  });

  it("stores what the owner arranged: order, hero, captions, hidden; never a photo still uploading", () => {
    let list = mediaPhotosOf([stored(1), stored(2), stored(3)]);
    list = photoListReducer(list, { type: "moved", key: list[2]!.key, to: 0 });
    list = photoListReducer(list, { type: "heroPicked", key: list[1]!.key });
    list = photoListReducer(list, { type: "captioned", key: list[1]!.key, caption: " Kitchen " });
    list = photoListReducer(list, { type: "hiddenSet", key: list[2]!.key, hidden: true });
    list = photoListReducer(list, { type: "added", photos: [{ key: "new", fileName: "new.jpg" }] });
    expect(showcasePhotosOf(list)).toEqual([stored(3), stored(1, { hero: true, caption: "Kitchen" }), stored(2, { hidden: true })]);
    expect(samePhotos(showcasePhotosOf(list), [stored(3), stored(1, { hero: true, caption: "Kitchen" }), stored(2, { hidden: true })])).toBe(true);
    expect(samePhotos(showcasePhotosOf(list), [stored(1)])).toBe(false);
  });

  it("keeps each showcase's photos in a folder of its own", () => {
    expect(showcasePhotoFolder("AAAAAAAA-1111-4111-8111-111111111111")).toBe("showcases/aaaaaaaa-1111-4111-8111-111111111111");
  });
});
