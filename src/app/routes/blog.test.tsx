import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AppProvider } from "@/app/provider";
import { BlogList } from "@/features/blog/components/blog-list";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { blogSubscribers } from "#tests/msw/blog-handlers.ts";
import { testBlogPosts } from "#tests/msw/fixtures/blog.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { server } from "#tests/msw/server.ts";
import { currentUrl, renderApp } from "#tests/support/render-app.tsx";

afterEach(() => blogSubscribers.clear());

const gridTitles = () =>
  screen
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("blog list", () => {
  it("shows loading cards until the posts arrive (when the route did not prefetch them)", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(restUrl("blog_posts"), async () => {
      await held;
      return HttpResponse.json([]);
    }));
    render(
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={["/blog"]}>
          <BlogList />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole("status", { name: "Loading articles" })).toBeInTheDocument();
    release();
    expect(await screen.findByText("No articles found")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading articles" })).not.toBeInTheDocument();
  });

  it("shows the newest post featured, 9 more, categories by name with counts, and 4 recent articles", async () => {
    renderApp("/blog");
    const featured = await screen.findByRole("heading", { level: 2, name: testBlogPosts[0]?.title });
    expect(within(featured.closest("article") as HTMLElement).getByText("Featured")).toBeInTheDocument();
    expect(gridTitles()).toEqual(testBlogPosts.slice(1, 10).map((post) => post.title));
    const chips = within(screen.getByRole("group", { name: "Categories" })).getAllByRole("button");
    await waitFor(() => expect(chips.length).toBeGreaterThan(1));
    expect(within(screen.getByRole("group", { name: "Categories" })).getAllByRole("button").map((chip) => chip.textContent)).toEqual([
      "All (13)",
      "Financial Tips (3)",
      "History (2)",
      "Homeowner Tips (3)",
      "Market Analysis (2)",
      "Photography Tips (3)",
    ]);
    const recent = screen.getByRole("region", { name: "Recent Articles" });
    expect(within(recent).getAllByRole("link").map((link) => link.textContent)).toEqual(testBlogPosts.slice(0, 4).map((post) => post.title));
    const cover = featured.closest("article")?.querySelector("img");
    expect(cover).toHaveAttribute("width", "1200");
    expect(cover).toHaveAttribute("height", "630");
    const coverUrl = `http://supabase.test/storage/v1/object/public/blog-images/${testBlogPosts[0]?.slug}`;
    expect(cover?.getAttribute("src")).toBe(`${coverUrl}.webp`);
    // The -640w copy stored beside each cover is offered to narrow screens.
    expect(cover).toHaveAttribute("srcset", `${coverUrl}-640w.webp 640w, ${coverUrl}.webp 1200w`);
    expect(cover).toHaveAttribute("sizes", "(min-width: 1024px) 40vw, 100vw");
    const gridCover = screen.getAllByRole("article")[1]?.querySelector("img");
    expect(gridCover).toHaveAttribute("loading", "lazy");
    expect(gridCover?.getAttribute("srcset")).toBe(
      `http://supabase.test/storage/v1/object/public/blog-images/${testBlogPosts[1]?.slug}-640w.webp 640w, http://supabase.test/storage/v1/object/public/blog-images/${testBlogPosts[1]?.slug}.webp 1200w`,
    );
  });

  it("pages through the grid with first, last and neighbours; the featured post stays on page 1", async () => {
    const { user, router } = renderApp("/blog");
    await screen.findByRole("heading", { level: 2, name: testBlogPosts[0]?.title });
    const pages = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(pages).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(pages).getByRole("button", { name: "Page 2" }));
    expect(currentUrl(router)).toBe("/blog?page=2");
    expect(gridTitles()).toEqual(testBlogPosts.slice(10).map((post) => post.title));
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(currentUrl(router)).toBe("/blog");
  });

  it("search hides the featured post and returns to page 1; no match says 'No articles found'", async () => {
    const { user, router } = renderApp("/blog?page=2");
    await screen.findByRole("navigation", { name: "Blog pages" });
    await user.type(screen.getByLabelText("Search articles"), "property tax");
    expect(currentUrl(router)).toBe("/blog?q=property+tax");
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
    expect(gridTitles()).toEqual(["Appealing Your New Jersey Property Tax Assessment", "Why New Jersey Property Taxes Are So High"]);
    expect(screen.getByText("2 articles found")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search articles"));
    await user.type(screen.getByLabelText("Search articles"), "zzzz");
    expect(screen.getByText("No articles found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(currentUrl(router)).toBe("/blog");
    expect(screen.getByText("Featured")).toBeInTheDocument();
  });

  it("a category chip filters, hides the featured post and resets the page; pressing it again shows all", async () => {
    const { user, router } = renderApp("/blog?page=2");
    const chip = await screen.findByRole("button", { name: "History (2)" });
    await user.click(chip);
    expect(currentUrl(router)).toBe("/blog?category=history");
    expect(chip).toHaveAttribute("aria-pressed", "true");
    expect(gridTitles()).toEqual(["Reading the Age of a New Jersey House", "Why New Jersey Property Taxes Are So High"]);
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).not.toBeInTheDocument();
    await user.click(chip);
    expect(currentUrl(router)).toBe("/blog");
  });

  it("toasts when the posts fail to load", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    renderApp("/blog");
    expect(await screen.findByText("Error loading posts")).toBeInTheDocument();
    expect(screen.getByText("Could not load blog posts. Please refresh the page.")).toBeInTheDocument();
    expect(screen.getByText("The articles could not be loaded.")).toBeInTheDocument();
  });

  it("toasts when the categories fail to load, and still lists the posts", async () => {
    server.use(http.get(restUrl("blog_categories"), () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    renderApp("/blog");
    expect(await screen.findByText("Error loading categories")).toBeInTheDocument();
    expect(screen.getByText("Could not load blog categories. Please refresh the page.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: testBlogPosts[0]?.title })).toBeInTheDocument();
  });

  it("says 'No articles found' when there are no posts at all", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json([])));
    renderApp("/blog");
    expect(await screen.findByText("No articles found")).toBeInTheDocument();
  });
});

describe("newsletter sign-up", () => {
  async function form() {
    const view = renderApp("/blog");
    const input = await screen.findByLabelText("Email address");
    return { ...view, input, button: screen.getByRole("button", { name: "Subscribe" }) };
  }

  it("subscribes a trimmed address, says so and clears the field", async () => {
    const received: unknown[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.includes("blog_subscribers")) void request.clone().json().then((body) => received.push(body));
    });
    const { user, input, button } = await form();
    await user.type(input, "  Reader@Example.com ");
    await user.click(button);
    expect(await screen.findByText("Successfully subscribed!")).toBeInTheDocument();
    expect(screen.getByText("You'll receive our latest blog updates in your inbox.")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(received).toEqual([{ email: "Reader@Example.com", is_active: true }]);
    server.events.removeAllListeners();
  });

  it("answers 'Already subscribed!' the second time (23505)", async () => {
    blogSubscribers.add("reader@example.com");
    const { user, input, button } = await form();
    await user.type(input, "reader@example.com");
    await user.click(button);
    expect(await screen.findByText("Already subscribed!")).toBeInTheDocument();
    expect(screen.getByText("This email is already subscribed to our blog updates.")).toBeInTheDocument();
  });

  it("answers 'Subscription failed' on any other failure", async () => {
    server.use(http.post(restUrl("blog_subscribers"), () => HttpResponse.json({ code: "42501", message: "denied" }, { status: 401 })));
    const { user, input, button } = await form();
    await user.type(input, "reader@example.com");
    await user.click(button);
    expect(await screen.findByText("Subscription failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
    expect(input).toHaveValue("reader@example.com");
  });

  it("names an invalid address and sends nothing; an empty field is ignored", async () => {
    let posts = 0;
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST") posts++;
    });
    const { user, input, button } = await form();
    await user.click(button);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(input, "   ");
    await user.click(button);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "not an email");
    await user.click(button);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);
    expect(blogSubscribers.size).toBe(0);
    server.events.removeAllListeners();
  });
});
