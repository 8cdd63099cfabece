import { describe, expect, it } from "vitest";
import { callerAddress, canonicalAddress } from "./caller-address.ts";
import { callerAddressReport } from "./log-guard.ts";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("callerAddress: the one address every per-address limit counts by", () => {
  it("is the IPv4 address Cloudflare puts in cf-connecting-ip", () => {
    expect(callerAddress(headers({ "cf-connecting-ip": "198.51.100.23" }))).toBe("198.51.100.23");
    expect(callerAddress(headers({ "cf-connecting-ip": " 203.0.113.7 " }))).toBe("203.0.113.7");
  });

  it("reduces an IPv6 address to its /64, so one subscriber's many addresses are one caller", () => {
    expect(callerAddress(headers({ "cf-connecting-ip": "2001:db8:1:2:a:b:c:d" }))).toBe("2001:db8:1:2::");
    expect(callerAddress(headers({ "cf-connecting-ip": "2001:DB8:1:2::99" }))).toBe("2001:db8:1:2::");
    expect(callerAddress(headers({ "cf-connecting-ip": "2001:0db8:0000:0000:ffff:1:2:3" }))).toBe("2001:db8::");
    expect(callerAddress(headers({ "cf-connecting-ip": "::1" }))).toBe("::");
    expect(callerAddress(headers({ "cf-connecting-ip": "fe80::1:2:3:4" }))).toBe("fe80::");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address it maps", () => {
    expect(callerAddress(headers({ "cf-connecting-ip": "::ffff:198.51.100.23" }))).toBe("198.51.100.23");
    expect(callerAddress(headers({ "cf-connecting-ip": "::ffff:c633:6417" }))).toBe("198.51.100.23");
  });

  it("ignores the forwarding headers a client can set itself", () => {
    const spoofed = { "x-forwarded-for": "192.0.2.1, 10.0.0.1", "x-real-ip": "192.0.2.2", forwarded: "for=192.0.2.3" };
    expect(callerAddress(headers(spoofed))).toBeNull();
    expect(callerAddress(headers({ ...spoofed, "cf-connecting-ip": "198.51.100.23" }))).toBe("198.51.100.23");
  });

  it("is null when the platform's header is missing or is not one address", () => {
    expect(callerAddress(headers({}))).toBeNull();
    for (const bad of ["", "unknown", "198.51.100.23, 10.0.0.1", "198.51.100.23:443", "198.51.100.0/24", "256.1.1.1",
      "010.1.1.1", "1.2.3", "2001:db8::1::2", "2001:db8:1:2:3:4:5:6:7", "fe80::1%eth0", "[2001:db8::1]", "example.com"]) {
      expect(canonicalAddress(bad), bad).toBeNull();
    }
  });
});

describe("callerAddressReport: what the deploy smoke check is shown", () => {
  it("names the family and a short keyed hash, never the address, and is the same for one caller whatever it claims", async () => {
    process.env.LOG_ADDRESS_HASH_SECRET ??= "caller-address-test-secret";
    const mine = await callerAddressReport(headers({ "cf-connecting-ip": "198.51.100.23" }));
    expect(mine).toMatch(/^ipv4 [0-9a-f]{8}$/);
    expect(mine).not.toContain("198.51");
    expect(await callerAddressReport(headers({ "cf-connecting-ip": "198.51.100.23", "x-forwarded-for": "192.0.2.1" }))).toBe(mine);
    expect(await callerAddressReport(headers({ "cf-connecting-ip": "198.51.100.24" }))).not.toBe(mine);
    expect(await callerAddressReport(headers({ "cf-connecting-ip": "2001:db8:1:2::5" }))).toMatch(/^ipv6 [0-9a-f]{8}$/);
    expect(await callerAddressReport(headers({ "x-forwarded-for": "192.0.2.1" }))).toBe("none");
  });
});
