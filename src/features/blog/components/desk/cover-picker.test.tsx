import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { server } from "#tests/msw/server.ts";
import { storageObjectUrl } from "#tests/msw/urls.ts";
import { madeImages } from "#tests/support/media-images.ts";
import { storeOwnerSession } from "#tests/support/owner-session.ts";
import { SIGNED_OUT_MESSAGE } from "@/entities/media/api/upload-media";
import { CoverPicker } from "./cover-picker";

/**
 * The post's cover (docs/decisions/070): a picked photo goes to blog-images as the blog cover's
 * sizes with the owner's session, and the field then holds the stored path of the full size; a
 * refused upload says why and leaves the field as it was. The conversion needs a browser's
 * canvas: madeImages stands in with what it returns.
 */

let uploaded: string[];
let refuse: boolean;
let removeSession: () => void;

beforeEach(() => {
  uploaded = [];
  refuse = false;
  removeSession = storeOwnerSession("owner-access-token");
  server.use(
    http.post(storageObjectUrl("blog-images/*"), ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.replace("/storage/v1/object/blog-images/", ""));
      if (refuse) return HttpResponse.json({ statusCode: "403", error: "Unauthorized", message: "new row violates row-level security policy" }, { status: 400 });
      uploaded.push(path);
      return HttpResponse.json({ Id: "id", Key: `blog-images/${path}` });
    }),
    http.delete(storageObjectUrl("blog-images"), () => HttpResponse.json([])),
  );
});
afterEach(() => removeSession());

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CoverPicker id="cover" value={value} onChange={setValue} prepare={madeImages} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const photo = () => new File([new Uint8Array(64)], "Porch at dusk.JPG", { type: "image/jpeg" });

describe("CoverPicker", () => {
  it("uploads the cover's sizes to blog-images and holds the full size's stored path", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText("Choose a cover image"), photo());
    await screen.findByRole("img", { name: "The post's cover" });
    const value = screen.getByTestId("value").textContent ?? "";
    expect(value).toMatch(/^\/storage\/v1\/object\/public\/blog-images\/covers\/[0-9a-f]{16}\/[a-z0-9-]+\.webp$/);
    expect(uploaded.map((path) => path.replace(/^covers\/[0-9a-f]{16}\//, ""))).toEqual([
      expect.stringMatching(/\.webp$/),
      expect.stringMatching(/-640w\.webp$/),
      expect.stringMatching(/\.jpg$/),
    ]);
    expect(value.endsWith(uploaded[0]!)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Remove cover" }));
    expect(screen.getByTestId("value")).toHaveTextContent("");
    expect(screen.getByLabelText("Choose a cover image")).toBeInTheDocument();
  });

  it("says why a refused upload failed and keeps the cover that was there", async () => {
    refuse = true;
    const user = userEvent.setup();
    render(<Harness initial="/storage/v1/object/public/blog-images/old.webp" />);
    await user.upload(screen.getByLabelText("Replace the cover image"), photo());
    expect(await screen.findByText(SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId("value")).toHaveTextContent("/storage/v1/object/public/blog-images/old.webp");
  });
});
