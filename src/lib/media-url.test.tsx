import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildSrcSet, MediaImage } from "@/components/media-image";
import { mediaFileName, mediaUrl, mediaUrls, publicStorageUrl } from "@/lib/media-url";

const BASE = "http://supabase.test";

describe("media URLs", () => {
  it("builds public storage URLs from a bucket and a path", () => {
    expect(publicStorageUrl("gallery", "ridgewood/cover.webp")).toBe(`${BASE}/storage/v1/object/public/gallery/ridgewood/cover.webp`);
    expect(publicStorageUrl("showcase-media", "/a b/photo 1.webp", "https://x.supabase.co/")).toBe(
      "https://x.supabase.co/storage/v1/object/public/showcase-media/a%20b/photo%201.webp",
    );
  });

  it("prefixes storage paths and passes absolute http(s) URLs through", () => {
    expect(mediaUrl("/storage/v1/object/public/showcase-media/x/photo-1.webp")).toBe(
      `${BASE}/storage/v1/object/public/showcase-media/x/photo-1.webp`,
    );
    expect(mediaUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(mediaUrl("  http://cdn.example.com/a.jpg ")).toBe("http://cdn.example.com/a.jpg");
  });

  it.each([null, undefined, "", "   ", "javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "photo.jpg", "/storage/v1/object/public/", "/storage/v1/object/public/bucket/"])(
    "refuses %j",
    (value) => {
      expect(mediaUrl(value)).toBeNull();
    },
  );

  it("keeps only usable URLs of a list, in order", () => {
    expect(mediaUrls(["https://a.example/1.jpg", "javascript:x", null, "/storage/v1/object/public/b/2.jpg"])).toEqual([
      "https://a.example/1.jpg",
      `${BASE}/storage/v1/object/public/b/2.jpg`,
    ]);
    expect(mediaUrls(null)).toEqual([]);
  });

  it("names the file of a URL", () => {
    expect(mediaFileName("https://a.example/x/floor%20plan.pdf?download=1")).toBe("floor plan.pdf");
  });
});

describe("MediaImage", () => {
  it("lazy-loads with width, height, alt and async decoding", () => {
    render(<MediaImage src="https://a.example/1.jpg" alt="Front of the house" width={1600} height={1067} />);
    const image = screen.getByRole("img", { name: "Front of the house" });
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "1067");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("srcset");
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    render(<MediaImage src="https://a.example/1.jpg" alt="Hero" width={1920} height={1080} priority />);
    const image = screen.getByRole("img", { name: "Hero" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("loads an eager image at once without raising its fetch priority", () => {
    render(<MediaImage src="https://a.example/agent.webp" alt="Agent" width={400} height={400} eager />);
    const image = screen.getByRole("img", { name: "Agent" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("adds srcset and sizes when the source provides other widths", () => {
    render(
      <MediaImage
        src="https://a.example/1-1600.webp"
        alt="Kitchen"
        width={1600}
        height={1067}
        sources={[{ src: "https://a.example/1-640.webp", width: 640 }]}
        sizes="(min-width: 1024px) 33vw, 100vw"
      />,
    );
    const image = screen.getByRole("img", { name: "Kitchen" });
    expect(image).toHaveAttribute("srcset", "https://a.example/1-640.webp 640w, https://a.example/1-1600.webp 1600w");
    expect(image).toHaveAttribute("sizes", "(min-width: 1024px) 33vw, 100vw");
  });

  it("falls back to the full-size file when a smaller width is missing (an upload without its copies)", () => {
    const src = `${BASE}/storage/v1/object/public/showcase-media/upload.webp`;
    render(
      <MediaImage src={src} alt="Kitchen" width={1920} height={1280} sources={[{ src: src.replace(".webp", "-640w.webp"), width: 640 }]} />,
    );
    const image = screen.getByRole("img", { name: "Kitchen" });
    expect(image).toHaveAttribute("srcset");
    fireEvent.error(image);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).toHaveAttribute("src", src);
  });

  it("srcset ignores duplicate and invalid widths", () => {
    expect(buildSrcSet("a.webp", 800, [{ src: "b.webp", width: 800 }, { src: "c.webp", width: 0 }, { src: "d.webp", width: 400 }])).toBe(
      "d.webp 400w, b.webp 800w",
    );
  });
});

describe("responsive media", () => {
  it("offers the stored smaller widths of WebP files in this project's storage", async () => {
    const { responsiveMedia } = await import("@/lib/media-url");
    const photo = `${BASE}/storage/v1/object/public/showcase-media/a/photo-1.webp`;
    expect(responsiveMedia(photo, "photo")).toEqual({
      src: photo,
      width: 1920,
      height: 1280,
      sources: [
        { src: `${BASE}/storage/v1/object/public/showcase-media/a/photo-1-640w.webp`, width: 640 },
        { src: `${BASE}/storage/v1/object/public/showcase-media/a/photo-1-1280w.webp`, width: 1280 },
      ],
    });
    expect(responsiveMedia(`${BASE}/storage/v1/object/public/a/plan.webp`, "floorPlan").sources).toEqual([
      { src: `${BASE}/storage/v1/object/public/a/plan-800w.webp`, width: 800 },
    ]);
  });

  it("offers no other widths for files elsewhere, other formats or shapes without variants", async () => {
    const { responsiveMedia } = await import("@/lib/media-url");
    expect(responsiveMedia("https://cdn.example.com/photo.webp", "photo").sources).toEqual([]);
    expect(responsiveMedia(`${BASE}/storage/v1/object/public/a/photo.jpg`, "photo").sources).toEqual([]);
    expect(responsiveMedia(`${BASE}/storage/v1/object/public/a/headshot.webp`, "headshot")).toMatchObject({ width: 400, height: 400, sources: [] });
  });
});
