import { Link } from "react-router-dom";
import type { BlogPostSummary } from "#schemas/blog.ts";
import { MediaImage } from "@/components/media-image";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { mediaUrl, responsiveMedia } from "@/lib/media-url";
import { formatPostDate, readTimeLabel } from "@/features/blog/components/blog-messages";
import { SectionHeading } from "@/components/layout/section-heading";

function PostMeta({ post, className }: { post: BlogPostSummary; className?: string }) {
  const readTime = readTimeLabel(post.read_time);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 text-sm text-slate-600", className)}>
      <time dateTime={post.published_at ?? post.created_at}>{formatPostDate(post.published_at ?? post.created_at)}</time>
      {readTime && (
        <>
          <span aria-hidden="true">·</span>
          <span>{readTime}</span>
        </>
      )}
    </p>
  );
}

function CategoryBadge({ name }: { name: string }) {
  return <span className="inline-flex self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{name}</span>;
}

function Cover({ post, priority, sizes, className }: { post: BlogPostSummary; priority?: boolean; sizes: string; className?: string }) {
  const src = mediaUrl(post.featured_image);
  if (!src) return <div aria-hidden="true" className={cn("aspect-[40/21] bg-gradient-to-br from-brand-800 to-brand-500", className)} />;
  // Decorative here: the card's title says what the post is.
  // Covers are 1200 x 630 (the Open Graph shape) with a -640w copy beside them in storage.
  return <MediaImage {...responsiveMedia(src, "blogCover")} alt="" priority={priority} sizes={sizes} className={cn("aspect-[40/21] w-full object-cover", className)} />;
}

/** One post in the grid: cover, category, title (the link), excerpt, date and read time. */
export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">
      <Cover post={post} sizes="(min-width: 1280px) 26vw, (min-width: 768px) 45vw, 100vw" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && <CategoryBadge name={post.category.name} />}
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={paths.blogPost(post.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>}
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** The newest post, large, above the grid. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article aria-labelledby="featured-post-title" className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-md focus-within:ring-2 focus-within:ring-brand-500 lg:grid-cols-2">
      <Cover post={post} priority sizes="(min-width: 1024px) 40vw, 100vw" className="h-full" />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950">Featured</span>
          {post.category && <CategoryBadge name={post.category.name} />}
        </div>
        <SectionHeading id="featured-post-title">
          <Link to={paths.blogPost(post.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </SectionHeading>
        {post.excerpt && <p className="text-lg leading-relaxed text-slate-700">{post.excerpt}</p>}
        <PostMeta post={post} />
        <span aria-hidden="true" className="font-semibold text-brand-700">
          Read article →
        </span>
      </div>
    </article>
  );
}

/** The sidebar's short list of the latest posts. */
export function RecentPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-articles" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="recent-articles" className="text-lg font-bold text-slate-900">
        Recent Articles
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {posts.map((post) => (
          <li key={post.id} className="py-3 first:pt-0 last:pb-0">
            <Link to={paths.blogPost(post.slug)} className="font-semibold leading-snug text-slate-900 hover:text-brand-800 hover:underline">
              {post.title}
            </Link>
            <PostMeta post={post} className="mt-1 text-xs" />
          </li>
        ))}
      </ul>
    </section>
  );
}
