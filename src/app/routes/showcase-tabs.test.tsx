import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentUrl, renderApp } from "#tests/support/render-app.tsx";

describe("/showcase tabs", () => {
  it("shows the properties tab by default and switches to the portfolio", async () => {
    const { user, router } = renderApp("/showcase");
    expect(await screen.findByRole("heading", { level: 1, name: "Property Showcases" })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://www.example.test/showcase");

    const tabs = screen.getByRole("navigation", { name: "Showcase sections" });
    expect(within(tabs).getByRole("link", { name: "Property Showcases" })).toHaveAttribute("aria-current", "page");
    await user.click(within(tabs).getByRole("link", { name: "Portfolio" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Portfolio" })).toBeInTheDocument();
    expect(currentUrl(router)).toBe("/showcase?tab=portfolio");
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "https://www.example.test/showcase?tab=portfolio",
      ),
    );
    expect(document.title).toBe("Portfolio | Garden State Property Appraisals");
  });

  it("treats an unknown tab as the default", async () => {
    renderApp("/showcase?tab=nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Property Showcases" })).toBeInTheDocument();
  });

  it("'Get Started Today' opens the quote preset to photography", async () => {
    renderApp("/showcase?tab=portfolio");
    await screen.findByRole("heading", { level: 1, name: "Portfolio" });
    expect(screen.getByRole("link", { name: "Get Started Today" })).toHaveAttribute(
      "href",
      "/showcase?tab=portfolio&openQuote=true&service=photography",
    );
  });
});
