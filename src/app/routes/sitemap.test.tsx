import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { SitemapPage } from "@/app/routes/sitemap";
import { createQueryClient } from "@/lib/query-client";
import { testBlogPosts } from "#tests/msw/fixtures/blog.ts";
import { functionUrl, restUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { renderApp } from "#tests/support/render-app.tsx";


describe("sitemap page", () => {
  it("shows 'Generating sitemap...' while the sitemap is built", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(functionUrl("sitemap"), async () => {
      await held;
      return HttpResponse.text('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n');
    }));
    render(
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <MemoryRouter>
          <SitemapPage />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByText("Generating sitemap...")).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText("Sitemap XML")).toHaveTextContent("<urlset");
    expect(screen.queryByText("Generating sitemap...")).not.toBeInTheDocument();
  });

  it("shows the function's XML in a monospace block under the title 'Sitemap'", async () => {
    renderApp("/sitemap.xml");
    expect(await screen.findByRole("heading", { level: 1, name: "Sitemap" })).toBeInTheDocument();
    const block = await screen.findByLabelText("Sitemap XML");
    expect(block.tagName).toBe("PRE");
    expect(block).toHaveClass("font-mono");
    expect(block).toHaveTextContent("<loc>https://www.example.test/</loc>");
    expect(document.title).toMatch(/^Sitemap \| /);
  });

  it("builds the sitemap from the tables when the function fails, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(http.get(functionUrl("sitemap"), () => HttpResponse.json({ error: "down" }, { status: 503 })));
    renderApp("/sitemap.xml");
    const block = await screen.findByLabelText("Sitemap XML");
    const xml = block.textContent ?? "";
    expect(xml).toContain("<loc>https://www.example.test/showcase/14-old-mill-road-tewksbury</loc>");
    expect(xml).toContain(`<loc>https://www.example.test/blog/${testBlogPosts[0]?.slug}</loc>`);
    expect(xml).toContain("<loc>https://www.example.test/appraisals/pmi-removal</loc>");
    expect(new DOMParser().parseFromString(xml, "application/xml").getElementsByTagName("parsererror")).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith("The sitemap function failed; building the sitemap from the tables", expect.anything());
  });

  it("shows the error XML 'Unable to generate sitemap' when the tables fail too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.get(functionUrl("sitemap"), () => HttpResponse.error()),
      http.get(restUrl("blog_posts"), () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    renderApp("/sitemap.xml");
    const block = await screen.findByLabelText("Sitemap XML");
    expect(block).toHaveTextContent("Unable to generate sitemap");
    expect(block.textContent?.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
