import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { coveredCounties } from "#shared/covered-counties.ts";
import { NJ_MAP_HEIGHT, NJ_MAP_WIDTH, njCountyShapes } from "@/content/nj-county-map";
import { ServiceAreaMap } from "@/features/counties/components/service-area-map";
import { renderApp } from "#tests/support/render-app.tsx";

function renderMap() {
  const router = createMemoryRouter(
    [
      { path: "/contact", element: <ServiceAreaMap /> },
      { path: "/:county", element: <p>county page</p> },
    ],
    { initialEntries: ["/contact"] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

describe("New Jersey county map data", () => {
  it("has all 21 counties with path data in the view box, and every covered county", () => {
    expect(njCountyShapes).toHaveLength(21);
    expect(new Set(njCountyShapes.map((shape) => shape.fips)).size).toBe(21);
    for (const shape of njCountyShapes) {
      expect(shape.fips).toMatch(/^34\d{3}$/);
      expect(shape.d).toMatch(/^M[\d.,-]+/);
      expect(shape.labelX).toBeGreaterThan(0);
      expect(shape.labelX).toBeLessThan(NJ_MAP_WIDTH);
      expect(shape.labelY).toBeGreaterThan(0);
      expect(shape.labelY).toBeLessThan(NJ_MAP_HEIGHT);
    }
    const slugs = njCountyShapes.map((shape) => shape.slug);
    for (const county of coveredCounties) expect(slugs).toContain(county.slug);
    // Sussex is the northernmost county, Cape May the southernmost.
    const y = (slug: string) => njCountyShapes.find((shape) => shape.slug === slug)!.labelY;
    expect(y("sussex")).toBeLessThan(y("hunterdon"));
    expect(y("hunterdon")).toBeLessThan(y("cape-may"));
  });
});

describe("ServiceAreaMap", () => {
  it("marks the covered counties and describes the map", () => {
    const { container } = renderMap();
    const map = screen.getByRole("img", { name: /Map of New Jersey.s 21 counties/ });
    expect(map).toHaveAccessibleDescription(new RegExp(`The ${coveredCounties.length} counties we serve are shaded: ${coveredCounties[0]!.name}, ${coveredCounties[1]!.name}`));
    expect(container.querySelectorAll("path[data-covered='true']")).toHaveLength(coveredCounties.length);
    expect(container.querySelectorAll("path[data-covered='false']")).toHaveLength(njCountyShapes.length - coveredCounties.length);
    expect(container.querySelector("path[data-county='ocean']")).toHaveAttribute("data-covered", "false");
  });

  it("lists the covered counties as links, usable by keyboard, highlighting each on the map", async () => {
    const { container, router, user } = renderMap();
    const list = screen.getByRole("list", { name: "Counties we serve" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(coveredCounties.map((county) => `/${county.slug}`));

    // Tab to the first county: it is highlighted on the map and announced.
    await user.tab();
    expect(links[0]).toHaveFocus();
    expect(container.querySelector("path[data-county='bergen']")).toHaveAttribute("data-active", "true");
    expect(screen.getByText("Bergen County: county seat Hackensack. Open its page for local details.")).toBeInTheDocument();
    await user.tab();
    expect(container.querySelector("path[data-county='bergen']")).not.toHaveAttribute("data-active");
    expect(container.querySelector("path[data-county='essex']")).toHaveAttribute("data-active", "true");

    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/essex");
  });

  it("hovering a covered county on the map highlights its list item; clicking opens its page", async () => {
    const { container, router } = renderMap();
    const hunterdon = container.querySelector("path[data-county='hunterdon']")!;
    fireEvent.mouseEnter(hunterdon);
    expect(screen.getByRole("link", { name: "Hunterdon County" })).toHaveAttribute("data-active", "true");
    fireEvent.mouseEnter(container.querySelector("path[data-county='burlington']")!);
    expect(screen.getByRole("link", { name: "Hunterdon County" })).toHaveAttribute("data-active", "true");
    fireEvent.click(container.querySelector("path[data-county='burlington']")!);
    expect(router.state.location.pathname).toBe("/contact");
    fireEvent.click(hunterdon);
    expect(router.state.location.pathname).toBe("/hunterdon");
  });

  it("is on the contact page's service-area section", async () => {
    renderApp("/contact");
    const section = (await screen.findByRole("heading", { name: "Our Service Area" }, { timeout: 5000 })).closest("section")!;
    expect(section).toHaveAttribute("id", "service-area");
    expect(within(section).getByRole("img", { name: /Map of New Jersey.s 21 counties/ })).toBeInTheDocument();
    expect(within(section).getByRole("list", { name: "Counties we serve" })).toBeInTheDocument();
    // One list of counties, not two.
    const toHunterdon = within(section).getAllByRole("link").filter((link) => link.getAttribute("href") === "/hunterdon");
    expect(toHunterdon).toHaveLength(1);
  });
});
