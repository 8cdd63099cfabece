import { paths } from "@/config/paths";

export interface NavItem {
  label: string;
  to: string;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

/** The header's navigation, in order. */
export const mainNavigation: readonly NavItem[] = [
  { label: "Home", to: paths.home(), end: true },
  { label: "About", to: paths.about() },
  { label: "Services", to: paths.services() },
  { label: "Showcase", to: paths.showcase() },
  { label: "Blog", to: paths.blog() },
  { label: "FAQs", to: paths.faqs() },
  { label: "Contact", to: paths.contact() },
];

/** Scroll distance after which the header turns solid and compact. */
export const HEADER_COMPACT_THRESHOLD_PX = 10;
/** Scroll distance after which the quick-contact bar slides in. */
export const QUICK_CONTACT_THRESHOLD_PX = 400;
