import { describe, expect, it } from "vitest";
import { firstLoadByPackage, packageOf } from "../../scripts/bundle-modules";

describe("packageOf", () => {
  it("names a node_modules package, a scoped one, an app folder and Vite's own modules", () => {
    expect(packageOf("/srv/site/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("react-dom");
    expect(packageOf("/srv/site/node_modules/@tanstack/query-core/build/modern/query.js")).toBe("@tanstack/query-core");
    expect(packageOf("/srv/site/node_modules/.pnpm/x/node_modules/sonner/dist/index.mjs")).toBe("sonner");
    expect(packageOf("/srv/site/src/features/quote/components/quote-modal.tsx")).toBe("app: src/features/quote");
    expect(packageOf("/srv/site/src/app/routes/home.tsx")).toBe("app: src/app/routes");
    expect(packageOf("/srv/site/src/main.tsx")).toBe("app: src");
    expect(packageOf("\0vite/preload-helper.js")).toBe("vite runtime");
  });
});

describe("firstLoadByPackage", () => {
  it("shares each file's real gzip size out over its packages, so the shares add up to the files' total", () => {
    const big = "export const a = [" + Array.from({ length: 400 }, (_, i) => `"${i.toString(36)}-${(i * 7919).toString(36)}"`).join(",") + "];";
    const small = "export const b = 1;";
    const chunks = [
      { file: "assets/index.js", modules: [{ id: "/p/node_modules/react-dom/index.js", code: big }, { id: "/p/src/main.tsx", code: small }] },
      { file: "assets/home.js", modules: [{ id: "/p/src/app/routes/home.tsx", code: small }] },
      { file: "assets/other.js", modules: [{ id: "/p/node_modules/zod/index.js", code: big }] },
    ];
    const sizes: Record<string, number> = { "assets/index.js": 10, "assets/home.js": 1, "assets/other.js": 50 };
    const shares = firstLoadByPackage(chunks, ["assets/index.js", "assets/home.js"], (file) => sizes[file]!);
    expect(shares.map((share) => share.name)).toEqual(["react-dom", "app: src/app/routes", "app: src"]);
    expect(shares.find((share) => share.name === "app: src/app/routes")!.kib).toBeCloseTo(1, 6);
    expect(shares.reduce((sum, share) => sum + share.kib, 0)).toBeCloseTo(11, 6);
    expect(shares[0]!.kib).toBeGreaterThan(8);
    expect(shares.find((share) => share.name === "zod")).toBeUndefined();
  });
});
