// vitest: jsdom (the site's sanitizer, DOMPurify, needs a DOM)
import { describe, expect, it } from "vitest";
import { renderPostMarkdown, slugFromTitle } from "@/features/blog/domain/post-markdown";

describe("renderPostMarkdown", () => {
  it("renders headings, lists, emphasis, links and tables", () => {
    const html = renderPostMarkdown("## Costs\n\n- **Fee:** $450\n- [Call us](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain("<h2>Costs</h2>");
    expect(html).toContain("<strong>Fee:</strong> $450");
    expect(html).toContain('<a href="https://example.com">Call us</a>');
    expect(html).toContain("<td>1</td>");
  });

  it("drops scripts, event handlers and javascript: links, written as HTML or as Markdown", () => {
    const html = renderPostMarkdown(
      'Hello <script>window.pwned = 1</script>\n\n<img src="x" onerror="window.pwned = 1">\n\n[click](javascript:window.pwned=1) <a href="javascript:alert(1)">a</a> <a href="JaVaScRiPt&colon;alert(1)">b</a>\n\n<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>',
    );
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
    expect(html).toContain("Hello");
    expect(html).toContain('<img src="x">');
  });

  it("keeps a post written as HTML as it was", () => {
    const legacy = "<p>Whether you are <strong>buying</strong>.</p>\n<h2>How long it takes</h2>\n<ul>\n  <li>One</li>\n</ul>";
    const html = renderPostMarkdown(legacy);
    expect(html).toContain("<p>Whether you are <strong>buying</strong>.</p>");
    expect(html).toContain("<h2>How long it takes</h2>");
    expect(html).toContain("<li>One</li>");
  });
});

describe("slugFromTitle", () => {
  it("makes an address of lowercase words and single hyphens", () => {
    expect(slugFromTitle("  Spring Market: What's Selling in Hunterdon?  ")).toBe("spring-market-what-s-selling-in-hunterdon");
    expect(slugFromTitle("Café & Condos — 2027")).toBe("cafe-and-condos-2027");
    expect(slugFromTitle("!!!")).toBe("");
    expect(slugFromTitle("a ".repeat(200)).length).toBeLessThanOrEqual(160);
  });
});
