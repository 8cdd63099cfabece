/**
 * Requests from another loopback address, so the local gateway (which tells
 * functions and PostgREST the TCP peer's address in cf-connecting-ip, as
 * hosted Supabase's edge does; docs/decisions/044-pooler-caller-address-smtp.md)
 * sees another caller: how tests, the load bench and the abuse measurements
 * act as many visitors. Linux routes all of 127.0.0.0/8 to the loopback
 * interface.
 */
import { request } from "node:http";

/**
 * The loopback address to connect from to be the visitor `address`
 * (IPv4): 127 and its last three octets, so "203.0.113.9" connects from
 * 127.0.113.9. Linux routes all of 127.0.0.0/8 to the loopback interface.
 */
export function loopbackFor(address: string): string {
  const octets = address.split(".");
  if (octets.length !== 4 || !octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) {
    throw new Error(`A test visitor address is an IPv4 address, not ${address}`);
  }
  return `127.${octets[1]}.${octets[2]}.${octets[3]}`;
}

/**
 * fetch over a connection from `localAddress` (fetch itself cannot choose
 * one): the gateway sees that address as the TCP peer. The whole answer is
 * read before it resolves.
 */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method ?? "GET", headers: init.headers, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = res.statusCode ?? 0;
          const body = [204, 205, 304].includes(status) || init.method === "HEAD" ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, statusText: res.statusMessage, headers }));
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
