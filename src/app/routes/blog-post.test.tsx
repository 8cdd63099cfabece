import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import { BlogPostPage } from "@/app/routes/blog-post";
import { createQueryClient } from "@/lib/query-client";
import { blnsScriptInjectionStrings, hostilePostHtml } from "#tests/msw/fixtures/blns-script-injection.ts";
import { testBlogPosts } from "#tests/msw/fixtures/blog.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { renderApp } from "#tests/support/render-app.tsx";

const [withVideo, plain] = testBlogPosts as [(typeof testBlogPosts)[number], (typeof testBlogPosts)[number]];

describe("blog post", () => {
  it("shows 'Loading article...' until the post arrives (when the route did not prefetch it)", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(restUrl("blog_posts"), async () => {
      await held;
      return HttpResponse.json(plain);
    }));
    render(
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={[`/blog/${plain.slug}`]}>
          <Routes>
            <Route path="/blog/:slug" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByText("Loading article...")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { level: 1, name: plain.title })).toBeInTheDocument();
  });

  it("shows the post: category, read time, date, meta title and description, content", async () => {
    renderApp(`/blog/${plain.slug}`);
    expect(await screen.findByRole("heading", { level: 1, name: plain.title })).toBeInTheDocument();
    const article = screen.getByRole("article");
    expect(within(article).getByRole("link", { name: plain.category?.name })).toHaveAttribute("href", `/blog?category=${plain.category?.slug}`);
    expect(within(article).getByText(`${plain.read_time} min read`)).toBeInTheDocument();
    expect(within(article).getByText("June 23, 2026")).toBeInTheDocument();
    expect(within(article).getByText("Second point")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${plain.meta_title} | Garden State Property Appraisals`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", plain.meta_description);
    const cover = within(article).getByRole("img", { name: `Illustration for the article ${plain.title}` });
    expect(cover).toHaveAttribute("width", "1200");
    expect(cover).toHaveAttribute("height", "630");
    expect(cover).toHaveAttribute(
      "srcset",
      `http://supabase.test/storage/v1/object/public/blog-images/${plain.slug}-640w.webp 640w, http://supabase.test/storage/v1/object/public/blog-images/${plain.slug}.webp 1200w`,
    );
    expect(within(article).getAllByRole("link", { name: /Back to Blog/ })[0]).toHaveAttribute("href", "/blog");
    expect(screen.queryByRole("button", { name: /Play video/ })).not.toBeInTheDocument();
  });

  it("shows the video's thumbnail and loads the privacy-enhanced embed only on click", async () => {
    const { user } = renderApp(`/blog/${withVideo.slug}`);
    const play = await screen.findByRole("button", { name: `Play video: Watch: ${withVideo.title}` });
    expect(play.querySelector("img")).toHaveAttribute("src", "https://i.ytimg.com/vi/q7Xb2LmN4aE/hqdefault.jpg");
    expect(document.querySelector("iframe")).toBeNull();
    // Offline or blocked: the still goes away and the play button stays.
    fireEvent.error(play.querySelector("img") as HTMLImageElement);
    expect(play.querySelector("img")).toBeNull();
    await user.click(play);
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/q7Xb2LmN4aE?rel=0&autoplay=1");
  });

  it("says 'Blog post not found' for a slug with no published post (PGRST116)", async () => {
    renderApp("/blog/spring-2027-market-preview");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog post not found" })).toBeInTheDocument();
    expect(screen.getByText("The blog post you are looking for does not exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Blog/ })).toHaveAttribute("href", "/blog");
  });

  it("says 'Failed to load blog post' when the read fails for another reason", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json({ code: "XX000", message: "boom" }, { status: 500 })));
    renderApp(`/blog/${plain.slug}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Failed to load blog post" })).toBeInTheDocument();
    expect(screen.getByText("The blog post you are looking for does not exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Blog/ })).toHaveAttribute("href", "/blog");
  });

  it("sanitises the HTML: the blns script-injection strings leave no script, handler or javascript: URL", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json({ ...plain, content: hostilePostHtml() })));
    expect(blnsScriptInjectionStrings().length).toBeGreaterThan(100);
    renderApp(`/blog/${plain.slug}`);
    const content = await screen.findByTestId("post-content");
    expect(within(content).getByText(/Block and lot identify the parcel/)).toBeInTheDocument();
    expect(content.querySelectorAll("script, iframe, svg, style, form, object, embed")).toHaveLength(0);
    for (const element of content.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on"), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.value.replace(/\s/g, "").toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
    expect(within(content).getByRole("link", { name: "a state link" })).toHaveAttribute("rel", "noopener noreferrer");
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
