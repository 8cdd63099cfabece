import { describe, expect, it } from "vitest";
import { MEDIA_IMAGE_SHAPES } from "@/lib/media-url";
import { fitInside, mediaBaseName, planImage, sourceProblem, MAX_SOURCE_BYTES } from "./image-plan";

describe("planImage", () => {
  it("turns a 6000×4000 camera photo into the photo shape's full size, its srcset widths and a preview JPEG", () => {
    const plan = planImage("photo", { width: 6000, height: 4000 }, "kitchen-ab12");
    expect(plan.map(({ fileName, width, height, type, purpose }) => ({ fileName, width, height, type, purpose }))).toEqual([
      { fileName: "kitchen-ab12.webp", width: 1920, height: 1280, type: "image/webp", purpose: "full" },
      { fileName: "kitchen-ab12-640w.webp", width: 640, height: 427, type: "image/webp", purpose: "srcset" },
      { fileName: "kitchen-ab12-1280w.webp", width: 1280, height: 853, type: "image/webp", purpose: "srcset" },
      { fileName: "kitchen-ab12.jpg", width: 1200, height: 800, type: "image/jpeg", purpose: "preview" },
    ]);
  });

  it("names every srcset width the site derives (responsiveMedia), for each shape", () => {
    for (const [shape, { variants }] of Object.entries(MEDIA_IMAGE_SHAPES)) {
      const names = planImage(shape as keyof typeof MEDIA_IMAGE_SHAPES, { width: 4000, height: 3000 }, "x", { preview: false }).map((image) => image.fileName);
      expect(names).toEqual(["x.webp", ...variants.map((width) => `x-${width}w.webp`)]);
    }
  });

  it("keeps a portrait photo's proportions inside the shape's box and never upscales a small one", () => {
    const [portrait] = planImage("photo", { width: 3000, height: 4000 }, "p");
    expect(portrait).toMatchObject({ width: 960, height: 1280 });
    const small = planImage("photo", { width: 500, height: 300 }, "s");
    expect(small.map((image) => [image.width, image.height])).toEqual([
      [500, 300],
      [500, 300],
      [500, 300],
      [500, 300],
    ]);
  });

  it("refuses a source without a size", () => {
    expect(() => planImage("photo", { width: 0, height: 100 }, "z")).toThrow(RangeError);
  });
});

describe("fitInside", () => {
  it("scales to the tighter side and keeps at least one pixel", () => {
    expect(fitInside({ width: 4000, height: 1000 }, { width: 1920, height: 1280 })).toEqual({ width: 1920, height: 480 });
    expect(fitInside({ width: 10000, height: 1 }, { width: 100, height: 100 })).toEqual({ width: 100, height: 1 });
  });
});

describe("sourceProblem", () => {
  it("refuses empty, oversized and non-image files with the file's name, and lets a camera JPEG through", () => {
    expect(sourceProblem({ name: "a.jpg", type: "image/jpeg", size: 0 })).toBe("a.jpg is empty.");
    expect(sourceProblem({ name: "raw.jpg", type: "image/jpeg", size: MAX_SOURCE_BYTES + 1 })).toMatch(/^raw\.jpg is over 100 MB/);
    expect(sourceProblem({ name: "notes.pdf", type: "application/pdf", size: 10 })).toBe("notes.pdf is not a photo.");
    expect(sourceProblem({ name: "IMG_0001.JPG", type: "image/jpeg", size: 40 * 1024 * 1024 })).toBeNull();
  });
});

describe("mediaBaseName", () => {
  it("makes a lowercase, dash-separated stem with the suffix, whatever the picked name", () => {
    expect(mediaBaseName("IMG_0001.JPG", "ab12")).toBe("img-0001-ab12");
    expect(mediaBaseName("Café Façade (front).heic", "ab12")).toBe("cafe-facade-front-ab12");
    expect(mediaBaseName("../../etc/passwd.jpg", "ab12")).toBe("passwd-ab12");
    expect(mediaBaseName("????.png", "ab12")).toBe("photo-ab12");
    expect(mediaBaseName(`${"a".repeat(80)}.jpg`, "ab12")).toBe(`${"a".repeat(40)}-ab12`);
  });
});
