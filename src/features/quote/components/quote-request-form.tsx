import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { quoteContactFormSchema, type QuoteContactForm } from "#schemas/service-request.ts";
import { BotCheckFields, useBotCheck, type BotCheckValues } from "@/components/forms/bot-check";
import { FormField, Select, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { DisabledButtonWithTooltip } from "@/components/ui/disabled-button-with-tooltip";
import { appraisalTypes } from "@/content/appraisal-types";
import { QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import { formatPhoneInput } from "@/features/quote/domain/phone";
import { appraisalTypeName, packageProblem, type QuoteSelection } from "@/features/quote/domain/quote-selection";

export interface QuoteRequestFormProps {
  selection: QuoteSelection & { service: NonNullable<QuoteSelection["service"]> };
  /** The tooltip of the disabled request button when the county is not served. */
  notServicedMessage: string | null;
  /** The price is still loading: the request button waits (it would send a price not shown). */
  pricePending: boolean;
  /** The time picked is being held: the request button waits (the request would go without it). */
  timePending?: boolean;
  /** The price, package and discount parts, placed above the contact fields. */
  children?: ReactNode;
  onAppraisalTypeChange: (name: string) => void;
  /** Sends the request with the bot-check values (honeypot, fill time, Turnstile token); resolves true when it was accepted. */
  onSend: (values: QuoteContactForm, botCheck: BotCheckValues) => Promise<boolean>;
  /** Set when the photography package is missing or incomplete (shown by the picker). */
  onPackageError: (message: string | undefined) => void;
  /** Shows or clears the size question's error; false while a size is needed and not chosen. */
  onCheckSize: () => boolean;
  /** Why the last send failed, shown in place above the submit button (a <FormAlert>): the fields keep what was typed. */
  sendAlert?: ReactNode;
}

/**
 * Step 3's contact form (docs/product.md §1.5), validated by react-hook-form with the shared zod
 * schema: messages on submit, each cleared as soon as its field is edited, the toast
 * 'Please correct the errors in the form' when anything is wrong. The phone is shown as
 * (xxx) xxx-xxxx and capped at 10 digits. One click sends one request.
 */
export function QuoteRequestForm({
  selection,
  notServicedMessage,
  pricePending,
  timePending = false,
  children,
  onAppraisalTypeChange,
  onSend,
  onPackageError,
  onCheckSize,
  sendAlert,
}: QuoteRequestFormProps) {
  const isAppraisal = selection.service === "appraisal";
  const {
    register,
    handleSubmit,
    clearErrors,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteContactForm>({
    resolver: zodResolver(quoteContactFormSchema),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      service: appraisalTypeName(selection.appraisalType) ?? "",
      comments: "",
    },
  });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const botCheck = useBotCheck();

  // The field follows the URL's appraisal type (a link, back/forward, or switching service
  // clears it): the select never shows a type the request would not be made for.
  useEffect(() => {
    setValue("service", appraisalTypeName(selection.appraisalType) ?? "");
  }, [selection.appraisalType, setValue]);

  const checkPackage = (): boolean => {
    const problem = packageProblem(selection);
    onPackageError(
      problem === "package-required"
        ? QUOTE_MESSAGES.packageRequired
        : problem === "custom-service-required"
          ? QUOTE_MESSAGES.customServiceRequired
          : undefined,
    );
    return problem === null;
  };

  const submit = handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      const packageChosen = checkPackage();
      const sizeChosen = onCheckSize();
      if (!packageChosen || !sizeChosen) {
        toast.error(QUOTE_MESSAGES.formHasErrors);
        return;
      }
      inFlight.current = true;
      setSending(true);
      try {
        if (await onSend(values, botCheck.read())) reset();
        else botCheck.renew();
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    () => {
      checkPackage();
      onCheckSize();
      toast.error(QUOTE_MESSAGES.formHasErrors);
    },
  );

  /** A field's registration; editing it clears its error (and runs `onEdit` first). */
  const field = (name: FieldPath<QuoteContactForm>, onEdit?: (value: string) => void) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        onEdit?.(event.target.value);
        clearErrors(name);
      },
    });

  const formatPhone = (value: string) => {
    const formatted = formatPhoneInput(value);
    if (formatted !== value) setValue("phone", formatted);
  };

  const submitLabel = isAppraisal ? "Request Appraisal" : "Request Photography";
  const busy = sending || isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Your details" className="relative space-y-5">
      {children}

      <div className="grid gap-4 min-[480px]:grid-cols-2">
        <FormField label="First name" required error={errors.firstName?.message}>
          <TextInput autoComplete="given-name" {...field("firstName")} />
        </FormField>
        <FormField label="Last name" required error={errors.lastName?.message}>
          <TextInput autoComplete="family-name" {...field("lastName")} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" inputMode="email" {...field("email")} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(908) 555-0134" maxLength={32} {...field("phone", formatPhone)} />
        </FormField>
      </div>

      {isAppraisal && (
        <FormField label="Appraisal type" error={errors.service?.message}>
          <Select {...field("service", onAppraisalTypeChange)}>
            <option value="">Not sure yet</option>
            {appraisalTypes.map((type) => (
              <option key={type.slug} value={type.name}>
                {type.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}

      <FormField label="Comments" error={errors.comments?.message}>
        <TextArea rows={3} placeholder="Anything we should know: deadlines, access, the lender's name…" {...field("comments")} />
      </FormField>

      <BotCheckFields check={botCheck} />

      {sendAlert}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">We reply within one business day. No payment is taken now.</p>
        {notServicedMessage ? (
          <DisabledButtonWithTooltip tooltip={notServicedMessage} size="lg">
            {submitLabel}
          </DisabledButtonWithTooltip>
        ) : (
          <Button type="submit" size="lg" disabled={busy || pricePending || timePending} aria-busy={busy}>
            {busy ? "Sending…" : submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
