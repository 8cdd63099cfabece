import { describe, expect, it } from "vitest";
import { allUploaded, heroOf, photoListReducer, storedPhoto, MAX_CAPTION_LENGTH, type MediaPhoto } from "./photo-list";

const stored = (key: string) => storedPhoto(key, { src: `/storage/v1/object/public/gallery/g/${key}.webp`, objectPaths: [`g/${key}.webp`] });
const keys = (photos: MediaPhoto[]) => photos.map((photo) => photo.key);

describe("photoListReducer", () => {
  it("adds picked files as preparing, then follows their upload to stored", () => {
    let photos = photoListReducer([], { type: "added", photos: [{ key: "a", fileName: "a.jpg" }] });
    expect(photos[0]).toMatchObject({ status: "preparing", progress: 0, src: null });
    photos = photoListReducer(photos, { type: "phase", key: "a", status: "uploading" });
    photos = photoListReducer(photos, { type: "progressed", key: "a", progress: 1.7 });
    expect(photos[0]).toMatchObject({ status: "uploading", progress: 1 });
    photos = photoListReducer(photos, { type: "uploaded", key: "a", src: "/s/a.webp", objectPaths: ["g/a.webp"] });
    expect(photos[0]).toMatchObject({ status: "uploaded", src: "/s/a.webp", objectPaths: ["g/a.webp"] });
    expect(allUploaded(photos)).toBe(true);
  });

  it("keeps a failure's reason until the retry starts again", () => {
    let photos = photoListReducer([], { type: "added", photos: [{ key: "a", fileName: "a.jpg" }] });
    photos = photoListReducer(photos, { type: "failed", key: "a", error: "The upload was interrupted." });
    expect(photos[0]).toMatchObject({ status: "failed", error: "The upload was interrupted." });
    expect(allUploaded(photos)).toBe(false);
    photos = photoListReducer(photos, { type: "phase", key: "a", status: "preparing" });
    expect(photos[0]).toMatchObject({ status: "preparing", error: null });
  });

  it("moves a photo to a position, clamped to the list", () => {
    const photos = ["a", "b", "c", "d"].map(stored);
    expect(keys(photoListReducer(photos, { type: "moved", key: "d", to: 0 }))).toEqual(["d", "a", "b", "c"]);
    expect(keys(photoListReducer(photos, { type: "moved", key: "a", to: 2 }))).toEqual(["b", "c", "a", "d"]);
    expect(keys(photoListReducer(photos, { type: "moved", key: "b", to: 99 }))).toEqual(["a", "c", "d", "b"]);
    expect(photoListReducer(photos, { type: "moved", key: "zz", to: 0 })).toBe(photos);
  });

  it("has at most one hero; hiding or removing it falls back to the first visible stored photo", () => {
    let photos = ["a", "b", "c"].map(stored);
    expect(heroOf(photos)?.key).toBe("a");
    photos = photoListReducer(photos, { type: "heroPicked", key: "c" });
    expect(photos.filter((photo) => photo.hero).map((photo) => photo.key)).toEqual(["c"]);
    photos = photoListReducer(photos, { type: "heroPicked", key: "b" });
    expect(photos.filter((photo) => photo.hero).map((photo) => photo.key)).toEqual(["b"]);
    photos = photoListReducer(photos, { type: "hiddenSet", key: "b", hidden: true });
    expect(photos.some((photo) => photo.hero)).toBe(false);
    photos = photoListReducer(photos, { type: "hiddenSet", key: "a", hidden: true });
    expect(heroOf(photos)?.key).toBe("c");
    expect(photoListReducer(photos, { type: "heroPicked", key: "a" }).some((photo) => photo.hero)).toBe(false);
    expect(keys(photoListReducer(photos, { type: "removed", key: "c" }))).toEqual(["a", "b"]);
  });

  it("cuts a caption at the longest one taken", () => {
    const photos = photoListReducer([stored("a")], { type: "captioned", key: "a", caption: "x".repeat(MAX_CAPTION_LENGTH + 50) });
    expect(photos[0]!.caption).toHaveLength(MAX_CAPTION_LENGTH);
  });
});
