import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { staticHostingPlugin } from "./scripts/prerender/preview-plugin";
import { sitemapPlugin } from "./scripts/vite-plugin-sitemap";

export default defineConfig({
  plugins: [react(), tailwindcss(), sitemapPlugin(), staticHostingPlugin()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    sourcemap: true,
    target: "es2022",
    // A page's chunk loads its own imports; only its stylesheets are added by Vite's preload
    // helper. Adding a modulepreload link per imported chunk cost the start of every page a long
    // task on a phone, more than the round trip it saves (docs/decisions/036, Updated).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? deps.filter((dep) => dep.endsWith(".css")) : deps) },
  },
});
