import { SiteRebuildNotice } from "@/entities/site-build/components/site-rebuild-notice";
import { ServicePrices } from "@/features/owner-prices/components/service-prices";

/**
 * /owner/prices: each service's price per size tier, its description and its past prices
 * (docs/product.md, "Prices and discount codes"; docs/decisions/071).
 */
export function OwnerPricesPage() {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Prices</h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        What each service costs by the home's size. A saved price is used at once by the quote and by the price stored with each new request; the
        services page&apos;s &ldquo;From&rdquo; prices follow when the site is rebuilt.
      </p>
      <div className="mt-4">
        <SiteRebuildNotice />
      </div>
      <ServicePrices />
    </>
  );
}
