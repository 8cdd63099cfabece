import { SERVICES } from "#shared/service-catalogue.ts";
import { FormAlert } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useAllServicePrices, useServicePriceChanges } from "@/features/owner-prices/api/service-prices";
import { ServicePriceForm } from "@/features/owner-prices/components/service-price-form";

/**
 * Every service of the catalogue with its prices per size tier and past prices
 * (docs/decisions/071). The quote and the server's re-pricing read service_pricing on every
 * request, so a saved price is used at once; the prerendered pages show it after a rebuild.
 */
export function ServicePrices() {
  const prices = useAllServicePrices();
  const changes = useServicePriceChanges();

  if (prices.isPending) {
    return (
      <p role="status" className="mt-6 text-slate-600">
        Loading the prices…
      </p>
    );
  }
  if (prices.isError) {
    return (
      <div className="mt-6">
        <FormAlert title="The prices could not be loaded">
          {deskProblemOf(prices.error) === "signed-out" ? "Your session has ended: sign in again." : "Check your connection and try again."}{" "}
          <Button variant="outline" size="sm" onClick={() => void prices.refetch()}>
            Try again
          </Button>
        </FormAlert>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      {changes.isError && <FormAlert title="The past prices could not be loaded">The prices below are current; reload the page to see their history.</FormAlert>}
      {SERVICES.map((service) => {
        const rows = prices.data.filter((row) => row.service_id === service.id);
        return (
          <ServicePriceForm
            // A new set of stored prices starts the form again from them.
            key={`${service.id}:${rows.map((row) => `${row.tier_name}=${String(row.price)}|${row.description ?? ""}`).join(",")}`}
            service={service}
            rows={rows}
            changes={(changes.data ?? []).filter((change) => change.service_id === service.id)}
          />
        );
      })}
    </div>
  );
}
