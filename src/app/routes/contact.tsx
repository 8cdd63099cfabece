import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { contactQuickAnswers } from "@/content/contact";
import { coveredCounties } from "#shared/covered-counties.ts";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ServiceAreaMap } from "@/features/counties/components/service-area-map";
import { Container } from "@/components/layout/container";
import { COVERED_COUNTY_COUNT } from "@/content/business-facts";

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const beforeYouContact: { label: string; description: string; to: string }[] = [
  { label: "Frequently Asked Questions", description: "Costs, timelines, what to expect at the inspection.", to: paths.faqs() },
  { label: "Services & Pricing", description: "Every appraisal type and media package, with starting prices.", to: paths.services("pricing") },
  { label: "Service Area", description: `The ${COVERED_COUNTY_COUNT} New Jersey counties we cover.`, to: "#service-area" },
  { label: "Our Portfolio", description: "Photography, aerials, floor plans and video we've delivered.", to: paths.showcase("portfolio") },
];

const breadcrumb: BreadcrumbItem[] = [{ label: "Home", to: paths.home() }, { label: "Contact" }];

export function ContactPage() {
  return (
    <>
      <Head
        title="Contact Us"
        description={`Contact ${site.name} for New Jersey home appraisals and real estate photography. Call ${site.phone} or email ${site.email}, ${site.hours.text}.`}
        canonicalPath={paths.contact()}
        jsonLd={[faqPageJsonLd(contactQuickAnswers), breadcrumbJsonLd(breadcrumb, paths.contact())]}
      />
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        intro="Questions about an appraisal, a photo shoot or an order in progress? Call, email or send us a message and we'll get back to you within 24 hours on business days."
        breadcrumb={breadcrumb}
      />

      <Container spacing={14}>
        <ul className="grid gap-5 md:grid-cols-2">
          <ContactCard icon={<PhoneIcon />} title="Call Us">
            <a href={site.phoneHref} className="text-lg font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
            <p className="mt-1 text-sm text-slate-600">{site.hours.text}</p>
          </ContactCard>
          <ContactCard icon={<MailIcon />} title="Email Us">
            <a href={site.emailHref} className="break-all text-lg font-semibold text-brand-700 hover:underline">
              {site.email}
            </a>
            <p className="mt-1 text-sm text-slate-600">We reply within 24 hours on business days.</p>
          </ContactCard>
          <ContactCard icon={<ClockIcon />} title="Business Hours">
            {site.hours.text}
          </ContactCard>
          <ContactCard icon={<MapPinIcon />} title="Office">
            <address className="not-italic">{site.address.full}</address>
          </ContactCard>
        </ul>

        <section aria-labelledby="before-heading" className="mt-14">
          <h2 id="before-heading" className="text-xl font-bold text-slate-900">
            Before You Contact Us
          </h2>
          <p className="mt-2 text-slate-700">You may find your answer faster here:</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {beforeYouContact.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block h-full rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="font-semibold text-brand-800">{link.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="message-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
              Send Us a Message
            </h2>
            <p className="mt-2 mb-6 text-slate-700">
              We'll answer by email within 24 hours on business days. Your draft is kept on this device until you send it.
            </p>
            <ContactForm />
          </section>

          <div className="space-y-8">
            <section aria-labelledby="quote-widget-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
              <h2 id="quote-widget-heading" className="text-xl font-bold">
                Need a price right away?
              </h2>
              <p className="mt-2 text-brand-100">
                Look up your property and get an instant quote for an appraisal or a photo shoot. No call needed.
              </p>
              <div className="mt-5">
                <QuoteLinkButton>Get Free Quote</QuoteLinkButton>
              </div>
            </section>

            <section aria-labelledby="quick-answers-heading">
              <h2 id="quick-answers-heading" className="text-xl font-bold text-slate-900">
                Quick Answers
              </h2>
              <dl className="mt-4 space-y-5">
                {contactQuickAnswers.map((item) => (
                  <div key={item.question}>
                    <dt className="font-semibold text-slate-900">{item.question}</dt>
                    <dd className="mt-1 leading-relaxed text-slate-700">{item.answer}</dd>
                  </div>
                ))}
              </dl>
              <Link to={paths.faqs()} className="mt-5 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
                More answers in our FAQ
              </Link>
            </section>
          </div>
        </div>

        <section id="service-area" aria-labelledby="service-area-heading" className="mt-16 scroll-mt-28">
          <h2 id="service-area-heading" className="text-2xl font-bold text-slate-900">
            Our Service Area
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            From our office in {site.address.city}, we serve {coveredCounties.length} counties across Northern and Central New
            Jersey. Choose a county on the map or in the list for local information.
          </p>
          <ServiceAreaMap className="mt-8" />
        </section>
      </Container>
    </>
  );
}
