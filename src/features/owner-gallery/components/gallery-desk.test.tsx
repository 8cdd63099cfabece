import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OwnerGalleryCollection } from "#schemas/gallery-collection.ts";
import { server } from "#tests/msw/server.ts";
import { restUrl, rpcUrl, storageObjectUrl } from "#tests/msw/urls.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { createQueryClient } from "@/lib/query-client";
import { GalleryDesk } from "./gallery-desk";

// jsdom has no canvas: the browser's image conversion is replaced by what it answers
// (tests/support/media-images.ts); it runs for real in tests/e2e/owner-gallery.spec.ts.
vi.mock("@/entities/media/api/prepare-image", async () => ({ prepareImage: (await import("#tests/support/media-images.ts")).madeImages }));

/**
 * /owner/gallery against msw answers of PostgREST and Storage (decision 068): the list in the
 * site's order with reorder, hide and delete (which deletes the stored photos); a new collection
 * with an uploaded photo as its cover; a missing title refused before anything is sent.
 */

const collection = (id: string, title: string, extra: Partial<OwnerGalleryCollection> = {}): OwnerGalleryCollection => ({
  id,
  title,
  location: "Clinton, NJ",
  description: null,
  service_type: "photography",
  property_type: null,
  featured: false,
  cover_image: `/storage/v1/object/public/gallery/p/${id}.webp`,
  media_items: [{ type: "image", url: `/storage/v1/object/public/gallery/p/${id}.webp`, name: "Front" }],
  created_at: "2026-11-01T00:00:00Z",
  hidden: false,
  position: 0,
  ...extra,
});

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
let rows: OwnerGalleryCollection[];
let sent: { method: string; url: string; body: unknown }[];
let removeSession: () => void;

beforeEach(() => {
  rows = [collection(A, "Stone farmhouse"), collection(B, "Horse farm", { hidden: true })];
  sent = [];
  removeSession = storeOwnerSession("owner-token");
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : null });
  };
  server.use(
    http.get(restUrl("gallery_collections"), () => HttpResponse.json(rows)),
    http.post(restUrl("gallery_collections"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: "00000000-0000-4000-8000-0000000000ff" }, { status: 201 });
    }),
    http.patch(restUrl("gallery_collections"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: A });
    }),
    http.delete(restUrl("gallery_collections"), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: A });
    }),
    http.post(rpcUrl("owner_reorder_gallery_collections"), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(storageObjectUrl("gallery/*"), ({ request }) => {
      sent.push({ method: "UPLOAD", url: request.url, body: null });
      return HttpResponse.json({ Id: "id", Key: "k" });
    }),
    http.delete(storageObjectUrl("gallery"), async ({ request }) => {
      sent.push({ method: "DELETE FILES", url: request.url, body: await request.json() });
      return HttpResponse.json([]);
    }),
  );
});

afterEach(() => removeSession());

function renderDesk() {
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <GalleryDesk />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("GalleryDesk", { timeout: 45_000 }, () => {
  it("lists the collections in order, hidden ones marked; Later saves the new order, Show unhides", async () => {
    const user = renderDesk();
    const list = await screen.findByRole("list", { name: "Collections, in the site's order" });
    expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("p")!.textContent)).toEqual(["Stone farmhouse", "Horse farmHidden"]);
    await user.click(screen.getByRole("button", { name: "Move Stone farmhouse later" }));
    await waitFor(() => expect(sent).toContainEqual({ method: "POST", url: rpcUrl("owner_reorder_gallery_collections"), body: { p_ids: [B, A] } }));
    await user.click(screen.getByRole("button", { name: "Show Horse farm" }));
    await waitFor(() => expect(sent.some((request) => request.method === "PATCH" && request.url.includes(`id=eq.${B}`))).toBe(true));
    expect(sent.find((request) => request.method === "PATCH")!.body).toEqual({ hidden: false });
  });

  it("deleting a collection asks once more, then deletes the row and its stored photos", async () => {
    const user = renderDesk();
    await user.click(await screen.findByRole("button", { name: "Delete Stone farmhouse" }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete it and its photos" }));
    await waitFor(() => expect(sent.map((request) => request.method)).toEqual(["DELETE", "DELETE FILES"]));
    expect(sent[0]!.url).toContain(`id=eq.${A}`);
    expect(sent[1]!.body).toEqual({ prefixes: ["p/00000000-0000-4000-8000-00000000000a.webp", "p/00000000-0000-4000-8000-00000000000a-640w.webp", "p/00000000-0000-4000-8000-00000000000a-1280w.webp", "p/00000000-0000-4000-8000-00000000000a.jpg"] });
  });

  it("a new collection with an uploaded photo saves the photo as its first image and cover", async () => {
    const user = renderDesk();
    await user.click(await screen.findByRole("button", { name: "New collection" }));
    const form = screen.getByRole("form", { name: "New collection" });
    await user.type(within(form).getByLabelText(/^Title/), "Lake cottage");
    await user.upload(within(form).getByLabelText("Add photos"), new File([new Uint8Array(8)], "lake.jpg", { type: "image/jpeg" }));
    await within(form).findByText("Stored");
    await user.type(within(form).getByLabelText("Caption for lake.jpg"), "From the dock");
    await user.click(within(form).getByRole("button", { name: "Save collection" }));
    await waitFor(() => expect(sent.some((request) => request.method === "POST" && request.url.startsWith(restUrl("gallery_collections")))).toBe(true));
    const saved = sent.find((request) => request.method === "POST" && request.url.startsWith(restUrl("gallery_collections")))!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ title: "Lake cottage", service_type: "photography", location: null, featured: false, position: 0 });
    const items = saved.media_items as { type: string; url: string; name: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "image", name: "From the dock" });
    expect(items[0]!.url).toMatch(/^\/storage\/v1\/object\/public\/gallery\/portfolio\/[0-9a-f]{16}\/lake-[0-9a-f]{8}\.webp$/);
    expect(saved.cover_image).toBe(items[0]!.url);
    expect(sent.filter((request) => request.method === "UPLOAD")).toHaveLength(4);
    expect(await screen.findByRole("list", { name: "Collections, in the site's order" })).toBeInTheDocument();
  });

  it("a collection without a title is refused before anything is sent", async () => {
    const user = renderDesk();
    await user.click(await screen.findByRole("button", { name: "New collection" }));
    await user.click(screen.getByRole("button", { name: "Save collection" }));
    expect(await screen.findByText("Enter a title")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says when the gallery cannot be loaded, and loads it again", async () => {
    let fail = true;
    server.use(http.get(restUrl("gallery_collections"), () => (fail ? HttpResponse.json({ message: "down" }, { status: 500 }) : HttpResponse.json(rows))));
    const user = renderDesk();
    expect(await screen.findByText("The gallery could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Collections, in the site's order" })).toBeInTheDocument();
  });
});
