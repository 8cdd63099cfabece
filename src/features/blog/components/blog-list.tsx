import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { useBlogCategories } from "@/features/blog/api/list-blog-categories";
import { useBlogPosts } from "@/features/blog/api/list-blog-posts";
import { BLOG_MESSAGES, showToast } from "@/features/blog/components/blog-messages";
import { BlogPagination } from "@/features/blog/components/blog-pagination";
import { BlogPostCard, FeaturedPostCard, RecentPosts } from "@/features/blog/components/blog-post-card";
import { CategoryIcon } from "@/features/blog/components/category-icon";
import { NewsletterSignup } from "@/features/blog/components/newsletter-signup";
import { blogListView, categoryChips, isFiltering, type BlogFilter } from "@/features/blog/domain/blog-filter";
import { BLOG_PAGE_SIZE, clampPage, pageCount, pageItems, RECENT_POSTS_COUNT } from "@/features/blog/domain/pagination";
import { cn } from "@/lib/cn";
import { useAdoptTypedValue } from "@/lib/use-adopt-typed-value";
import { TextInput } from "@/components/forms";

/** Toasts a failed read once per failure. */
function useFailureToast(failed: boolean, message: { title: string; description: string }) {
  useEffect(() => {
    if (failed) showToast("error", message);
  }, [failed, message]);
}

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[40/21] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

const chipClasses =
  "inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/**
 * The blog list: the newest post featured, search and category chips (with counts),
 * a grid of 9 posts a page with pagination, recent articles and the newsletter.
 * Search, category and page live in the URL (?q=, ?category=, ?page=), so a filtered
 * page can be shared and Back works; changing the search or category returns to page 1.
 */
export function BlogList() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  // The field answers every keystroke at once; the URL follows it (replace, so typing
  // leaves no history trail), and Back/Forward to another ?q= puts that text back.
  const urlSearch = params.get("q") ?? "";
  const [searchText, setSearchText] = useState(urlSearch);
  const written = useRef(urlSearch);
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearchText(urlSearch);
    }
  }, [urlSearch]);
  const filter: BlogFilter = { search: searchText, category: params.get("category") ?? "" };
  const posts = useBlogPosts();
  const categories = useBlogCategories();
  useFailureToast(posts.isError, BLOG_MESSAGES.postsFailed);
  useFailureToast(categories.isError, BLOG_MESSAGES.categoriesFailed);

  const allPosts = useMemo(() => posts.data ?? [], [posts.data]);
  const view = blogListView(allPosts, filter);
  const total = pageCount(view.grid.length, BLOG_PAGE_SIZE);
  const page = clampPage(Number(params.get("page") ?? "1"), total);
  const chips = categoryChips(categories.data ?? [], allPosts);
  const filtering = isFiltering(filter);

  const update = (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: options.replace ?? false, preventScrollReset: true },
    );
  };
  const changeSearch = (text: string) => {
    setSearchText(text);
    written.current = text;
    update({ q: text, page: null }, { replace: true });
  };
  const searchInput = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(searchInput, searchText, changeSearch);
  const goToPage = (next: number) => {
    update({ page: next > 1 ? String(next) : null });
    document.getElementById("blog-articles")?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <div className="max-w-xl">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            Search articles
          </label>
          <TextInput
            ref={searchInput}
            id={searchId}
            type="search"
            value={filter.search}
            onChange={(event) => changeSearch(event.target.value)}
            placeholder="Property taxes, PMI, floor plans…"
            className="mt-2"
          />
        </div>
        <div role="group" aria-label="Categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
          <button
            type="button"
            aria-pressed={filter.category === ""}
            onClick={() => update({ category: null, page: null })}
            className={cn(chipClasses, filter.category === "" ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600")}
          >
            All <span className="text-xs opacity-80">({allPosts.length})</span>
          </button>
          {chips.map((chip) => {
            const active = filter.category === chip.slug;
            return (
              <button
                key={chip.id}
                type="button"
                aria-pressed={active}
                onClick={() => update({ category: active ? null : chip.slug, page: null })}
                className={cn(chipClasses, active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600")}
              >
                <CategoryIcon slug={chip.slug} />
                {chip.name} <span className="text-xs opacity-80">({chip.count})</span>
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div id="blog-articles" className="scroll-mt-28">
          {posts.isPending ? (
            <div role="status" aria-label="Loading articles" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <CardSkeleton key={index} />
              ))}
            </div>
          ) : posts.isError ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">The articles could not be loaded.</p>
              <Button className="mt-4" variant="outline" onClick={() => void posts.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              {view.featured && page === 1 && (
                <div className="mb-10">
                  <FeaturedPostCard post={view.featured} />
                </div>
              )}
              <h2 className="sr-only">{filtering ? "Matching articles" : "More articles"}</h2>
              {filtering && (
                <p role="status" className="mb-4 text-sm text-slate-600">
                  {view.grid.length} {view.grid.length === 1 ? "article" : "articles"} found
                </p>
              )}
              {view.grid.length === 0 && (filtering || !view.featured) ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
                  <p className="text-xl font-bold text-slate-900">{BLOG_MESSAGES.empty}</p>
                  <p className="mt-2 text-slate-600">Try another search term or category.</p>
                  {filtering && (
                    <Button className="mt-5" variant="outline" onClick={() => {
                        setSearchText("");
                        written.current = "";
                        update({ q: null, category: null, page: null });
                      }}>
                      Clear filters
                    </Button>
                  )}
                </div>
              ) : (
                <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                  {pageItems(view.grid, page, BLOG_PAGE_SIZE).map((post) => (
                    <BlogPostCard key={post.id} post={post} />
                  ))}
                </div>
              )}
              <BlogPagination page={page} total={total} onPage={goToPage} />
            </>
          )}
        </div>
        <aside className="flex flex-col gap-6" aria-label="More from the blog">
          <RecentPosts posts={allPosts.slice(0, RECENT_POSTS_COUNT)} />
          <NewsletterSignup />
        </aside>
      </div>
    </div>
  );
}
