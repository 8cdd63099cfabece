import { absoluteUrl } from "@/config/site";

export interface UnbrandedHeadProps {
  /** Page title, rendered as given (no business name after it). */
  title: string;
  description: string;
  /** Canonical path on this site. */
  canonicalPath: string;
  noindex?: boolean;
}

/**
 * The head of a page that must not name the business: the MLS version of a showcase
 * (MLS rules for unbranded virtual tours). Unlike <Head>: no business name in the title,
 * no og:site_name, no business structured data, no site card as the preview image.
 * Its own module, so the pages' shared <Head> (in the first load) does not grow.
 */
export function UnbrandedHead({ title, description, canonicalPath, noindex = false }: UnbrandedHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={absoluteUrl(canonicalPath)} />
    </>
  );
}
