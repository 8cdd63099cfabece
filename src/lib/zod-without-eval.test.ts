import { describe, expect, it } from "vitest";

// vitest: own module graph (zod must load after the setting, as in the browser).
describe("zod without eval", () => {
  it("zod, loaded after the setting, parses jitless", async () => {
    await import("@/lib/zod-without-eval");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
