import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import type { QuoteContactForm } from "#schemas/service-request.ts";
import { isLivingAreaKnown, type PriceTier } from "#shared/pricing.ts";
import type { BotCheckValues } from "@/components/forms/bot-check";
import { CallUsAlert, FormAlert } from "@/components/forms";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { usePrimePropertyByPin, usePropertySummaryByPin } from "@/entities/property/api/get-property-by-pin";
import { logPropertySearch } from "@/entities/property/api/log-property-search";
import { coverageForCounty } from "@/entities/property/domain/coverage";
import type { PropertySummary } from "@/entities/property/domain/property-summary";
import { useServicePricing } from "@/entities/service-pricing/api/get-service-pricing";
import { isSlotTaken } from "@/features/quote/api/booking-hold";
import { useSendServiceRequest } from "@/features/quote/api/send-service-request";
import { AppointmentPicker } from "@/features/quote/components/appointment-picker";
import { DiscountField } from "@/features/quote/components/discount-field";
import { PhotographyPackagePicker } from "@/features/quote/components/photography-package-picker";
import { PriceSummary } from "@/features/quote/components/price-summary";
import { PropertyStep } from "@/features/quote/components/property-step";
import { QuoteRequestForm } from "@/features/quote/components/quote-request-form";
import { ServiceChoice } from "@/features/quote/components/service-choice";
import { SizeTierChoice } from "@/features/quote/components/size-tier-choice";
import { useAppointmentBooking } from "@/features/quote/components/use-appointment-booking";
import { useQuoteDiscount } from "@/features/quote/components/use-quote-discount";
import { bookingTimesRequestFor } from "@/features/quote/domain/booking-times-request";
import { QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import { addOnOptions, packageOptions, priceSelection, quoteTier } from "@/features/quote/domain/quote-price";
import type { PropertyOption } from "@/features/quote/domain/address-option";
import {
  appraisalTypeSlug,
  fromQuoteSearch,
  selectAppraisalType,
  selectPackage,
  selectProperty,
  selectService,
  setDiscountCode,
  toggleAddOn,
  toQuotePreset,
  type QuoteSelection,
} from "@/features/quote/domain/quote-selection";
import { buildServiceRequestPayload } from "@/features/quote/domain/service-request-payload";
import type { BookedAppointment } from "#schemas/booking.ts";
import { sendProblemOf, type SendProblem } from "@/lib/limit-refusal";
import { buildQuoteSearch, clearQuoteSearch, parseQuoteSearch } from "@/lib/quote-link";
import { currentVisitSessionId } from "@/lib/visit-session";
import { logQuoteStep } from "@/features/quote/api/log-quote-step";

export interface QuoteModalProps {
  /** Closes the modal (the app layer clears the quote parameters). */
  onClose: () => void;
  /** After a request was accepted: the app layer goes to /thank-you, showing the appointment booked with it, if any. */
  onSubmitted: (sent: { appointment: BookedAppointment | null }) => void;
}

/**
 * The instant quote and service request (docs/product.md §1.2), driven by the URL: every choice is
 * read from the quote parameters and written back with `replace`, so any state can be
 * shared as a link and survives reload and back/forward. Rendered only while open.
 */
export function QuoteModal({ onClose, onSubmitted }: QuoteModalProps) {
  return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          size="lg"
          className="p-4 min-[360px]:p-6"
          closeLabel="Close quote"
          onOpenAutoFocus={(event) => {
            // Radix focuses the first radio of the service choice, chosen or not; like the
            // browser's own Tab, focus goes to the chosen service when there is one.
            const chosen = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLInputElement>('input[name="quote-service"]:checked') : null;
            if (!chosen) return;
            event.preventDefault();
            chosen.focus();
          }}
          onEscapeKeyDown={(event) => {
            // An open suggestion list takes Escape first (AddressSearch closes it).
            const target = event.target;
            if (target instanceof HTMLElement && target.getAttribute("aria-expanded") === "true") event.preventDefault();
          }}
        >
          <DialogTitle>Get Your Free Quote</DialogTitle>
          <DialogDescription>
            Choose a service, find the property and get an instant price. We confirm every request within one business day.
          </DialogDescription>
          <QuoteModalBody onSubmitted={onSubmitted} />
        </DialogContent>
      </Dialog>
  );
}

function QuoteModalBody({ onSubmitted }: Pick<QuoteModalProps, "onSubmitted">) {
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => fromQuoteSearch(parseQuoteSearch(location.search)), [location.search]);

  // Every change is written back to the URL, replacing the entry (one history entry per opening).
  // A change starts from the latest search, not from the last render: URL updates render
  // later (in a transition), so two quick changes would otherwise both start from the same
  // old selection and the second would undo the first. The latest search is our last write
  // until the router shows a URL we did not write (a link, back/forward).
  const latestSearch = useRef(location.search);
  const pendingWrites = useRef<string[]>([]);
  useLayoutEffect(() => {
    const ours = pendingWrites.current.indexOf(location.search);
    if (ours === -1) {
      pendingWrites.current = [];
      latestSearch.current = location.search;
    } else {
      pendingWrites.current = pendingWrites.current.slice(ours + 1);
    }
  }, [location.key, location.search]);
  const update = useCallback(
    (change: (current: QuoteSelection) => QuoteSelection) => {
      const next = change(fromQuoteSearch(parseQuoteSearch(latestSearch.current)));
      const search = buildQuoteSearch(clearQuoteSearch(latestSearch.current), toQuotePreset(next));
      if (search === latestSearch.current) return;
      latestSearch.current = search;
      pendingWrites.current.push(search);
      navigate({ search, hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, location.hash],
  );

  const pinState = usePropertySummaryByPin(selection.pin);
  const primeProperty = usePrimePropertyByPin();
  const property = selection.pin ? pinState.property : undefined;
  const coverage = property ? coverageForCounty(property.county) : null;

  // 'Failed to load property details': once per pin that fails (from a link or a pick).
  const failedPin = useRef<string | null>(null);
  useEffect(() => {
    if (selection.pin && pinState.status === "error" && failedPin.current !== selection.pin) {
      failedPin.current = selection.pin;
      toast.error(QUOTE_MESSAGES.propertyLoadFailed);
    }
  }, [selection.pin, pinState.status]);

  // A record without a living area: the visitor chooses the size tier (docs/decisions/062).
  const [sizeChoice, setSizeChoice] = useState<{ pin: string; tier: PriceTier } | null>(null);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const sizeRequired = property !== undefined && property !== null && !isLivingAreaKnown(property.livingSqft);
  const sizeTier = sizeChoice !== null && sizeChoice.pin === selection.pin ? sizeChoice.tier : null;
  const tier = quoteTier(selection.service, property?.livingSqft, sizeTier);
  const pricing = useServicePricing(tier);
  const discount = useQuoteDiscount(selection.discountCode, (code) => update((current) => setDiscountCode(current, code)));
  const price = sizeRequired && sizeTier === null ? null : priceSelection(selection, property?.livingSqft, pricing.rows, discount.applied, sizeTier);

  // The campaign funnel's two steps (docs/decisions/063): the quote opened, a price shown.
  useEffect(() => logQuoteStep("opened"), []);
  const priceShown = price !== null && !pricing.isPending;
  useEffect(() => {
    if (priceShown) logQuoteStep("priced");
  }, [priceShown]);
  const booking = useAppointmentBooking(bookingTimesRequestFor(selection, property, tier));
  // What the visitor sees now: a request carries exactly this, and is not sent while the
  // price loads (the fallback price in the meantime was never shown) or a time is being held.
  const shownNow = {
    selection,
    property,
    price,
    discount: discount.applied,
    pricePending: pricing.isPending,
    appointment: booking.appointment,
    holding: booking.holding,
  };
  const shown = useRef(shownNow);
  shown.current = shownNow;
  const [packageError, setPackageError] = useState<string | undefined>();
  // After a pick the search box is replaced by the property: focus follows it.
  const [picked, setPicked] = useState(false);

  const sendRequest = useSendServiceRequest();
  // Why the last send failed, shown in the form above its button (never a toast over the sheet).
  const [sendProblem, setSendProblem] = useState<SendProblem | null>(null);

  const pick = (option: PropertyOption) => {
    if (!option.pin || !option.property) {
      toast.error(QUOTE_MESSAGES.propertyDataNotFound);
      return;
    }
    primeProperty(option.pin, option.property);
    void logPropertySearch({ propertyData: option.property.raw, serviceRequested: false });
    setPicked(true);
    update((current) => selectProperty(current, option.pin));
  };

  const onChanged = (changed: PropertySummary & { gisPin: string }) => update((current) => selectProperty(current, changed.gisPin));

  const send = async (values: QuoteContactForm, botCheck: BotCheckValues): Promise<boolean> => {
    const {
      selection: current,
      property: currentProperty,
      price: currentPrice,
      discount: currentDiscount,
      pricePending,
      appointment,
      holding,
    } = shown.current;
    if (!current.service || pricePending || holding) return false;
    const payload = buildServiceRequestPayload({
      form: values,
      selection: { ...current, service: current.service },
      property: currentProperty ?? null,
      price: currentPrice,
      discount: currentDiscount,
      search: location.search,
      sessionId: currentVisitSessionId(),
      appointment,
    });
    let sent;
    setSendProblem(null);
    try {
      sent = await sendRequest.mutateAsync({ ...payload, ...botCheck });
    } catch (error) {
      // The held time went to someone else meanwhile: nothing was stored; the picker says so
      // and shows fresh times, and the form keeps what was typed.
      if (isSlotTaken(error)) booking.sendTaken();
      // A limit's refusal says to call now and when the form works again (decision 059).
      else setSendProblem(sendProblemOf(error));
      return false;
    }
    if (currentProperty) void logPropertySearch({ propertyData: currentProperty.raw, serviceRequested: true });
    toast.success(QUOTE_MESSAGES.requestSent);
    onSubmitted(sent);
    return true;
  };

  const service = selection.service;

  return (
    <div className="mt-6 space-y-8">
      <ServiceChoice value={service} onChange={(next) => update((current) => selectService(current, next))} />

      <section aria-labelledby="quote-step-property">
        <h3 id="quote-step-property" className="mb-3 text-base font-semibold text-slate-900">
          2. Find the property
        </h3>
        <PropertyStep
          serviceChosen={service !== null}
          pin={selection.pin}
          pinState={pinState}
          coverage={coverage}
          onPick={pick}
          onChanged={onChanged}
          focusProperty={picked}
        />
      </section>

      {service && property && coverage && (
        <section aria-labelledby="quote-step-details">
          <h3 id="quote-step-details" className="mb-3 text-base font-semibold text-slate-900">
            3. Your price and details
          </h3>
          <QuoteRequestForm
            selection={{ ...selection, service }}
            notServicedMessage={coverage.status === "not-covered" ? coverage.message : null}
            pricePending={pricing.isPending}
            timePending={booking.holding}
            onAppraisalTypeChange={(name) => update((current) => selectAppraisalType(current, appraisalTypeSlug(name)))}
            onSend={send}
            onPackageError={setPackageError}
            onCheckSize={() => {
              const missing = sizeRequired && sizeTier === null;
              setSizeError(missing ? QUOTE_MESSAGES.sizeRequired : undefined);
              return !missing;
            }}
            sendAlert={
              sendProblem?.kind === "refused" ? (
                <CallUsAlert message={sendProblem.message} />
              ) : sendProblem?.kind === "failed" ? (
                <FormAlert title={QUOTE_MESSAGES.requestFailed} />
              ) : null
            }
          >
            {service === "photography" && (
              <PhotographyPackagePicker
                packages={packageOptions(pricing.rows, tier)}
                addOns={addOnOptions(pricing.rows, tier)}
                packageId={selection.packageId}
                addOnIds={selection.addOnIds}
                pricesLoading={pricing.isPending}
                error={packageError}
                onPackageChange={(id) => {
                  setPackageError(undefined);
                  update((current) => selectPackage(current, id));
                }}
                onAddOnChange={(id, checked) => {
                  setPackageError(undefined);
                  update((current) => toggleAddOn(current, id, checked));
                }}
              />
            )}
            {sizeRequired && (
              <SizeTierChoice
                value={sizeTier}
                error={sizeError}
                onChange={(next) => {
                  setSizeError(undefined);
                  if (selection.pin) setSizeChoice({ pin: selection.pin, tier: next });
                }}
              />
            )}
            <PriceSummary
              service={service}
              price={price}
              packageId={selection.packageId}
              discount={discount.applied}
              loading={pricing.isPending}
              sizeRequired={sizeRequired}
            />
            <DiscountField discount={discount} notForService={price !== null && !price.discountApplies} />
            <AppointmentPicker booking={booking} />
          </QuoteRequestForm>
        </section>
      )}
    </div>
  );
}
