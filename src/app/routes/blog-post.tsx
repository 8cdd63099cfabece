import { useParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { blogPostOgImagePath, paths, SOCIAL_CARD_SIZE } from "@/config/paths";
import { absoluteUrl, site } from "@/config/site";
import { blogPostQueryOptions, useBlogPost } from "@/features/blog/api/get-blog-post";
import { BlogPostArticle, BlogPostLoading, BlogPostProblem } from "@/features/blog/components/blog-post-article";
import { BLOG_MESSAGES } from "@/features/blog/components/blog-messages";
import { mediaUrl } from "@/lib/media-url";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

/** Prefetches the post (the page shows its own not-found and error states). */
export async function blogPostLoader({ params, queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, blogPostQueryOptions(params.slug ?? ""));
  return null;
}

export function BlogPostPage() {
  const { slug = "" } = useParams();
  const query = useBlogPost(slug);
  const post = query.data ?? null;

  if (post) {
    // Absolute, for the BlogPosting image (mediaUrl answers absolute URLs already; this keeps it so). Link
    // previews get the build's 1200×630 JPEG card instead (blogPostOgImagePath).
    const coverPath = mediaUrl(post.featured_image);
    const cover = coverPath ? absoluteUrl(coverPath) : null;
    const description = post.meta_description ?? post.excerpt ?? `${post.title}: an article from the ${site.name} blog.`;
    return (
      <>
        <Head
          title={post.meta_title ?? post.title}
          description={description}
          canonicalPath={paths.blogPost(post.slug)}
          ogType="article"
          ogImage={blogPostOgImagePath(post.slug)}
          ogImageSize={SOCIAL_CARD_SIZE}
          ogImageAlt={post.title}
          jsonLd={[{
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: post.title,
            description,
            datePublished: post.published_at ?? post.created_at,
            dateModified: post.updated_at,
            mainEntityOfPage: absoluteUrl(paths.blogPost(post.slug)),
            ...(cover ? { image: cover } : {}),
            ...(post.category ? { articleSection: post.category.name } : {}),
            author: { "@type": "Organization", name: site.name },
            publisher: { "@type": "Organization", name: site.name },
          }, breadcrumbJsonLd([{ label: "Home", to: paths.home() }, { label: "Blog", to: paths.blog() }, { label: post.title }], paths.blogPost(post.slug))]}
        />
        <div className="border-b border-slate-200 bg-slate-50">
          <Breadcrumb className="mx-auto max-w-3xl px-4 py-3 sm:px-6" items={[{ label: "Home", to: paths.home() }, { label: "Blog", to: paths.blog() }, { label: post.title }]} />
        </div>
        <BlogPostArticle post={post} />
      </>
    );
  }

  const problem = query.isError ? "error" : query.isSuccess || !slug ? "not-found" : null;
  if (problem) {
    return (
      <>
        <Head title={problem === "not-found" ? BLOG_MESSAGES.postNotFound : BLOG_MESSAGES.postFailed} description={BLOG_MESSAGES.postMissingText} canonicalPath={paths.blogPost(slug)} noindex />
        <BlogPostProblem kind={problem} />
      </>
    );
  }

  return (
    <>
      <Head title="Blog" description={`An article from the ${site.name} blog on New Jersey appraisals and property photography.`} canonicalPath={paths.blogPost(slug)} />
      <BlogPostLoading />
    </>
  );
}
