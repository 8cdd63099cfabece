import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { CheckIcon, MapPinIcon } from "@/components/ui/icons";
import { COVERED_COUNTY_COUNT } from "@/content/business-facts";
import { AddressSearch } from "@/features/quote/components/address-search";
import { ChangePropertyDialog } from "@/features/quote/components/change-property-dialog";
import type { PropertySummaryState } from "@/entities/property/api/get-property-by-pin";
import { PropertySummaryDetails } from "@/entities/property/components/property-summary-details";
import type { Coverage } from "@/entities/property/domain/coverage";
import type { PropertySummary } from "@/entities/property/domain/property-summary";
import type { PropertyOption } from "@/features/quote/domain/address-option";
import { useMediaQuery, MOBILE_MEDIA_QUERY } from "@/lib/use-media-query";

export interface PropertyStepProps {
  serviceChosen: boolean;
  pin: string | null;
  pinState: PropertySummaryState;
  coverage: Coverage | null;
  onPick: (option: PropertyOption) => void;
  onChanged: (property: PropertySummary & { gisPin: string }) => void;
  /** Move focus to the property once it shows (it was just picked, and the search box is gone). */
  focusProperty?: boolean;
}

const ADDRESS_LABEL = "Property address";
const DISABLED_HINT = "Choose Appraisal or Photography above to search for the property.";

/** Step 2: the address search, or the chosen property's summary with "Change property". */
export function PropertyStep({ serviceChosen, pin, pinState, coverage, onPick, onChanged, focusProperty = false }: PropertyStepProps) {
  const property = pinState.property;
  if (pin && pinState.status === "pending") {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Loading property details…
      </p>
    );
  }
  if (pin && property && coverage) {
    return <PropertyCard property={property} coverage={coverage} onChanged={onChanged} focusOnMount={focusProperty} />;
  }
  return (
    <div>
      {pin && pinState.status === "error" && (
        <p className="mb-3 text-sm text-slate-700">We couldn't load the property from your link. Search for it by address instead.</p>
      )}
      <AddressPicker disabled={!serviceChosen} onPick={onPick} />
    </div>
  );
}

/** Under 768 px the suggestions open in a bottom sheet; above, inline under the input. */
function AddressPicker({ disabled, onPick }: { disabled: boolean; onPick: (option: PropertyOption) => void }) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!isMobile) {
    return <AddressSearch label={ADDRESS_LABEL} disabled={disabled} disabledHint={DISABLED_HINT} onSelect={onPick} />;
  }
  return (
    <div>
      <p className="block text-sm font-semibold text-slate-800" id="quote-address-trigger-label">
        {ADDRESS_LABEL}
      </p>
      <button
        type="button"
        disabled={disabled}
        aria-labelledby="quote-address-trigger-label quote-address-trigger-text"
        onClick={() => setSheetOpen(true)}
        className="mt-1 flex h-12 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-slate-500 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100"
      >
        <MapPinIcon className="h-5 w-5 text-slate-400" />
        <span id="quote-address-trigger-text">{disabled ? "Choose a service first" : "Search for the address"}</span>
      </button>
      {disabled && <p className="mt-2 text-sm text-slate-600">{DISABLED_HINT}</p>}
      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <DialogContent variant="sheet" className="pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <DialogTitle>Find the property</DialogTitle>
          <DialogDescription>Type the street address; pick your property from the suggestions.</DialogDescription>
          <AddressSearch
            label={ADDRESS_LABEL}
            autoFocus
            className="mt-4"
            onSelect={(option) => {
              setSheetOpen(false);
              onPick(option);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PropertyCard({
  property,
  coverage,
  onChanged,
  focusOnMount,
}: {
  property: PropertySummary;
  coverage: Coverage;
  onChanged: PropertyStepProps["onChanged"];
  focusOnMount: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section aria-labelledby="quote-property-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          ref={headingRef}
          id="quote-property-heading"
          tabIndex={-1}
          className="min-w-0 rounded text-lg font-semibold text-slate-900 break-words focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {property.address || property.fullAddress}
          {property.cityStateZip && <span className="block text-sm font-normal text-slate-600">{property.cityStateZip}</span>}
        </h3>
        <ChangePropertyDialog onChanged={onChanged} />
      </div>
      {coverage.status === "covered" && (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <CheckIcon className="h-4 w-4" />
          {coverage.message}
        </p>
      )}
      {coverage.status === "not-covered" && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This property is outside the {COVERED_COUNTY_COUNT} New Jersey counties we serve, so we can't take a request for it online.
        </p>
      )}
      <details open className="group mt-4">
        <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          County tax record
        </summary>
        <div className="mt-3">
          <PropertySummaryDetails summary={property} variant="full" />
        </div>
      </details>
    </section>
  );
}
