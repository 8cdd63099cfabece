import axe from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * axe-core's structure rules on the rendered document (names, labels, roles, ARIA, landmarks,
 * headings, lists): the serious and critical violations, one line each. jsdom has no layout,
 * so colour contrast and target size are left to the browser (tests/e2e/accessibility.spec.ts).
 */
export async function blockingViolations(): Promise<string[]> {
  document.documentElement.lang = "en"; // as index.html sets it
  const results = await axe.run(document, {
    runOnly: { type: "tag", values: TAGS },
    // Both need rendered boxes and computed colours, which jsdom does not have.
    rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 5).map((node) => node.target.join(" ")).join(", ")}`);
}
