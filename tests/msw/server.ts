import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** msw server for unit/component tests (started in tests/setup/jsdom.ts). */
export const server = setupServer(...handlers);
