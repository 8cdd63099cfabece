import { DEFAULT_OG_IMAGE } from "@/components/seo/default-og-image";
import { localBusinessJsonLd, type JsonLd } from "@/components/seo/structured-data";
import { absoluteUrl, site } from "@/config/site";
import { paths } from "@/config/paths";
import { serializeForScript } from "@/lib/serialize-for-script";

export { DEFAULT_OG_IMAGE };
export type { JsonLd };

export interface HeadProps {
  /** Page title; rendered as "{title} | {business name}" except on the home page. */
  title: string;
  /** Meta description (aim for 150–160 characters). */
  description: string;
  /** Canonical path on this site, e.g. "/privacy" or "/showcase?tab=portfolio". */
  canonicalPath: string;
  /** Search keywords of the page, rendered as one comma-separated meta tag. */
  keywords?: readonly string[];
  /** Keep the page out of search indexes. */
  noindex?: boolean;
  /** Title of the social card (og:title, twitter:title), rendered as given (default: the full page title). */
  ogTitle?: string;
  /** Text of the social card (og:description, twitter:description; default: the meta description). */
  ogDescription?: string;
  /** Social preview image: absolute URL or a path on this site (default: the site's 1200×630 card). */
  ogImage?: string;
  /** Pixel size of a page's own ogImage, when known (the default image is 1200×630). */
  ogImageSize?: { width: number; height: number };
  /** Alt text of a page's own ogImage (the default image has its own). */
  ogImageAlt?: string;
  /** Open Graph type (default "website"). */
  ogType?: "website" | "article" | "profile";
  /**
   * The page's own schema.org nodes. The business (localBusinessJsonLd) is always
   * emitted first, so pages never pass it; all nodes go into one application/ld+json
   * script as an array.
   */
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * Search-engine and social metadata of a page. Render exactly one per page.
 * (React 19 hoists the tags into <head>, in the browser and in server rendering; no
 * head manager is needed, nor shipped in the first load.)
 */
export function Head({
  title,
  description,
  canonicalPath,
  keywords,
  noindex = false,
  ogTitle,
  ogDescription,
  ogImage,
  ogImageSize,
  ogImageAlt,
  ogType = "website",
  jsonLd,
}: HeadProps) {
  const fullTitle = canonicalPath === paths.home() ? title : `${title} | ${site.name}`;
  const socialTitle = ogTitle ?? fullTitle;
  const socialDescription = ogDescription ?? description;
  const canonicalUrl = absoluteUrl(canonicalPath);
  const imageUrl = absoluteUrl(ogImage ?? DEFAULT_OG_IMAGE.path);
  const imageAlt = ogImage ? (ogImageAlt ?? socialTitle) : `${site.name}: New Jersey real estate appraisals and property photography`;
  const imageSize = ogImage ? ogImageSize : DEFAULT_OG_IMAGE;
  const business = localBusinessJsonLd();
  // The business once, first; a page that still passes it does not get it twice.
  const structuredData = [business, ...[jsonLd ?? []].flat().filter((node) => node["@id"] !== business["@id"])];

  return (
    <>
      {/* React hoists these into <head>; the order is the one the prerendered pages have always had. */}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={socialTitle} />
      <meta property="og:description" content={socialDescription} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageAlt} />
      {imageSize && <meta property="og:image:width" content={String(imageSize.width)} />}
      {imageSize && <meta property="og:image:height" content={String(imageSize.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={socialTitle} />
      <meta name="twitter:description" content={socialDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link rel="canonical" href={canonicalUrl} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(structuredData) }} />
    </>
  );
}
