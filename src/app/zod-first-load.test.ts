import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, staticClosure } from "#tests/support/import-graph.ts";

/**
 * zod is about 26 KiB gzip to fetch, parse and run. A page loads it only when a form on it
 * validates with it as the page opens (contact, the blog's newsletter signup); every read loads its row schema with the
 * read itself, beside supabase-js (docs/decisions/036-first-paint-on-phones.md), and a
 * submit its payload schema with the submit. This walks each route module's static imports.
 */
const ROUTES_DIR = resolve(ROOT, "src/app/routes");
/** Routes whose page shows a react-hook-form form validated with zodResolver. */
const ROUTES_WITH_A_FORM = ["contact.tsx", "blog.tsx"];

const reachesZod = (file: string) => staticClosure([file]).reached.has("zod");

describe("zod stays out of a page's first load unless the page opens with a form", () => {
  it("the entry does not reach zod", () => {
    expect(reachesZod(resolve(ROOT, "src/main.tsx"))).toBe(false);
  });

  it("no route without a form reaches zod through its static imports", () => {
    const routes = readdirSync(ROUTES_DIR).filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && !ROUTES_WITH_A_FORM.includes(file));
    expect(routes).toEqual(expect.arrayContaining(["home.tsx", "faqs.tsx", "showcase.tsx", "services.tsx", "county.tsx"]));
    expect(routes.filter((file) => reachesZod(resolve(ROUTES_DIR, file)))).toEqual([]);
  });

  it("the routes with a form do reach it (so the walk sees zod where it is)", () => {
    for (const file of ROUTES_WITH_A_FORM) expect(reachesZod(resolve(ROUTES_DIR, file)), file).toBe(true);
  });
});
