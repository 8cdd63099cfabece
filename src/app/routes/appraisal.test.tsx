import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { appraisalTypes, findAppraisalType } from "@/content/appraisal-types";
import { loadAppraisalPageContent } from "@/content/appraisals/page-content";
import { renderApp } from "#tests/support/render-app.tsx";

describe.each(appraisalTypes.map((type) => type.slug))("the /appraisals/%s page", (slug) => {
  it("shows every section, the breadcrumb, its head tags and the preset quote link", async () => {
    const type = findAppraisalType(slug)!;
    const content = await loadAppraisalPageContent(type.slug as never);
    renderApp(`/appraisals/${slug}`);

    expect(await screen.findByRole("heading", { level: 1, name: type.title })).toBeInTheDocument();

    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    expect(within(breadcrumb).getByText(content.serviceName)).toHaveAttribute("aria-current", "page");

    for (const title of [content.whatIsIt.title, content.whenNeeded.title, content.whyChooseUs.title, content.process.title, "Common Questions", "Related Services"]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(content.whatIsIt.paragraphs[0]!)).toBeInTheDocument();
    for (const scenario of content.whenNeeded.scenarios) expect(screen.getByText(scenario)).toBeInTheDocument();
    for (const benefit of content.whyChooseUs.benefits) expect(screen.getByRole("heading", { level: 3, name: benefit.title })).toBeInTheDocument();
    const steps = within(screen.getByRole("region", { name: content.process.title })).getAllByRole("listitem");
    expect(steps).toHaveLength(5);
    for (const item of content.commonQuestions) expect(screen.getByRole("button", { name: item.question })).toBeInTheDocument();

    const relatedLinks = within(screen.getByRole("region", { name: "Related Services" })).getAllByRole("link");
    expect(relatedLinks.map((link) => link.getAttribute("href"))).toEqual(content.relatedSlugs.map((related) => `/appraisals/${related}`));

    const orderCard = screen.getByRole("complementary", { name: `Order a ${content.serviceName}` });
    expect(within(orderCard).getByRole("link", { name: "Request Quote Online" })).toHaveAttribute(
      "href",
      `/appraisals/${slug}?openQuote=true&service=appraisal&appraisalType=${slug}`,
    );
    expect(within(orderCard).getByRole("link", { name: /Call/ })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/));

    await vi.waitFor(() => expect(document.title).toBe(`${content.seoTitle} | Garden State Property Appraisals`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", content.seoDescription);
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute("content", content.keywords.join(", "));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `https://www.example.test/appraisals/${slug}`);
  });
});

describe("an appraisal page's common questions", () => {
  it("open one at a time and collapse again", async () => {
    const content = await loadAppraisalPageContent("land");
    const { user } = renderApp("/appraisals/land");
    const [first, second] = content.commonQuestions;
    const firstButton = await screen.findByRole("button", { name: first!.question });
    const secondButton = screen.getByRole("button", { name: second!.question });

    await user.click(firstButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first!.answer)).toBeVisible();
    await user.click(secondButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await user.click(secondButton);
    expect(secondButton).toHaveAttribute("aria-expanded", "false");
  });
});
