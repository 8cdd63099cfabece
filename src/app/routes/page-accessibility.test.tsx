/**
 * axe-core's structure rules (names, labels, roles, ARIA, landmarks, headings, lists) on the
 * pages that share a template with one checked in a real browser: all county pages, all 15
 * appraisal pages with a common question open, and the second addresses of the legal pages.
 * jsdom has no layout, so colour contrast and target size are checked per template in Chromium
 * (tests/e2e/accessibility.spec.ts), where the page's real CSS applies.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appraisalTypes } from "@/content/appraisal-types";
import { loadAppraisalPageContent } from "@/content/appraisals/page-content";
import { coveredCounties } from "#shared/covered-counties.ts";
import { blockingViolations } from "#tests/support/axe.ts";
import { renderApp } from "#tests/support/render-app.tsx";

describe("axe structure rules on every page of a shared template", () => {
  it.each(coveredCounties.map((county) => [county.slug, `${county.name} County Real Estate Appraisals`]))(
    "/%s has no serious or critical violation",
    async (slug, heading) => {
      const { user } = renderApp(`/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
      const faq = screen.getByRole("heading", { name: new RegExp(`Appraisal FAQ$`) }).parentElement!;
      await user.click(within(faq).getAllByRole("button")[0]!);
      expect(await blockingViolations()).toEqual([]);
    },
  );

  it.each(appraisalTypes.map((type) => [type.slug, type.title]))(
    "/appraisals/%s with a common question open has no serious or critical violation",
    async (slug, title) => {
      const content = await loadAppraisalPageContent(slug as never);
      const { user } = renderApp(`/appraisals/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: content.commonQuestions[0]!.question }));
      expect(await blockingViolations()).toEqual([]);
    },
  );

  it.each([
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
  ])("%s has no serious or critical violation", async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
  });

  it("fails on a serious violation: an unlabeled field and an image without alt", async () => {
    renderApp("/privacy");
    const main = await screen.findByRole("main");
    const probe = document.createElement("div");
    probe.innerHTML = '<input type="text"><img src="/favicon.svg" width="10" height="10">';
    main.append(probe);
    const rules = (await blockingViolations()).map((line) => line.split(":")[0]);
    expect(rules).toEqual(expect.arrayContaining(["label", "image-alt"]));
  });
});
