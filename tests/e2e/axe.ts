import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What fails a page: axe's serious and critical violations. */
const BLOCKING = new Set(["serious", "critical"]);

/**
 * axe-core in Chromium, every rule, with the page's real CSS, on the page (or only `include`):
 * its serious and critical violations, a few targets each. Shared by accessibility.spec.ts and
 * the desk's walk (owner-desk.spec.ts).
 */
export async function blockingViolations(page: Page, include?: string) {
  // Colours half-way through a CSS transition (the header turning solid as the page scrolls to
  // the form's errors; a hovered button) fail colour contrast at random: let every finite
  // transition and animation end first (a spinner's endless one is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Third-party embeds (the virtual tour) are not ours to fix. With no frame left to check, axe
  // runs in the page itself (legacy mode), without the blank page AxeBuilder otherwise opens per run.
  // Only violations are read: axe keeps no node lists for passes and the rest (axe-core's
  // `resultTypes`), which is most of its work on a long page.
  let builder = new AxeBuilder({ page }).exclude("iframe").setLegacyMode().options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
