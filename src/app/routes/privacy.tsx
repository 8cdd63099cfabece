import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { LegalDocument } from "@/components/legal-document";
import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { LEGAL_LAST_MODIFIED, privacyPolicySections } from "@/content/legal";

export const PRIVACY_LAST_MODIFIED = LEGAL_LAST_MODIFIED;

const breadcrumb: BreadcrumbItem[] = [{ label: "Home", to: paths.home() }, { label: "Privacy Policy" }];

/** Served at /privacy and /privacy-policy; canonical on /privacy; never indexed. */
export function PrivacyPage() {
  const sections = privacyPolicySections({ name: site.name, email: site.email, phone: site.phone, address: site.address.full });
  return (
    <>
      <Head
        title="Privacy Policy"
        description={`How ${site.name} collects, uses and protects the information you share when you use this website or request an appraisal or photography service.`}
        canonicalPath={paths.privacy()}
        noindex
        jsonLd={breadcrumbJsonLd(breadcrumb, paths.privacy())}
      />
      <PageHero title="Privacy Policy" intro={<p>Last modified {PRIVACY_LAST_MODIFIED}</p>} breadcrumb={breadcrumb} />
      <LegalDocument label="Privacy policy" sections={sections} />
    </>
  );
}
