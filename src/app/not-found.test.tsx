import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "#tests/support/render-app.tsx";

describe("not-found page", () => {
  it("shows 'Page Not Found' with links home, to services and to contact, and logs the path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp("/no-such-page?from=old-site");

    const heading = await screen.findByRole("heading", { level: 1, name: "Page Not Found" });
    const section = heading.closest("section") as HTMLElement;
    expect(within(section).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(section).getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
    expect(within(section).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(warn).toHaveBeenCalledWith("Page not found: /no-such-page?from=old-site");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    // Inside the normal layout.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("is shown for an unknown appraisal type", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp("/appraisals/commercial");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });

  it("is shown for a county outside the service area", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderApp("/ocean");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });
});

describe("generated content pages", () => {
  it("a county page has its heading and breadcrumb", async () => {
    renderApp("/hunterdon");
    expect(await screen.findByRole("heading", { level: 1, name: "Hunterdon County Real Estate Appraisals" })).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByText("Hunterdon County")).toHaveAttribute("aria-current", "page");
  });

  it("an appraisal page has its heading, breadcrumb and a preset quote link", async () => {
    renderApp("/appraisals/retrospective");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Retrospective (Date-of-Death) Appraisal" }),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getAllByRole("link").map((link) => link.textContent)).toEqual(["Home", "Services"]);
    expect(screen.getByRole("link", { name: "Request Quote Online" })).toHaveAttribute(
      "href",
      "/appraisals/retrospective?openQuote=true&service=appraisal&appraisalType=retrospective",
    );
  });

  it("the showcase detail page uses the reduced layout", async () => {
    renderApp("/showcase/14-old-mill-road-tewksbury");
    expect(await screen.findByRole("heading", { level: 1, name: /14 Old Mill Rd/ })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
    expect(screen.getByText(/Listing information is deemed reliable but not guaranteed/)).toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });

  it("the thank-you page lists the next steps and the way back", async () => {
    renderApp("/thank-you");
    expect(await screen.findByRole("heading", { level: 1, name: "Thank You!" })).toBeInTheDocument();
    for (const step of ["Invoice & confirmation", "Appointment confirmation", "Service coordination"]) {
      expect(screen.getByRole("heading", { name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("link", { name: "info@gardenstateappraisals.com" }).length).toBeGreaterThan(0);
  });
});
