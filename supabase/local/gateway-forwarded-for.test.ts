import { describe, expect, it } from "vitest";
import { forwardedFor } from "./gateway.ts";

describe("gateway: the caller address passed to functions and PostgREST in cf-connecting-ip", () => {
  it("is the TCP peer's, an IPv4-mapped peer as plain IPv4", () => {
    expect(forwardedFor("192.0.2.14")).toBe("192.0.2.14");
    expect(forwardedFor("::ffff:192.0.2.14")).toBe("192.0.2.14");
    expect(forwardedFor("2001:db8::7")).toBe("2001:db8::7");
  });

  it("is a loopback peer's own address too: a local caller speaks for no one else", () => {
    expect(forwardedFor("127.0.0.1")).toBe("127.0.0.1");
    expect(forwardedFor("127.18.0.9")).toBe("127.18.0.9");
    expect(forwardedFor("::1")).toBe("::1");
  });

  it("is unknown without a peer", () => {
    expect(forwardedFor(undefined)).toBeUndefined();
  });
});
