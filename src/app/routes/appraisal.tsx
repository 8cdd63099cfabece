import { data, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { findAppraisalType, type AppraisalType, type AppraisalTypeSlug } from "@/content/appraisal-types";
import { loadAppraisalPageContent, type AppraisalPageContent } from "@/content/appraisals/page-content";
import {
  CommonQuestionsSection,
  OrderCard,
  ProcessSection,
  RelatedServicesSection,
  WhatIsItSection,
  WhenNeededSection,
  WhyChooseUsSection,
} from "@/features/appraisals/components/appraisal-page-sections";

export interface AppraisalPageData {
  appraisalType: AppraisalType;
  content: AppraisalPageContent;
  related: AppraisalType[];
}

/**
 * Loads the page copy of the type in the URL (its own chunk). Unknown types answer 404,
 * which the route error boundary shows as the not-found page.
 */
export async function appraisalPageLoader({ params }: LoaderFunctionArgs): Promise<AppraisalPageData> {
  const appraisalType = findAppraisalType(params.type);
  if (!appraisalType) throw data(`No appraisal type "${params.type ?? ""}"`, { status: 404, statusText: "Not Found" });
  const content = await loadAppraisalPageContent(appraisalType.slug as AppraisalTypeSlug);
  const related = content.relatedSlugs.flatMap((slug) => findAppraisalType(slug) ?? []);
  return { appraisalType, content, related };
}

export function AppraisalPage() {
  const { appraisalType: type, content, related } = useLoaderData<typeof appraisalPageLoader>();
  const path = paths.appraisal(type.slug);
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "Services", to: paths.services() }, { label: content.serviceName }];

  return (
    <>
      <Head
        title={content.seoTitle}
        description={content.seoDescription}
        keywords={content.keywords}
        canonicalPath={path}
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: content.serviceName,
            description: content.seoDescription,
            serviceType: "Real estate appraisal",
            areaServed: { "@type": "State", name: "New Jersey" },
            provider: { "@type": "ProfessionalService", name: site.name, telephone: site.phone },
          },
          faqPageJsonLd(content.commonQuestions),
          breadcrumbJsonLd(breadcrumb, path),
        ]}
      />
      <PageHero eyebrow={content.subtitle} title={type.title} intro={content.heroDescription} breadcrumb={breadcrumb}>
        <QuoteLinkButton preset={{ service: "appraisal", appraisalType: type.slug }}>Get Your Free Quote</QuoteLinkButton>
        <a href={site.phoneHref} className={buttonClasses({ variant: "inverse", size: "lg" })}>
          <PhoneIcon className="h-5 w-5" /> {site.phone}
        </a>
        <ul aria-label="At a glance" className="flex w-full flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
          {content.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2">
              <CheckIcon className="h-4 w-4 text-accent-300" aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <div className="min-w-0 space-y-14">
          <WhatIsItSection content={content} />
          <WhenNeededSection content={content} />
          <WhyChooseUsSection content={content} />
          <ProcessSection content={content} />
          <CommonQuestionsSection content={content} />
          <RelatedServicesSection related={related} />
        </div>
        <OrderCard type={type} content={content} />
      </div>
    </>
  );
}
