import { describe, expect, it } from "vitest";
import { responsiveMedia } from "@/lib/media-url";
import { mediaObjectPath, parseStoredMediaPath, siblingObjectPaths, storedMediaPath } from "./media-paths";

describe("media paths", () => {
  it("joins a folder and a file name, refusing segments that would leave the folder", () => {
    expect(mediaObjectPath("gallery-2026/ab12cd", "kitchen-ab12.webp")).toBe("gallery-2026/ab12cd/kitchen-ab12.webp");
    for (const [folder, name] of [
      ["a/..", "x.webp"],
      ["a//b", "x.webp"],
      ["a", "../x.webp"],
      ["a", ".hidden"],
      ["a\\b", "x.webp"],
      ["", "x.webp"],
    ]) {
      expect(() => mediaObjectPath(folder!, name!)).toThrow(RangeError);
    }
  });

  it("stores the public path the site's media URLs read, and parses it back", () => {
    const stored = storedMediaPath("gallery", "g/kitchen.webp");
    expect(stored).toBe("/storage/v1/object/public/gallery/g/kitchen.webp");
    expect(parseStoredMediaPath(stored)).toEqual({ bucket: "gallery", objectPath: "g/kitchen.webp" });
    expect(parseStoredMediaPath("https://cdn.example.com/x.webp")).toBeNull();
  });

  it("lists a photo's siblings under the names responsiveMedia() puts in the srcset", () => {
    const siblings = siblingObjectPaths("g/kitchen.webp", [640, 1280], true);
    expect(siblings).toEqual(["g/kitchen.webp", "g/kitchen-640w.webp", "g/kitchen-1280w.webp", "g/kitchen.jpg"]);
    const url = "http://supabase.test/storage/v1/object/public/gallery/g/kitchen.webp";
    expect(responsiveMedia(url, "photo", "http://supabase.test").sources.map((source) => source.src.split("/gallery/")[1])).toEqual(siblings.slice(1, 3));
  });
});
