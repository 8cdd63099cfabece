import { Helmet } from "react-helmet-async";
import { absoluteUrl, site } from "@/config/site";
import { paths } from "@/config/paths";

export type JsonLd = Record<string, unknown>;

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
  /** Social preview image: absolute URL or a path on this site. */
  ogImage?: string;
  /** Open Graph type (default "website"). */
  ogType?: "website" | "article" | "profile";
  /** schema.org structured data, rendered as application/ld+json. */
  jsonLd?: JsonLd | JsonLd[];
}

/** Serializes JSON for an inline <script>, so "</script>" in content cannot break out. */
function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * Search-engine and social metadata of a page. Render exactly one per page.
 * (React 19 hoists the tags into <head>, in the browser and in server rendering.)
 */
export function Head({ title, description, canonicalPath, keywords, noindex = false, ogImage, ogType = "website", jsonLd }: HeadProps) {
  const fullTitle = canonicalPath === paths.home() ? title : `${title} | ${site.name}`;
  const canonicalUrl = absoluteUrl(canonicalPath);
  const imageUrl = ogImage ? absoluteUrl(ogImage) : undefined;

  return (
    <>
      <Helmet>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
        <link rel="canonical" href={canonicalUrl} />
        {noindex && <meta name="robots" content="noindex, follow" />}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:type" content={ogType} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonicalUrl} />
        <meta property="og:locale" content="en_US" />
        {imageUrl && <meta property="og:image" content={imageUrl} />}
        <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      </Helmet>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </>
  );
}
