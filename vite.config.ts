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
      "@schemas": fileURLToPath(new URL("./supabase/functions/_shared/schemas", import.meta.url)),
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: { sourcemap: true, target: "es2022" },
});
