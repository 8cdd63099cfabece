import { Helmet } from "react-helmet-async";
import { absoluteUrl, site } from "@/config/site";
import { paths } from "@/config/paths";

export type JsonLd = Record<string, unknown>;

/** The social card every page uses unless it passes its own ogImage (public/og-image.png, scripts/generate-og-image.ts). */
export const DEFAULT_OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

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
  /** Social preview image: absolute URL or a path on this site (default: the site's 1200×630 card). */
  ogImage?: string;
  /** Alt text of a page's own ogImage (the default image has its own). */
  ogImageAlt?: string;
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
export function Head({ title, description, canonicalPath, keywords, noindex = false, ogImage, ogImageAlt, ogType = "website", jsonLd }: HeadProps) {
  const fullTitle = canonicalPath === paths.home() ? title : `${title} | ${site.name}`;
  const canonicalUrl = absoluteUrl(canonicalPath);
  const imageUrl = absoluteUrl(ogImage ?? DEFAULT_OG_IMAGE.path);
  const imageAlt = ogImage ? (ogImageAlt ?? fullTitle) : `${site.name}: New Jersey real estate appraisals and property photography`;

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
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:alt" content={imageAlt} />
        {!ogImage && <meta property="og:image:width" content={String(DEFAULT_OG_IMAGE.width)} />}
        {!ogImage && <meta property="og:image:height" content={String(DEFAULT_OG_IMAGE.height)} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Helmet>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </>
  );
}
