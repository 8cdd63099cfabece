import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "../msw/server";

// The unit files that need no DOM (vitest.config.ts, "unit-node"): only msw, as in jsdom.ts.
// Any request without a handler fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
