import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { server } from "../msw/server";

// The first render of a route transforms its lazy page module on demand, which can take
// more than the default 1 s on a busy machine. findBy*/waitFor wait up to 10 s (the unit project's test timeout is 15 s).
configure({ asyncUtilTimeout: 10_000 });

/** The animation frames asked for and not yet run (see below). */
const frames = new Map<number, ReturnType<typeof setTimeout>>();

// Any request without a handler fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // A frame loop left running would go on through the worker's later files.
  for (const timer of frames.values()) clearTimeout(timer);
  frames.clear();
  // sonner keeps its toasts in module state, which the files of a worker share (isolate: false),
  // and a newly mounted <Toaster> replays those still active: a test's toast would sit in front
  // of the next test's (one visible at a time) until its 4 s ran out.
  toast.dismiss();
});
afterAll(() => server.close());

if (typeof window !== "undefined") {
  // Animation frames run on the timers, every 16 ms as jsdom's own do: jsdom's frame callbacks
  // belong to the window they were made in, and in a worker whose files share one module graph
  // a later file could be left holding a closed window's, where no frame ever comes. On the
  // timers, fake timers move frames too.
  let lastFrame = 0;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = ++lastFrame;
    frames.set(
      id,
      setTimeout(() => {
        frames.delete(id);
        callback(performance.now());
      }, 16),
    );
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    clearTimeout(frames.get(id));
    frames.delete(id);
  };

  // jsdom does not implement scrolling; the layout scrolls on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}
