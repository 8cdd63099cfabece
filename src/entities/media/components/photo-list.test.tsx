import { act, createEvent, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { server } from "#tests/msw/server.ts";
import { storageObjectUrl } from "#tests/msw/urls.ts";
import { madeImages } from "#tests/support/media-images.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { uploadPhoto } from "@/entities/media/api/upload-photo";
import { storedPhoto, type MediaPhoto } from "@/entities/media/domain/photo-list";
import { PhotoList, type PhotoListProps, type PhotoUploadReport } from "./photo-list";

/**
 * The desk's photo list as the owner uses it: pick or drop many photos, see each one's
 * progress, retry a failed one, reorder by keyboard, buttons and dragging, pick the hero,
 * caption, hide, remove (which deletes the stored files). Most tests drive the upload by
 * hand (each picked file waits until the test lets it finish); the first runs the real
 * upload helper against Storage's endpoint in msw.
 */

interface PendingUpload {
  file: File;
  report: PhotoUploadReport;
  resolve: (stored: { src: string; objectPaths: string[] }) => void;
  reject: (error: Error) => void;
}

function manualUploads() {
  const pending: PendingUpload[] = [];
  const upload: PhotoListProps["upload"] = (file, report) =>
    new Promise((resolve, reject) => {
      pending.push({ file, report, resolve, reject });
    });
  return { pending, upload };
}

const jpeg = (name: string) => new File([new Uint8Array(16)], name, { type: "image/jpeg" });
const stored = (name: string) => storedPhoto(name, { src: `/storage/v1/object/public/gallery/g/${name}.webp`, objectPaths: [`g/${name}.webp`, `g/${name}-640w.webp`] });
const order = () => screen.getAllByTestId("photo-name").map((name) => name.textContent);

function renderList(props: Partial<PhotoListProps> & Pick<PhotoListProps, "upload">) {
  const changes: MediaPhoto[][] = [];
  const removed: MediaPhoto[] = [];
  render(
    <PhotoList
      label="Gallery photos"
      remove={(photo) => {
        removed.push(photo);
        return Promise.resolve();
      }}
      onChange={(photos) => changes.push(photos)}
      {...props}
    />,
  );
  return { user: userEvent.setup(), changes, removed, last: () => changes.at(-1) ?? [] };
}

let removeSession: (() => void) | undefined;
afterEach(() => removeSession?.());

describe("PhotoList", () => {
  it("uploads several picked photos through Storage, one after another, with each one's progress", async () => {
    removeSession = storeOwnerSession("owner-token");
    const paths: string[] = [];
    server.use(
      http.post(storageObjectUrl("gallery/*"), ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ Id: "id", Key: "k" });
      }),
    );
    const upload: PhotoListProps["upload"] = (file, report) => uploadPhoto(file, { bucket: "gallery", folder: "portfolio", shape: "photo", prepare: madeImages, ...report });
    const { user, last } = renderList({ upload });
    await user.upload(screen.getByLabelText("Add photos"), [jpeg("front.jpg"), jpeg("kitchen.jpg")]);
    await waitFor(() => expect(screen.getAllByText("Stored")).toHaveLength(2));
    expect(order()).toEqual(["front.jpg", "kitchen.jpg"]);
    expect(paths).toHaveLength(8);
    expect(paths.slice(0, 4).every((path) => path.includes("/portfolio/front-"))).toBe(true);
    expect(last().map((photo) => [photo.fileName, photo.status, photo.objectPaths.length])).toEqual([
      ["front.jpg", "uploaded", 4],
      ["kitchen.jpg", "uploaded", 4],
    ]);
    expect(last()[0]!.src).toMatch(/^\/storage\/v1\/object\/public\/gallery\/portfolio\/front-[0-9a-f]{8}\.webp$/);
  });

  it("shows each photo's own progress and stage while the next waits", async () => {
    const { pending, upload } = manualUploads();
    const { user } = renderList({ upload });
    await user.upload(screen.getByLabelText("Add photos"), [jpeg("a.jpg"), jpeg("b.jpg")]);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => {
      pending[0]!.report.onPhase("uploading");
      pending[0]!.report.onProgress(0.45);
    });
    const [first, second] = screen.getAllByTestId("photo-item");
    expect(within(first!).getByText("Uploading 45%")).toBeInTheDocument();
    expect(within(first!).getByLabelText("a.jpg upload progress")).toHaveAttribute("value", "0.45");
    expect(within(second!).getByText("Preparing…")).toBeInTheDocument();
    expect(screen.getByText("2 photos, 2 uploading")).toBeInTheDocument();
    await act(async () => pending[0]!.resolve({ src: "/storage/v1/object/public/gallery/g/a.webp", objectPaths: ["g/a.webp"] }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(within(first!).getByText("Stored")).toBeInTheDocument();
  });

  it("a failed photo says why; Retry uploads it again", async () => {
    const { pending, upload } = manualUploads();
    const { user, last } = renderList({ upload });
    await user.upload(screen.getByLabelText("Add photos"), jpeg("porch.jpg"));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!.reject(new Error("The upload was interrupted. Check the connection, then retry.")));
    expect(await screen.findByRole("alert")).toHaveTextContent("The upload was interrupted. Check the connection, then retry.");
    expect(screen.getByText("1 photo, 1 failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry porch.jpg" }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.file.name).toBe("porch.jpg");
    await act(async () => pending[1]!.resolve({ src: "/storage/v1/object/public/gallery/g/porch.webp", objectPaths: ["g/porch.webp"] }));
    expect(await screen.findByText("Stored")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry porch.jpg" })).not.toBeInTheDocument();
    expect(last()[0]).toMatchObject({ status: "uploaded", error: null });
  });

  it("reorders by the arrow keys on a photo's handle, keeping focus on it and saying where it went", async () => {
    const { upload } = manualUploads();
    const { user, last } = renderList({ upload, initialPhotos: ["a", "b", "c"].map(stored) });
    screen.getByRole("button", { name: /^Reorder a\.webp/ }).focus();
    await user.keyboard("{ArrowDown}");
    expect(order()).toEqual(["b.webp", "a.webp", "c.webp"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Reorder a\.webp, position 2 of 3/ }));
    expect(screen.getByText("a.webp moved to position 2 of 3.")).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(order()).toEqual(["b.webp", "c.webp", "a.webp"]);
    await user.keyboard("{Home}");
    expect(order()).toEqual(["a.webp", "b.webp", "c.webp"]);
    expect(last().map((photo) => photo.key)).toEqual(["a", "b", "c"]);
  });

  it("reorders with the Earlier and Later buttons (a phone)", async () => {
    const { upload } = manualUploads();
    const { user } = renderList({ upload, initialPhotos: ["a", "b", "c"].map(stored) });
    expect(screen.getByRole("button", { name: "Move a.webp earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move c.webp earlier" }));
    expect(order()).toEqual(["a.webp", "c.webp", "b.webp"]);
    await user.click(screen.getByRole("button", { name: "Move a.webp later" }));
    expect(order()).toEqual(["c.webp", "a.webp", "b.webp"]);
  });

  it("reorders by dragging a photo onto another's place", () => {
    const { upload } = manualUploads();
    const { last } = renderList({ upload, initialPhotos: ["a", "b", "c"].map(stored) });
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? "",
      effectAllowed: "none",
      files: [] as File[],
    };
    fireEvent.dragStart(screen.getByRole("button", { name: /^Reorder c\.webp/ }), { dataTransfer });
    const target = screen.getAllByTestId("photo-item")[0]!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(order()).toEqual(["c.webp", "a.webp", "b.webp"]);
    expect(last().map((photo) => photo.key)).toEqual(["c", "a", "b"]);
  });

  it("takes photos dropped from the computer's files", async () => {
    const { pending, upload } = manualUploads();
    renderList({ upload });
    const files = [jpeg("dropped-1.jpg"), jpeg("dropped-2.jpg")];
    const zone = screen.getByTestId("photo-drop-zone");
    const drop = createEvent.drop(zone, { dataTransfer: { types: ["Files"], files, getData: () => "" } });
    fireEvent(zone, drop);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(order()).toEqual(["dropped-1.jpg", "dropped-2.jpg"]);
  });

  it("picks one hero; a hidden photo stops being it and cannot be picked", async () => {
    const { upload } = manualUploads();
    const { user, last } = renderList({ upload, initialPhotos: ["a", "b"].map(stored) });
    expect(screen.getByRole("button", { name: "Hero: a.webp" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Hero: b.webp" }));
    expect(screen.getByRole("button", { name: "Hero: b.webp" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Hero: a.webp" })).toHaveAttribute("aria-pressed", "false");
    expect(last().map((photo) => photo.hero)).toEqual([false, true]);
    await user.click(screen.getByRole("button", { name: "Hide b.webp" }));
    expect(screen.getByRole("button", { name: "Hide b.webp" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Hero: b.webp" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Hero: a.webp" })).toHaveAttribute("aria-pressed", "true");
    expect(last().map((photo) => [photo.hidden, photo.hero])).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it("keeps a caption per photo", async () => {
    const { upload } = manualUploads();
    const { user, last } = renderList({ upload, initialPhotos: [stored("a")] });
    await user.type(screen.getByLabelText("Caption for a.webp"), "Front porch at dusk");
    expect(last()[0]!.caption).toBe("Front porch at dusk");
  });

  it("removing a stored photo deletes its files; a failed delete keeps it and says so", async () => {
    const { upload } = manualUploads();
    const removed: MediaPhoto[] = [];
    let refuse = true;
    const remove = (photo: MediaPhoto) => {
      if (refuse) {
        refuse = false;
        return Promise.reject(new Error("Your session ended or lacks the second factor. Sign in again, then retry."));
      }
      removed.push(photo);
      return Promise.resolve();
    };
    const { user } = renderList({ upload, remove, initialPhotos: ["a", "b"].map(stored) });
    await user.click(screen.getByRole("button", { name: "Remove a.webp" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("a.webp was not removed: Your session ended");
    expect(order()).toEqual(["a.webp", "b.webp"]);
    await user.click(screen.getByRole("button", { name: "Remove a.webp" }));
    await waitFor(() => expect(order()).toEqual(["b.webp"]));
    expect(removed.map((photo) => photo.objectPaths)).toEqual([["g/a.webp", "g/a-640w.webp"]]);
  });

  it("a photo still uploading cannot be removed; a failed one is dropped without a delete", async () => {
    const { pending, upload } = manualUploads();
    const { user, removed } = renderList({ upload });
    await user.upload(screen.getByLabelText("Add photos"), jpeg("x.jpg"));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Remove x.jpg" })).toBeDisabled();
    await act(async () => pending[0]!.reject(new Error("The file is larger than this collection takes.")));
    await user.click(screen.getByRole("button", { name: "Remove x.jpg" }));
    expect(screen.getByText("No photos yet.")).toBeInTheDocument();
    expect(removed).toEqual([]);
  });

  it("takes at most maxPhotos and says how many were left out", async () => {
    const { upload } = manualUploads();
    const { user } = renderList({ upload, maxPhotos: 2, initialPhotos: [stored("a")] });
    await user.upload(screen.getByLabelText("Add photos"), [jpeg("b.jpg"), jpeg("c.jpg"), jpeg("d.jpg")]);
    expect(screen.getByRole("alert")).toHaveTextContent("At most 2 photos: 2 not added.");
    expect(order()).toEqual(["a.webp", "b.jpg"]);
  });
});
