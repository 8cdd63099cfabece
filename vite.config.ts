import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { staticHostingPlugin } from "./scripts/prerender/preview-plugin";
import { sitemapPlugin } from "./scripts/vite-plugin-sitemap";

/**
 * React Router 7 exports only its development build (with warnings and checks a visitor never
 * needs), by design for now (remix-run/react-router#12532, #14102). The browser build takes the production build the package ships beside it, for every
 * import of the router (the app's and react-router-dom's), so one copy is loaded. The dev server,
 * the tests and the prerenderer keep the development build and its warnings (docs/decisions/066).
 */
function routerProductionBuild(): Plugin {
  const dist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: "njpr-router-production-build",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: dist("index.mjs") },
          { find: /^react-router\/dom$/, replacement: dist("dom-export.mjs") },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sitemapPlugin(), staticHostingPlugin(), routerProductionBuild()],
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
    // No modulepreload polyfill: every browser of the es2022 target runs the site without it,
    // one that ignores the entry's modulepreload links only fetches those modules on demand.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? deps.filter((dep) => dep.endsWith(".css")) : deps) },
  },
});
