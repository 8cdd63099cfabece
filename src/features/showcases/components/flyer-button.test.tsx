import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Flyer } from "@/features/showcases/api/make-flyer";
import { FLYER_MESSAGES, FlyerButton } from "@/features/showcases/components/flyer-button";
import { fullShowcase } from "#tests/msw/fixtures/showcases.ts";

/**
 * The button's states. The flyer itself (photos through canvas, the PDF, the QR code) is made
 * for real in Chromium by tests/e2e/showcase-flyer.spec.ts; here the lazily imported module
 * that makes it answers when the test says, so every state can be looked at.
 */
const makeShowcaseFlyer = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<Flyer>>());
vi.mock("@/features/showcases/api/make-flyer", () => ({ makeShowcaseFlyer }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let clicked: HTMLAnchorElement[];
const createObjectURL = vi.fn((_blob: Blob) => "blob:flyer");
beforeEach(() => {
  clicked = [];
  makeShowcaseFlyer.mockReset();
  createObjectURL.mockClear();
  // jsdom has no object URLs and does not download: record what would be saved.
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

function renderButton() {
  return render(
    <>
      <FlyerButton showcase={fullShowcase} />
      <Toaster />
    </>,
  );
}

describe("FlyerButton", () => {
  it("is a named button that answers the keyboard, is busy while the flyer is made, then downloads it", async () => {
    const user = userEvent.setup();
    const pending = deferred<Flyer>();
    makeShowcaseFlyer.mockReturnValue(pending.promise);
    renderButton();

    const button = screen.getByRole("button", { name: "Flyer" });
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    expect(button).toHaveAccessibleName(FLYER_MESSAGES.making);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(FLYER_MESSAGES.makingStatus);
    expect(makeShowcaseFlyer).toHaveBeenCalledTimes(1);
    expect(makeShowcaseFlyer.mock.calls[0]?.[0]).toBe(fullShowcase);

    // Pressing again while busy does not start a second flyer.
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(makeShowcaseFlyer).toHaveBeenCalledTimes(1);

    pending.resolve({ bytes: new Uint8Array([37, 80, 68, 70]), fileName: "14-old-mill-road-tewksbury-flyer.pdf" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "false"));
    expect(button).toHaveAccessibleName("Flyer");
    expect(screen.getByRole("status")).toHaveTextContent("Flyer downloaded: 14-old-mill-road-tewksbury-flyer.pdf");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe("14-old-mill-road-tewksbury-flyer.pdf");
    expect(clicked[0]?.href).toBe("blob:flyer");
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe("application/pdf");
    expect(blob.size).toBe(4);
    expect(document.querySelector("a[download]")).toBeNull(); // the temporary link is gone
  });

  it("shows an error toast when the flyer cannot be made, and can be pressed again", async () => {
    const user = userEvent.setup();
    makeShowcaseFlyer.mockRejectedValueOnce(new Error("None of the showcase's photos could be loaded"));
    renderButton();
    const button = screen.getByRole("button", { name: "Flyer" });
    await user.click(button);

    expect(await screen.findByText(FLYER_MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getAllByText(FLYER_MESSAGES.errorText).length).toBeGreaterThan(0);
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(button).toHaveAttribute("aria-disabled", "false");
    expect(screen.getByRole("status")).toHaveTextContent(`${FLYER_MESSAGES.errorTitle}.`);
    expect(clicked).toHaveLength(0);

    makeShowcaseFlyer.mockResolvedValueOnce({ bytes: new Uint8Array([1]), fileName: "again.pdf" });
    await user.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(makeShowcaseFlyer).toHaveBeenCalledTimes(2);
  });

  it("drops a flyer still being made when the page is left: no download, no toast", async () => {
    const user = userEvent.setup();
    const pending = deferred<Flyer>();
    makeShowcaseFlyer.mockReturnValue(pending.promise);
    const view = render(<FlyerButton showcase={fullShowcase} />);
    await user.click(screen.getByRole("button", { name: "Flyer" }));
    await waitFor(() => expect(makeShowcaseFlyer).toHaveBeenCalledTimes(1));
    const { signal } = makeShowcaseFlyer.mock.calls[0]![1] as { signal: AbortSignal };
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
    pending.resolve({ bytes: new Uint8Array([1]), fileName: "late.pdf" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicked).toHaveLength(0);
    expect(console.error).not.toHaveBeenCalled();
  });
});
