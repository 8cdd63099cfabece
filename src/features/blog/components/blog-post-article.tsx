import { useMemo } from "react";
import { Link } from "react-router-dom";
import type { BlogPost } from "#schemas/blog.ts";
import { MediaImage } from "@/components/media-image";
import { ArrowRightIcon } from "@/components/ui/icons";
import { VideoOnDemand } from "@/components/video-on-demand";
import { paths } from "@/config/paths";
import { BLOG_MESSAGES, formatPostDate, readTimeLabel } from "@/features/blog/components/blog-messages";
import { canSanitizePostHtml, sanitizePostHtml } from "@/features/blog/domain/sanitize-html";
import { mediaUrl, responsiveMedia } from "@/lib/media-url";
import { videoThumbnailUrl } from "@/lib/video-links";

/** Typography for the owner's HTML (h2, h3, p, lists, links, emphasis, quotes, tables). */
export const proseClasses =
  "text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic " +
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 " +
  "[&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_table]:mt-6 [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2";

export function BackToBlog() {
  return (
    <Link to={paths.blog()} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <ArrowRightIcon className="h-4 w-4 rotate-180" /> Back to Blog
    </Link>
  );
}

/**
 * The post body, sanitised before it reaches the page: in the browser, and in the prerendered
 * HTML (the build gives the sanitizer a DOM). A server render without one shows the excerpt.
 */
function PostContent({ post }: { post: BlogPost }) {
  const html = useMemo(() => (canSanitizePostHtml() ? sanitizePostHtml(post.content) : null), [post.content]);
  if (html === null) return <p className="text-lg leading-relaxed text-slate-800">{post.excerpt}</p>;
  return <div className={proseClasses} data-testid="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A published post: category, title, date, read time, cover, video on demand, content. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const cover = mediaUrl(post.featured_image);
  const readTime = readTimeLabel(post.read_time);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog />
      <header className="mt-6">
        {post.category && (
          <Link to={`${paths.blog()}?category=${encodeURIComponent(post.category.slug)}`} className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100">
            {post.category.name}
          </Link>
        )}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-2 text-slate-600">
          <time dateTime={post.published_at ?? post.created_at}>{formatPostDate(post.published_at ?? post.created_at)}</time>
          {readTime && (
            <>
              <span aria-hidden="true">·</span>
              <span>{readTime}</span>
            </>
          )}
        </p>
      </header>
      {cover && (
        <MediaImage
          {...responsiveMedia(cover, "blogCover")}
          alt={`Illustration for the article ${post.title}`}
          priority
          sizes="(min-width: 768px) 48rem, 100vw"
          className="mt-8 aspect-[40/21] w-full rounded-2xl object-cover shadow-md"
        />
      )}
      {post.video_url && (
        <VideoOnDemand url={post.video_url} title={`Watch: ${post.title}`} thumbnailUrl={videoThumbnailUrl(post.video_url)} className="mt-8" />
      )}
      <div className="mt-8">
        <PostContent post={post} />
      </div>
      <footer className="mt-12 border-t border-slate-200 pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}

export function BlogPostLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6" aria-busy="true">
      <h1 className="sr-only">Blog article</h1>
      <p role="status" className="text-lg text-slate-600">
        Loading article...
      </p>
      <div aria-hidden="true" className="mt-6 space-y-4">
        <div className="h-10 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="aspect-[40/21] animate-pulse rounded-2xl bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-11/12 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** Not found (PGRST116) or failed: the heading says which; both offer the way back. */
export function BlogPostProblem({ kind }: { kind: "not-found" | "error" }) {
  return (
    <div className="mx-auto flex min-h-[50svh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{kind === "not-found" ? BLOG_MESSAGES.postNotFound : BLOG_MESSAGES.postFailed}</h1>
      <p className="mt-3 text-lg text-slate-600">{BLOG_MESSAGES.postMissingText}</p>
      <div className="mt-8">
        <BackToBlog />
      </div>
    </div>
  );
}
