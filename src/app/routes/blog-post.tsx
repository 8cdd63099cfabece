import { Link, useParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { ArrowRightIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { titleFromSlug } from "@/lib/format";

export function BlogPostPage() {
  const { slug = "" } = useParams();
  const title = titleFromSlug(slug);

  return (
    <>
      <Head
        title={title}
        description={`${title}: an article from the ${site.name} blog on New Jersey real estate appraisals and property photography.`}
        canonicalPath={paths.blogPost(slug)}
        ogType="article"
      />
      <PageHero
        eyebrow="Blog"
        title={title}
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Blog", to: paths.blog() }, { label: title }]}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Link to={paths.blog()} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <ArrowRightIcon className="h-4 w-4 rotate-180" /> Back to Blog
        </Link>
      </article>
    </>
  );
}
