import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { blogCategoriesQueryOptions } from "@/features/blog/api/list-blog-categories";
import { blogPostsQueryOptions } from "@/features/blog/api/list-blog-posts";
import { BlogList } from "@/features/blog/components/blog-list";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

/** Prefetches the posts and the categories (the page shows its own failure toasts). */
export async function blogLoader({ queryClient }: PageLoaderArgs): Promise<null> {
  await Promise.all([prefetchForRoute(queryClient, blogPostsQueryOptions()), prefetchForRoute(queryClient, blogCategoriesQueryOptions())]);
  return null;
}

export function BlogPage() {
  return (
    <>
      <Head
        title="Blog: NJ Appraisal & Real Estate Insights"
        description="Guides and market insight on New Jersey home appraisals, property taxes, refinancing, estates and real estate photography from licensed NJ appraisers."
        canonicalPath={paths.blog()}
        jsonLd={breadcrumbJsonLd([{ label: "Home", to: paths.home() }, { label: "Blog" }], paths.blog())}
      />
      <PageHero
        eyebrow="Blog"
        title="Appraisal & Real Estate Insights"
        intro="Practical guides on New Jersey home values, appraisals, property taxes and listing photography, written by the appraisers and photographers who do the work."
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Blog" }]}
      />
      <BlogList />
    </>
  );
}
