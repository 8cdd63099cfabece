import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { localBusinessJsonLd } from "@/components/seo/structured-data";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

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

const beforeYouContact = [
  { label: "Frequently asked questions", to: paths.faqs() },
  { label: "Appraisal services", to: paths.services("appraisal-services") },
  { label: "Photography services", to: paths.services("photography-services") },
  { label: "Our portfolio", to: paths.showcase("portfolio") },
];

export function ContactPage() {
  return (
    <>
      <Head
        title="Contact Us"
        description={`Contact ${site.name} for New Jersey home appraisals and real estate photography. Call ${site.phone} or email ${site.email}, ${site.hours.text}.`}
        canonicalPath={paths.contact()}
        jsonLd={localBusinessJsonLd()}
      />
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        intro="Questions about an appraisal, a photo shoot or an order in progress? Call or email us and we'll get back to you within 24 hours on business days."
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Contact" }]}
      />

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-2">
          <ContactCard icon={<PhoneIcon />} title="Call Us">
            <a href={site.phoneHref} className="text-lg font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
          </ContactCard>
          <ContactCard icon={<MailIcon />} title="Email Us">
            <a href={site.emailHref} className="break-all text-lg font-semibold text-brand-700 hover:underline">
              {site.email}
            </a>
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
                  className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-brand-800 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
