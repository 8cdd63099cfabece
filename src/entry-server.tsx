import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { JSDOM } from "jsdom";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppRoot } from "@/app/app-root";
import { blogPostOgImagePath, showcaseOgImagePath } from "@/config/paths";
import { site } from "@/config/site";
import { blogPostQueryOptions } from "@/features/blog/api/get-blog-post";
import { formatPostDate, readTimeLabel } from "@/features/blog/components/blog-messages";
import { provideSanitizerDom } from "@/features/blog/domain/sanitize-html";
import { showcaseDetailQueryOptions } from "@/features/showcases/api/get-showcase";
import { showcasePhotoUrls } from "@/features/showcases/domain/showcase-json-ld";
import { cityStateZip, sizeFactsLine, streetPart } from "@/features/showcases/domain/property-facts";
import { createRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { mediaUrl } from "@/lib/media-url";
import type { PrerenderedPageState } from "@/lib/prerender/page-state";
import { splitHoistedHead } from "@/lib/prerender/split-head";

/** One page rendered at build time (scripts/prerender/prerender-site.ts writes it into the HTML template). */
export interface RenderedPage {
  /** The tags React hoisted into <head>: title, meta, canonical and preload links. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
  state: PrerenderedPageState;
  /** Set on a showcase page with a slug and on a post: the social image the build draws for it. */
  socialCard?: SocialCard;
  /** What went wrong while rendering (failed queries, route errors): the page would show an error state. */
  problems: string[];
}

// Post bodies are sanitized with DOMPurify, which needs a DOM: the build's is jsdom's.
provideSanitizerDom(new JSDOM("").window as unknown as Parameters<typeof provideSanitizerDom>[0]);

/**
 * What a page's link-preview image shows (scripts/prerender/showcase-og-image.ts draws it): a
 * showcase's hero, address, city line and facts; a post's cover, title, category and date.
 */
export interface SocialCard {
  /** Site path of the image, the page's og:image (config/paths.ts showcaseOgImagePath, blogPostOgImagePath). */
  path: string;
  /** The photo under the text, or null for the branded background. */
  heroUrl: string | null;
  /** The large line. */
  address: string;
  cityLine: string;
  facts: string;
  businessName: string;
}

/** A route that answered a redirect (e.g. /gallery): the build does not write it as a page. */
export interface RedirectedPage {
  redirect: string;
}

/** The social image of a rendered showcase page, from the showcase the page rendered. */
function showcaseCardOf(queryClient: QueryClient, slugOrId: string | undefined): SocialCard | undefined {
  if (!slugOrId) return undefined;
  const showcase = queryClient.getQueryData(showcaseDetailQueryOptions(slugOrId).queryKey);
  if (!showcase?.slug) return undefined;
  return {
    path: showcaseOgImagePath(showcase.slug),
    heroUrl: showcasePhotoUrls(showcase)[0] ?? null,
    address: streetPart(showcase.property_address),
    cityLine: cityStateZip(showcase),
    facts: sizeFactsLine(showcase),
    businessName: site.name,
  };
}

/** The social image of a rendered post, from the post the page rendered. */
function blogPostCardOf(queryClient: QueryClient, slug: string | undefined): SocialCard | undefined {
  if (!slug) return undefined;
  const post = queryClient.getQueryData(blogPostQueryOptions(slug).queryKey);
  if (!post) return undefined;
  const readTime = readTimeLabel(post.read_time);
  return {
    path: blogPostOgImagePath(post.slug),
    heroUrl: mediaUrl(post.featured_image),
    address: post.title,
    cityLine: post.category?.name ?? `The ${site.name} blog`,
    facts: [formatPostDate(post.created_at), readTime].filter(Boolean).join(" · "),
    businessName: site.name,
  };
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = "";
  for await (const chunk of stream) html += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  return html;
}

/**
 * Renders one path of the site the way the browser would after loading it, with its data:
 * React Router's static handler runs the route loaders (which fill a query client of this
 * page only), then React renders the tree and waits for every lazy part before returning.
 */
export async function renderPage(origin: string, path: string): Promise<RenderedPage | RedirectedPage> {
  const queryClient = createQueryClient({ retry: false });
  try {
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(new URL(path, origin)));
    if (context instanceof Response) {
      return { redirect: context.headers.get("Location") ?? "/" };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <AppRoot queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
      // Every boundary is complete when the prelude is written: inlined whole, none is sent as a
      // hidden segment with an inline script to move it in place, which the Content-Security-Policy
      // refuses (docs/decisions/058-security-headers.md).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const { head, body } = splitHoistedHead(await readStream(prelude));
    const problems = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === "error" })
      .map((query) => `query ${JSON.stringify(query.queryKey)} failed: ${String(query.state.error)}`);
    if (context.errors) problems.push(...Object.values(context.errors).map((error) => `route error: ${String(error)}`));
    const showcaseMatch = context.matches.find((match) => match.route.path === "/showcase/:slugOrId");
    const postMatch = context.matches.find((match) => match.route.path === "/blog/:slug");
    const socialCard = showcaseMatch
      ? showcaseCardOf(queryClient, showcaseMatch.params.slugOrId)
      : postMatch
        ? blogPostCardOf(queryClient, postMatch.params.slug)
        : undefined;
    return {
      head,
      body,
      problems,
      ...(socialCard ? { socialCard } : {}),
      state: {
        path: new URL(path, origin).pathname,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries: dehydrate(queryClient),
      },
    };
  } finally {
    queryClient.clear();
  }
}
