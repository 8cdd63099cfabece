import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, staticClosure } from "#tests/support/import-graph.ts";

/**
 * Nothing of the owner's area enters a visitor's first load (docs/decisions/054, 055): the
 * sign-in and the desk are lazy routes, so neither the entry, the route table nor a public page
 * reaches the owner-auth feature, the desk's features or the owner routes through static
 * imports; the route table reaches them only through import(), so the walk looks where they are.
 */
const OWNER_FOLDERS = ["src/features/owner-auth/", "src/features/owner-requests/", "src/features/owner-mail/", "src/features/owner-appointments/", "src/app/routes/owner/", "src/app/routes/owner-"];
const isOwnerModule = (file: string) => OWNER_FOLDERS.some((folder) => relative(ROOT, file).startsWith(folder));

function ownerFilesFrom(file: string): string[] {
  return [...staticClosure([resolve(ROOT, file)]).reached].filter(isOwnerModule);
}

describe("the owner's area stays out of visitors' first load", () => {
  it("the entry, the route table and the home page reach no owner module", () => {
    expect(staticClosure([resolve(ROOT, "src/main.tsx")]).reached.has(resolve(ROOT, "src/app/router.tsx"))).toBe(true);
    expect(ownerFilesFrom("src/main.tsx")).toEqual([]);
    expect(ownerFilesFrom("src/app/router.tsx")).toEqual([]);
    expect(ownerFilesFrom("src/app/routes/home.tsx")).toEqual([]);
  });

  it("the route table loads the sign-in, the desk's layout and its pages with import()", () => {
    const graph = staticClosure([resolve(ROOT, "src/main.tsx")]);
    for (const page of ["owner/desk-layout.tsx", "owner/requests.tsx", "owner/appointments.tsx", "owner/settings.tsx", "owner/failed-mail.tsx", "owner-sign-in.tsx"]) {
      expect(graph.dynamicTargets.has(resolve(ROOT, "src/app/routes", page)), page).toBe(true);
    }
  });

  it("the owner's sign-in page does reach the feature (so the walk sees it where it is)", () => {
    expect(ownerFilesFrom("src/app/routes/owner-sign-in.tsx").some((file) => file.includes("features/owner-auth/components/owner-sign-in"))).toBe(true);
  });
});
