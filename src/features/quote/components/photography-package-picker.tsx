import { CUSTOM_PACKAGE_ID } from "#shared/pricing.ts";
import { RadioCards } from "@/components/forms/radio-cards";
import { formatPrice, type PricedOption } from "@/features/quote/domain/quote-price";

export interface PhotographyPackagePickerProps {
  packages: PricedOption[];
  addOns: PricedOption[];
  packageId: string | null;
  addOnIds: string[];
  onPackageChange: (packageId: string) => void;
  onAddOnChange: (addOnId: string, checked: boolean) => void;
  /** 'Please select a photography package' / 'Please select at least one individual service'. */
  error?: string | undefined;
  pricesLoading: boolean;
}

const ERROR_ID = "quote-package-error";

/** The named packages, or custom with individual add-ons; prices in the property's tier. */
export function PhotographyPackagePicker({
  packages,
  addOns,
  packageId,
  addOnIds,
  onPackageChange,
  onAddOnChange,
  error,
  pricesLoading,
}: PhotographyPackagePickerProps) {
  const priceText = (price: number | null) => (pricesLoading ? "…" : price === null ? "Price by email" : formatPrice(price));
  const options = [
    ...packages.map((pkg) => ({ ...pkg, priceLabel: priceText(pkg.price) })),
    {
      id: CUSTOM_PACKAGE_ID,
      name: "Custom package",
      description: "Choose the individual services you need.",
      priceLabel: "",
      price: null,
    },
  ];
  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Photography package</legend>
      <div className="mt-2 grid gap-2">
        <RadioCards name="quote-package" options={options} value={packageId} onChange={onPackageChange} cardClassName="rounded-lg p-3">
          {(option) => (
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap justify-between gap-x-3">
                <span className="font-semibold text-slate-900">{option.name}</span>
                {option.priceLabel && <span className="font-semibold text-brand-800">{option.priceLabel}</span>}
              </span>
              {option.description && <span className="mt-0.5 block text-sm text-slate-600">{option.description}</span>}
            </span>
          )}
        </RadioCards>
      </div>

      {packageId === CUSTOM_PACKAGE_ID && (
        <fieldset className="mt-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Individual services</legend>
          <div className="grid gap-2">
            {addOns.map((addOn) => (
              <label key={addOn.id} className="flex cursor-pointer items-start gap-3 rounded-md p-1">
                <input
                  type="checkbox"
                  value={addOn.id}
                  checked={addOnIds.includes(addOn.id)}
                  onChange={(event) => onAddOnChange(addOn.id, event.target.checked)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span className="flex flex-1 flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-medium text-slate-900">{addOn.name}</span>
                  <span className="font-semibold text-brand-800">{priceText(addOn.price)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {error && (
        <p id={ERROR_ID} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
