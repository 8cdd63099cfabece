import { describe, expect, it } from "vitest";
import { PORTFOLIO_PAGE_SIZE, showingLine, visibleCount } from "@/features/portfolio/domain/portfolio-filter";

describe("showingLine", () => {
  it.each([
    [12, 12, "Showing 12 of 12 projects"],
    [3, 12, "Showing 3 of 12 projects"],
    [0, 12, "Showing 0 of 12 projects"],
    [1, 1, "Showing 1 of 1 project"],
    [0, 1, "Showing 0 of 1 project"],
    [0, 0, "Showing 0 of 0 projects"],
  ])("%i shown of %i reads '%s'", (shown, total, line) => {
    expect(showingLine(shown, total)).toBe(line);
  });
});

describe("visibleCount", () => {
  it("shows 9 first and 9 more per Load More, never more than there are", () => {
    expect(PORTFOLIO_PAGE_SIZE).toBe(9);
    expect(visibleCount(0, 30)).toBe(9);
    expect(visibleCount(1, 30)).toBe(18);
    expect(visibleCount(2, 30)).toBe(27);
    expect(visibleCount(3, 30)).toBe(30);
    expect(visibleCount(1, 12)).toBe(12);
    expect(visibleCount(0, 5)).toBe(5);
    expect(visibleCount(0, 0)).toBe(0);
  });
});
