import { DEFAULT_OG_IMAGE, type JsonLd } from "@/components/seo/head";
import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { absoluteUrl, site } from "@/config/site";
import { coveredCounties } from "@/content/counties";

/** schema.org data for the business (home page, contact page). */
export function localBusinessJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    // LocalBusiness for search engines, ProfessionalService (its subtype) for what the business is.
    "@type": ["LocalBusiness", "ProfessionalService"],
    "@id": `${absoluteUrl("/")}#business`,
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
