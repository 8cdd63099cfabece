import { paths } from "@/config/paths";
import { absoluteUrl } from "@/config/site";
import { showcaseParam } from "@/features/showcases/domain/showcase-param";

/**
 * The address a showcase's printed flyer points at (its QR code): the showcase page on the
 * public site (VITE_SITE_URL), tagged so a visit from paper is logged as a campaign visit
 * (log-campaign-visit, and the utmParams of log-showcase-visit):
 * `https://…/showcase/<slug>?utm_source=flyer&utm_medium=qr&utm_campaign=<slug>`.
 * A showcase without a slug is addressed, and its campaign named, by its id.
 */
export const FLYER_UTM = { utm_source: "flyer", utm_medium: "qr" } as const;

export function flyerTrackedUrl(
  showcase: { id: string; slug: string | null },
  toAbsolute: (path: string) => string = absoluteUrl,
): string {
  const param = showcaseParam(showcase);
  const query = new URLSearchParams({ ...FLYER_UTM, utm_campaign: param });
  return toAbsolute(`${paths.showcaseDetail(param)}?${query.toString()}`);
}

/** The flyer's file name: "14-old-mill-road-tewksbury-flyer.pdf". */
export function flyerFileName(showcase: { id: string; slug: string | null }): string {
  const safe = showcaseParam(showcase)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${safe || "showcase"}-flyer.pdf`;
}
