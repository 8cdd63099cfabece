import { DEFAULT_OG_IMAGE } from "@/components/seo/default-og-image";
import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { absoluteUrl, site } from "@/config/site";
import { coveredCounties } from "#shared/covered-counties.ts";

/** One schema.org node (with its own "@context"); <Head> renders a page's nodes as one JSON-LD array. */
export type JsonLd = Record<string, unknown>;

/** The business node's @id; other nodes refer to the business with `{ "@id": businessId() }`. */
export function businessId(): string {
  return `${absoluteUrl("/")}#business`;
}

/** schema.org data for the business. <Head> emits it on every page; pages never pass it themselves. */
export function localBusinessJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    // LocalBusiness for search engines, ProfessionalService (its subtype) for what the business is.
    "@type": ["LocalBusiness", "ProfessionalService"],
    "@id": businessId(),
    name: site.name,
    url: absoluteUrl("/"),
    image: absoluteUrl(DEFAULT_OG_IMAGE.path),
    priceRange: "$$",
    telephone: `+1-${site.phoneDigits.slice(0, 3)}-${site.phoneDigits.slice(3, 6)}-${site.phoneDigits.slice(6)}`,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    openingHours: site.hours.schema,
    areaServed: coveredCounties.map((county) => ({
      "@type": "AdministrativeArea",
      name: `${county.titleName}, New Jersey`,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    sameAs: site.social.map((link) => link.url),
  };
}

/** schema.org BreadcrumbList for a breadcrumb trail; the last item is the current page. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], currentPath: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.to ?? currentPath),
    })),
  };
}

/** A question and its answer as a page shows it. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** schema.org FAQPage for the questions a page shows (the same text, in the same order). */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
