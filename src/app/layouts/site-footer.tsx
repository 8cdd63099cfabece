import { Link } from "react-router-dom";
import { ClockIcon, LogoMark, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { coveredCounties } from "#shared/covered-counties.ts";

const linkClasses =
  "rounded-sm text-brand-100 hover:text-white hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400";

const serviceLinks = [
  { label: "Appraisal Services", to: paths.services("appraisal-services") },
  { label: "Photography & Media", to: paths.services("photography-services") },
  { label: "Property Showcases", to: paths.showcase() },
  { label: "Portfolio", to: paths.showcase("portfolio") },
  { label: "Blog", to: paths.blog() },
  { label: "FAQs", to: paths.faqs() },
  { label: "About Us", to: paths.about() },
];

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.3fr_1.3fr] lg:px-8">
        <div>
          <Link to={paths.home()} className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400">
            <LogoMark className="h-10 w-10" />
            <span className="text-lg font-bold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            Certified residential appraisals and professional property photography across Northern and Central New Jersey.
          </p>
          <p className="mt-3 text-sm">
            <span className="font-semibold text-accent-300">{site.rating.value.toFixed(1)} / 5</span> from{" "}
            {site.rating.count} client reviews
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {link.label} <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="text-sm font-semibold uppercase tracking-wider text-white">
            Services
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-area-heading">
          <h2 id="footer-area-heading" className="text-sm font-semibold uppercase tracking-wider text-white">
            Service Area
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
            {coveredCounties.map((county) => (
              <li key={county.slug}>
                <Link to={paths.county(county.slug)} className={linkClasses}>
                  {county.titleName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 h-4 w-4 text-accent-300" />
              <a href={site.phoneHref} className={linkClasses}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 h-4 w-4 text-accent-300" />
              <a href={site.emailHref} className={`${linkClasses} break-all`}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-4 w-4 text-accent-300" />
              <span>{site.address.full}</span>
            </p>
            <p className="flex gap-3">
              <ClockIcon className="mt-0.5 h-4 w-4 text-accent-300" />
              <span>{site.hours.text}</span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={paths.privacy()} className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className={linkClasses}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.sitemap()} className={linkClasses}>
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
