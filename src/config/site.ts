import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { env, type Env } from "@/config/env";

/**
 * The business identity, in one place. Every page, layout and structured-data block
 * reads it from here; values can be overridden per deploy through VITE_ variables (the
 * defaults are shared with the edge functions: #shared/business-defaults.ts).
 */

export interface SocialLink {
  network: "facebook" | "instagram" | "linkedin" | "youtube";
  label: string;
  url: string;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  /** Display form, e.g. "(908) 555-0134". */
  phone: string;
  /** The 10 digits of the phone number, e.g. "9085550134". */
  phoneDigits: string;
  /** A `tel:` link in E.164 form, e.g. "tel:+19085550134". */
  phoneHref: string;
  email: string;
  emailHref: string;
  address: {
    street: string;
    city: string;
    state: "NJ";
    postalCode: string;
    /** One line, e.g. "71 Main Street, Flemington, NJ 08822". */
    full: string;
  };
  hours: {
    /** Human text shown on the site. */
    text: string;
    /** schema.org openingHours value. */
    schema: string;
  };
  social: SocialLink[];
  rating: { value: number; count: number };
  /** The team introduction video as a YouTube/Vimeo link; embedded on demand, privacy-enhanced. */
  teamVideoUrl: string;
  /** Absolute origin of the public site, without a trailing slash. */
  url: string;
  gaMeasurementId: string | undefined;
  /** Google Ads conversion target ("AW-<id>/<label>") for the thank-you page, when ads are tracked. */
  googleAdsConversion: string | undefined;
  chatScriptUrl: string | undefined;
}

export function buildSiteConfig(source: Env): SiteConfig {
  const phone = source.VITE_BUSINESS_PHONE ?? BUSINESS_DEFAULTS.phone;
  const phoneDigits = phone.replace(/\D/g, "").slice(-10);
  const email = source.VITE_BUSINESS_EMAIL ?? BUSINESS_DEFAULTS.email;
  const street = source.VITE_BUSINESS_STREET ?? BUSINESS_DEFAULTS.street;
  const city = source.VITE_BUSINESS_CITY ?? BUSINESS_DEFAULTS.city;
  const postalCode = source.VITE_BUSINESS_POSTAL_CODE ?? BUSINESS_DEFAULTS.postalCode;

  return {
    name: source.VITE_BUSINESS_NAME ?? BUSINESS_DEFAULTS.name,
    shortName: source.VITE_BUSINESS_SHORT_NAME ?? BUSINESS_DEFAULTS.shortName,
    phone,
    phoneDigits,
    phoneHref: `tel:+1${phoneDigits}`,
    email,
    emailHref: `mailto:${email}`,
    address: {
      street,
      city,
      state: "NJ",
      postalCode,
      full: `${street}, ${city}, NJ ${postalCode}`,
    },
    hours: { text: "Monday to Friday, 9 AM to 5 PM", schema: "Mo-Fr 09:00-17:00" },
    social: [
      { network: "facebook", label: "Facebook", url: source.VITE_FACEBOOK_URL ?? "https://www.facebook.com/gardenstateappraisals" },
      { network: "instagram", label: "Instagram", url: source.VITE_INSTAGRAM_URL ?? "https://www.instagram.com/gardenstateappraisals" },
      { network: "linkedin", label: "LinkedIn", url: source.VITE_LINKEDIN_URL ?? "https://www.linkedin.com/company/gardenstateappraisals" },
      { network: "youtube", label: "YouTube", url: source.VITE_YOUTUBE_URL ?? "https://www.youtube.com/@gardenstateappraisals" },
    ],
    rating: { value: 4.9, count: 127 },
    // Like the other defaults, a demo value: set VITE_TEAM_VIDEO_URL to the business's own video.
    teamVideoUrl: source.VITE_TEAM_VIDEO_URL ?? "https://www.youtube.com/watch?v=Qm4tNj7RwXe",
    url: source.VITE_SITE_URL.replace(/\/+$/, ""),
    gaMeasurementId: source.VITE_GA_MEASUREMENT_ID,
    googleAdsConversion: source.VITE_GOOGLE_ADS_CONVERSION,
    chatScriptUrl: source.VITE_CHAT_SCRIPT_URL,
  };
}

export const site: SiteConfig = buildSiteConfig(env);

/** An absolute URL on the public site for a path such as "/about" or "/showcase?tab=portfolio". */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
