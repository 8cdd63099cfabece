import axe from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * axe-core's structure rules on the rendered document (names, labels, roles, ARIA, landmarks,
 * headings, lists): the serious and critical violations, one line each. jsdom has no layout,
 * so colour contrast, target size and label-in-name are left to the browser (tests/e2e/accessibility.spec.ts).
 */
export async function blockingViolations(): Promise<string[]> {
  document.documentElement.lang = "en"; // as index.html sets it
  const results = await axe.run(document, {
    runOnly: { type: "tag", values: TAGS },
    // These need rendered boxes, computed colours or the page's CSS, which jsdom does not have:
    // without the CSS, text shown only at some widths (a short and a long name) all counts as
    // visible to label-content-name-mismatch. Chromium checks them (tests/e2e/accessibility.spec.ts).
    rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false }, "label-content-name-mismatch": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 5).map((node) => node.target.join(" ")).join(", ")}`);
}
