import { describe, expect, it } from "vitest";
import { blogListView, categoryChips, filterPosts } from "@/features/blog/domain/blog-filter";
import { testBlogCategories, testBlogPosts } from "#tests/msw/fixtures/blog.ts";

describe("blog filters", () => {
  it("features the newest post and lists the rest when nothing is filtered", () => {
    const view = blogListView(testBlogPosts, { search: "", category: "" });
    expect(view.featured?.id).toBe(testBlogPosts[0]?.id);
    expect(view.grid).toHaveLength(testBlogPosts.length - 1);
  });

  it("hides the featured post and lists every match when searching or filtering", () => {
    const bySearch = blogListView(testBlogPosts, { search: "  APPRAISAL ", category: "" });
    expect(bySearch.featured).toBeNull();
    expect(bySearch.grid.length).toBeGreaterThan(0);
    expect(bySearch.grid.every((post) => `${post.title} ${post.excerpt ?? ""}`.toLowerCase().includes("appraisal"))).toBe(true);
    const byCategory = blogListView(testBlogPosts, { search: "", category: "history" });
    expect(byCategory.featured).toBeNull();
    expect(byCategory.grid.map((post) => post.category?.slug)).toEqual(["history", "history"]);
    expect(filterPosts(testBlogPosts, { search: "no such words", category: "" })).toEqual([]);
  });

  it("counts posts per category in the given order", () => {
    const chips = categoryChips(testBlogCategories, testBlogPosts);
    expect(chips.map((chip) => [chip.slug, chip.count])).toEqual([
      ["market-analysis", 2],
      ["homeowner-tips", 3],
      ["photography-tips", 3],
      ["financial-tips", 3],
      ["history", 2],
    ]);
  });
});
