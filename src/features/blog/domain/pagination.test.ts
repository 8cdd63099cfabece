import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageItems, pageWindow } from "@/features/blog/domain/pagination";

describe("pageWindow", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, "ellipsis", 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, "ellipsis", 3, 4, 5, "ellipsis", 7]],
    [6, 12, [1, "ellipsis", 5, 6, 7, "ellipsis", 12]],
    [12, 12, [1, "ellipsis", 11, 12]],
    [2, 12, [1, 2, 3, "ellipsis", 12]],
  ])("page %i of %i shows %j", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it("always shows first, last and the neighbours of the current page, ascending, with an ellipsis for every gap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (total, requested) => {
        const items = pageWindow(requested, total);
        const pages = items.filter((item): item is number => item !== "ellipsis");
        const current = clampPage(requested, total);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        for (const n of [current - 1, current, current + 1]) if (n >= 1 && n <= total) expect(pages).toContain(n);
        expect(pages.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < items.length; i++) {
          const [before, item] = [items[i - 1], items[i]];
          if (item === "ellipsis") expect(before).not.toBe("ellipsis");
          else if (before !== "ellipsis") expect(item).toBe((before as number) + 1);
          else expect(item).toBeGreaterThan((items[i - 2] as number) + 1);
        }
      }),
    );
  });
});

describe("paging", () => {
  it("counts pages of 9 and slices them", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageItems([...Array(12).keys()], 2)).toEqual([9, 10, 11]);
  });

  it("keeps a requested page in range", () => {
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.6, 3)).toBe(2);
  });
});
