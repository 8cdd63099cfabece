import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { COVERED_COUNTY_NAME_LIST } from "#shared/covered-counties.ts";
import { renderApp } from "#tests/support/render-app.tsx";

// Load the page chunk once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await import("@/app/routes/about");
}, 30_000);

const slow = { timeout: 10_000 };

describe("about page", () => {
  it("shows who we are, the mission and the three advantages", async () => {
    renderApp("/about");
    expect(await screen.findByRole("heading", { level: 1, name: `About ${site.name}` }, slow)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our mission" })).toBeInTheDocument();
    const advantages = screen.getByRole("heading", { name: "Why clients choose us" }).parentElement!;
    expect(advantages.querySelectorAll("h3")).toHaveLength(3);
    expect(screen.getByText(`${COVERED_COUNTY_NAME_LIST} counties`, { exact: false })).toBeInTheDocument();
  });

  it("loads the team video only on demand, in privacy-enhanced mode", async () => {
    const { user, container } = renderApp("/about");
    await screen.findByRole("heading", { name: "Meet the team" }, slow);
    const play = screen.getByRole("button", { name: `Play video: Meet ${site.shortName}` });
    expect(container.querySelector("iframe")).toBeNull();
    await user.click(play);
    const player = screen.getByTitle(`Meet ${site.shortName}`);
    expect(player.tagName).toBe("IFRAME");
    const src = new URL(player.getAttribute("src")!);
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/Qm4tNj7RwXe");
    expect(src.searchParams.get("autoplay")).toBe("1");
  });
});
