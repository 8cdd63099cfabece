import { describe, expect, it } from "vitest";
import { forwardedFor } from "./gateway.ts";

describe("gateway: the caller address passed to functions", () => {
  it("is the TCP peer's for a remote caller, whatever X-Forwarded-For claims", () => {
    expect(forwardedFor("192.0.2.14", "10.9.9.9")).toBe("192.0.2.14");
    expect(forwardedFor("::ffff:192.0.2.14", null)).toBe("192.0.2.14");
  });

  it("lets a loopback peer (a local proxy, the load bench) speak for the client behind it", () => {
    expect(forwardedFor("127.0.0.1", "198.51.100.7, 10.0.0.1")).toBe("198.51.100.7");
    expect(forwardedFor("::1", "198.51.100.8")).toBe("198.51.100.8");
    expect(forwardedFor("127.0.0.1", null)).toBe("127.0.0.1");
  });

  it("is unknown without a peer", () => {
    expect(forwardedFor(undefined, "198.51.100.7")).toBeUndefined();
  });
});
