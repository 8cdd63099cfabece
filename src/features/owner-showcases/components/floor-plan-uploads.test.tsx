import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "#tests/msw/server.ts";
import { storageObjectUrl } from "#tests/msw/urls.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { FloorPlanUploads } from "./floor-plan-uploads";

/**
 * Floor plans uploaded from the showcase form: a PDF is stored as it is under the showcase's
 * folder with the owner's session; a file that is no plan is refused before any request; a
 * refused upload says why and is tried again. (An image plan goes through the photo pipeline,
 * which needs a browser's canvas: the e2e showcase walk covers the pipeline.)
 */
const SHOWCASE_ID = "aaaaaaaa-1111-4111-8111-111111111111";
let uploads: { path: string; authorization: string | null }[];
let refuse: boolean;
let removeSession: () => void;

beforeEach(() => {
  uploads = [];
  refuse = false;
  removeSession = storeOwnerSession("owner-access-token");
  server.use(
    http.post(storageObjectUrl("showcase-media/*"), ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.replace("/storage/v1/object/showcase-media/", ""));
      uploads.push({ path, authorization: request.headers.get("authorization") });
      if (refuse) return HttpResponse.json({ statusCode: "403", error: "Unauthorized", message: "new row violates row-level security policy" }, { status: 400 });
      return HttpResponse.json({ Id: "id", Key: `showcase-media/${path}` });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  removeSession();
});

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: "application/pdf" });

describe("<FloorPlanUploads>", () => {
  it("stores a PDF as it is in the showcase's folder with the owner's session and hands on its stored value", async () => {
    const append = vi.spyOn(FormData.prototype, "append");
    const stored: string[] = [];
    const user = userEvent.setup();
    render(<FloorPlanUploads showcaseId={SHOWCASE_ID} onUploaded={(value) => stored.push(value)} />);
    await user.upload(screen.getByLabelText("Upload floor plans"), pdf("Ground Floor.pdf"));
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(uploads).toEqual([{ path: expect.stringMatching(new RegExp(`^showcases/${SHOWCASE_ID}/floor-plans/ground-floor-[0-9a-f]{8}\\.pdf$`)), authorization: "Bearer owner-access-token" }]);
    expect(stored[0]).toBe(`/storage/v1/object/public/showcase-media/${uploads[0]!.path}`);
    const files = append.mock.calls.flatMap(([, value]) => (typeof value === "string" ? [] : [value]));
    expect(files.map((file) => [file.type, file.size])).toEqual([["application/pdf", 2048]]);
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("refuses a file that is no plan in words and sends nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const stored: string[] = [];
    render(<FloorPlanUploads showcaseId={SHOWCASE_ID} onUploaded={(value) => stored.push(value)} />);
    await user.upload(screen.getByLabelText("Upload floor plans"), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.txt is neither a PDF nor an image.");
    expect(screen.queryByRole("button", { name: "Retry notes.txt" })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(stored).toEqual([]);
  });

  it("says why an upload was refused, and stores it on a retry", async () => {
    refuse = true;
    const user = userEvent.setup();
    const stored: string[] = [];
    render(<FloorPlanUploads showcaseId={SHOWCASE_ID} onUploaded={(value) => stored.push(value)} />);
    await user.upload(screen.getByLabelText("Upload floor plans"), pdf("plan.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent(/sign in again/i);
    expect(stored).toEqual([]);
    refuse = false;
    await user.click(screen.getByRole("button", { name: "Retry plan.pdf" }));
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(uploads).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
