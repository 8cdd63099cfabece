import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { HEADERS_FILE, parseNetlifyHeadersFile } from "./security-headers.ts";
import { resolvePage } from "./static-routes.ts";

/**
 * `vite preview` serving the build as the hosting examples do (docs/hosting.md): files
 * first, then a path's prerendered page, the app shell for showcases and posts newer than
 * the build, and 404.html with status 404 for the rest; hashed assets cached for a year,
 * pages revalidated on every request; every answer with the security headers the build wrote
 * into dist/_headers (docs/decisions/058-security-headers.md), which, as on Netlify, is not
 * served itself.
 */
const ASSETS_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function staticHostingPlugin(): Plugin {
  return {
    name: "njpr-static-hosting",
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) => {
        const target = join(outDir, file);
        return existsSync(target) && statSync(target).isFile();
      };
      // Read per request: a rebuild while the preview runs changes them.
      const securityHeaders = () => (isFile(HEADERS_FILE) ? parseNetlifyHeadersFile(readFileSync(join(outDir, HEADERS_FILE), "utf8")) : {});
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        const pathname = new URL(request.url ?? "/", "http://preview.invalid").pathname;
        if (pathname !== "/" && pathname !== `/${HEADERS_FILE}` && isFile(decodeURIComponent(pathname.slice(1)))) {
          // Set before the static server answers: it keeps a Cache-Control already set.
          if (pathname.startsWith("/assets/")) response.setHeader("Cache-Control", ASSETS_CACHE_CONTROL);
          return next();
        }
        const answer = resolvePage(pathname, isFile);
        response.statusCode = answer.status;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Cache-Control", "no-cache");
        response.end(request.method === "HEAD" ? undefined : readFileSync(join(outDir, answer.file)));
      });
    },
  };
}
