import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET whose path goes on the wire exactly as written (fetch would resolve
 * `..` segments first): for path-traversal checks.
 */
export function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(baseUrl, "GET", rawPath, headers);
}

/** A request whose path goes on the wire exactly as written, with an optional body. */
export function rawRequest(baseUrl: string, method: string, rawPath: string, headers: Record<string, string> = {}, body?: Uint8Array | string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
