// vitest: jsdom (XMLHttpRequest, FormData and localStorage)
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "#tests/msw/server.ts";
import { storageObjectUrl } from "#tests/msw/urls.ts";
import { madeImages } from "#tests/support/media-images.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { SIGNED_OUT_MESSAGE } from "./upload-media";
import { uploadPhoto } from "./upload-photo";

/**
 * A converted photo's images go to Storage one request each, as supabase-js sends an upload
 * (multipart, the owner's bearer, the publishable key), with progress; a refusal deletes what
 * was stored. The conversion needs a browser's canvas: madeImages stands in with what it
 * returns (sized blobs of the planned images); it runs for real in the gallery's e2e walk.
 */
interface Received {
  path: string;
  authorization: string | null;
  apikey: string | null;
  upsert: string | null;
}

let received: Received[];
/**
 * The file of each upload as the app puts it in the upload's FormData: Node's fetch, which the
 * request handlers see, drops the bytes of jsdom's Blob from a multipart body.
 */
let sentFiles: () => { type: string; size: number }[];
let deleted: unknown[];
let removeSession: () => void;

beforeEach(() => {
  received = [];
  deleted = [];
  removeSession = storeOwnerSession("owner-access-token");
  const append = vi.spyOn(FormData.prototype, "append");
  sentFiles = () =>
    append.mock.calls.flatMap(([, value]) => (typeof value === "string" ? [] : [{ type: value.type, size: value.size }]));
  server.use(
    http.post(storageObjectUrl("gallery/*"), async ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.replace("/storage/v1/object/gallery/", ""));
      received.push({
        path,
        authorization: request.headers.get("authorization"),
        apikey: request.headers.get("apikey"),
        upsert: request.headers.get("x-upsert"),
      });
      if (path.endsWith("-1280w.webp") && refuseLarge) {
        return HttpResponse.json({ statusCode: "413", error: "Payload too large", message: "The object exceeded the maximum allowed size" }, { status: 400 });
      }
      return HttpResponse.json({ Id: "id", Key: `gallery/${path}` });
    }),
    http.delete(storageObjectUrl("gallery"), async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json([]);
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  removeSession();
  refuseLarge = false;
});

let refuseLarge = false;

describe("uploadPhoto", () => {
  it("uploads each made image under the folder with the owner's session and answers the stored path of the full size", async () => {
    const phases: string[] = [];
    const progress: number[] = [];
    const photo = new File([new Uint8Array(10)], "IMG_0001.JPG", { type: "image/jpeg" });
    const uploaded = await uploadPhoto(photo, {
      bucket: "gallery",
      folder: "portfolio/ab12",
      shape: "photo",
      prepare: madeImages,
      onPhase: (phase) => phases.push(phase),
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(phases).toEqual(["preparing", "uploading"]);
    expect(received.map((request) => request.path.replace(/img-0001-[0-9a-f]{8}/, "NAME"))).toEqual([
      "portfolio/ab12/NAME.webp",
      "portfolio/ab12/NAME-640w.webp",
      "portfolio/ab12/NAME-1280w.webp",
      "portfolio/ab12/NAME.jpg",
    ]);
    for (const request of received) {
      expect(request).toMatchObject({ authorization: "Bearer owner-access-token", apikey: "sb_publishable_test", upsert: "false" });
    }
    expect(sentFiles().map((file) => [file.type, file.size])).toEqual([
      ["image/webp", 1920],
      ["image/webp", 640],
      ["image/webp", 1280],
      ["image/jpeg", 1200],
    ]);
    expect(uploaded.src).toBe(`/storage/v1/object/public/gallery/${received[0]!.path}`);
    expect(uploaded.objectPaths).toEqual(received.map((request) => request.path));
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(deleted).toEqual([]);
  });

  it("a refused image fails the photo with the reason, and the images already stored are deleted", async () => {
    refuseLarge = true;
    const photo = new File([new Uint8Array(10)], "big.jpg", { type: "image/jpeg" });
    await expect(uploadPhoto(photo, { bucket: "gallery", folder: "portfolio", shape: "photo", prepare: madeImages })).rejects.toMatchObject({
      message: "The file is larger than this collection takes.",
      status: "413",
    });
    expect(received).toHaveLength(3);
    expect(deleted).toEqual([{ prefixes: received.slice(0, 2).map((request) => request.path) }]);
  });

  it("without a signed-in owner nothing is sent", async () => {
    removeSession();
    const photo = new File([new Uint8Array(10)], "a.jpg", { type: "image/jpeg" });
    await expect(uploadPhoto(photo, { bucket: "gallery", folder: "portfolio", shape: "photo", prepare: madeImages })).rejects.toThrow(SIGNED_OUT_MESSAGE);
    expect(received).toEqual([]);
  });
});
