import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { servicePricesFormSchema, type ServicePriceChange, type ServicePricesForm } from "#schemas/owner-prices.ts";
import type { ServicePricingRow } from "#schemas/service-pricing.ts";
import { PRICE_TIERS, type PriceTier } from "#shared/pricing.ts";
import type { CatalogueService } from "#shared/service-catalogue.ts";
import { FormAlert, FormField, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";
import { useSaveServicePrices } from "@/features/owner-prices/api/service-prices";
import { formatChangeWhen, priceText, TIER_LABELS } from "@/features/owner-prices/components/price-texts";

/** The stored price of a tier, or null when the service has no row for it. */
function storedPrice(rows: readonly ServicePricingRow[], tier: PriceTier): number | null {
  const row = rows.find((candidate) => candidate.tier_name === tier);
  if (!row) return null;
  const price = Number(row.price);
  return Number.isFinite(price) ? price : null;
}

function refusalText(error: unknown): string {
  switch (deskProblemOf(error)) {
    case "signed-out":
      return "Your session has ended: sign in again.";
    case "changed-elsewhere":
      return "These prices were changed on another device. The new prices are shown now: check them and save again.";
    case "refused":
      return "The prices were refused: every size needs a price from $0 to $99,999.99, in dollars and cents.";
    default:
      return "Check your connection and try again.";
  }
}

/**
 * One service of the catalogue: its price in each size tier and its description, saved
 * together (docs/decisions/071), and its past prices. The services and their ids are the
 * code's catalogue; a tier without a stored price shows the catalogue's, marked as not saved.
 */
export function ServicePriceForm({
  service,
  rows,
  changes,
}: {
  service: CatalogueService;
  rows: readonly ServicePricingRow[];
  changes: readonly ServicePriceChange[];
}) {
  const save = useSaveServicePrices();
  const rebuild = useRequestSiteRebuild();
  const stored = Object.fromEntries(PRICE_TIERS.map((tier) => [tier, storedPrice(rows, tier)])) as Record<PriceTier, number | null>;
  const unsaved = PRICE_TIERS.some((tier) => stored[tier] === null);
  const defaults: ServicePricesForm = {
    prices: Object.fromEntries(PRICE_TIERS.map((tier) => [tier, String(stored[tier] ?? service.prices[tier])])) as ServicePricesForm["prices"],
    description: rows[0]?.description ?? "",
  };
  const form = useForm<ServicePricesForm>({ resolver: zodResolver(servicePricesFormSchema), defaultValues: defaults });
  const { errors, isDirty } = form.formState;
  const headingId = `prices-${service.id}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        serviceId: service.id,
        serviceName: service.name,
        prices: Object.fromEntries(PRICE_TIERS.map((tier) => [tier, Number(values.prices[tier])])) as Record<PriceTier, number>,
        description: values.description || null,
        expected: stored,
      });
      form.reset(values);
      toast.success(`${service.name}: prices saved.`);
      // The services page's "From" prices are prerendered: the page's notice says how the rebuild goes.
      rebuild.mutate();
    } catch {
      // Shown by the alert beside the button.
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {service.name}
      </h2>
      {unsaved && <p className="mt-1 text-sm text-slate-600">Not saved yet: the site uses the prices below until you save them.</p>}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          {PRICE_TIERS.map((tier) => (
            <FormField key={tier} label={TIER_LABELS[tier]} required error={errors.prices?.[tier]?.message}>
              <TextInput inputMode="decimal" autoComplete="off" {...form.register(`prices.${tier}`)} />
            </FormField>
          ))}
        </div>
        <FormField label="Description" error={errors.description?.message} hint="Shown under the service in the quote.">
          <TextArea rows={2} {...form.register("description")} />
        </FormField>
        {save.isError && <FormAlert title={`The prices of ${service.name} were not saved`}>{refusalText(save.error)}</FormAlert>}
        {/* Short on a phone; the name says which service. */}
        <Button type="submit" disabled={save.isPending || !isDirty} aria-label={save.isPending ? undefined : `Save ${service.name} prices`}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">Past prices ({changes.length})</summary>
        {changes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No change recorded yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {changes.map((change) => (
              <li key={change.id}>
                {formatChangeWhen(change.changed_at)} · {TIER_LABELS[change.tier_name]}: {change.old_price === null ? "no price" : priceText(change.old_price)} →{" "}
                {priceText(change.new_price)}
                {change.changed_by_email ? ` · ${change.changed_by_email}` : ""}
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
