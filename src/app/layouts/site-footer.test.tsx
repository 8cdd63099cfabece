import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { coveredCounties } from "#shared/covered-counties.ts";
import { renderApp } from "#tests/support/render-app.tsx";

describe("site footer", () => {
  it("shows the business contact details, hours, social, legal links and copyright", async () => {
    renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    const footer = screen.getByRole("contentinfo");

    expect(within(footer).getByRole("link", { name: "(908) 555-0134" })).toHaveAttribute("href", "tel:+19085550134");
    expect(within(footer).getByRole("link", { name: "info@gardenstateappraisals.com" })).toHaveAttribute(
      "href",
      "mailto:info@gardenstateappraisals.com",
    );
    expect(within(footer).getByText("71 Main Street, Flemington, NJ 08822")).toBeInTheDocument();
    expect(within(footer).getByText("Monday to Friday, 9 AM to 5 PM")).toBeInTheDocument();
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      const link = within(footer).getByRole("link", { name: `${network} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(within(footer).getByText(/© \d{4} Garden State Property Appraisals/)).toBeInTheDocument();
    expect(within(footer).getAllByRole("link", { name: /County$/ })).toHaveLength(coveredCounties.length);
  });

  it("has a skip link that moves focus to the main content", async () => {
    const { user } = renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
