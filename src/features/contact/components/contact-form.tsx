import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessageForm } from "#schemas/contact-message.ts";
import { BotCheckFields, useBotCheck } from "@/components/forms/bot-check";
import { CallUsAlert, FormAlert, FormField, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { site } from "@/config/site";
import { useSendContactMessage } from "@/features/contact/api/send-contact-message";
import { EMPTY_CONTACT_VALUES, formatSavedAt } from "@/features/contact/domain/contact-draft";
import { useContactDraft } from "@/features/contact/components/use-contact-draft";
import { cn } from "@/lib/cn";
import { reportConversion } from "@/lib/conversion";
import { sendProblemOf, type SendProblem } from "@/lib/limit-refusal";

/** The messages of docs/product.md §2.8, word for word. */
export const CONTACT_MESSAGES = {
  invalidTitle: "Please correct the errors",
  invalidDescription: "Check the form fields and try again.",
  failureTitle: "Error sending message",
  failureDescription: (email: string) => `Please try again or contact us directly at ${email}`,
  success: "Message sent successfully!",
} as const;

type ContactOutput = z.output<typeof contactMessageSchema>;

function SentPanel({ email, onAnother }: { email: string; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center" role="status">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
        <CheckIcon className="h-7 w-7" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        Thank You for Contacting Us!
      </h3>
      <p className="mt-3 text-slate-700">
        We've received your message and will reply within 24 hours on business days
        {email ? (
          <>
            {" "}
            at <span className="font-semibold">{email}</span>
          </>
        ) : null}
        . If it's urgent, call us at{" "}
        <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
          {site.phone}
        </a>
        .
      </p>
      <Button variant="primary" size="lg" className="mt-6" onClick={onAnother}>
        Send Another Message
      </Button>
    </div>
  );
}

/**
 * The contact page's message form (docs/product.md §2.5): react-hook-form with the shared zod
 * schema, checked on blur, then on every change once a field has been touched, and all
 * at submit. The draft lives in local storage until the message is sent.
 */
export function ContactForm() {
  const form = useForm<ContactMessageForm, unknown, ContactOutput>({
    resolver: zodResolver(contactMessageSchema),
    mode: "onTouched",
    defaultValues: EMPTY_CONTACT_VALUES,
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = form;
  const draft = useContactDraft(form);
  const mutation = useSendContactMessage();
  const botCheck = useBotCheck();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const message = useWatch({ control, name: "message" }) ?? "";
  const messageLength = message.length;

  const onValid = async (values: ContactOutput) => {
    setProblem(null);
    try {
      await mutation.mutateAsync({ ...values, ...botCheck.read() });
    } catch (error) {
      console.warn("Contact message failed", error);
      botCheck.renew();
      // A limit's refusal is shown in place only: trying again cannot help, calling can.
      const failure = sendProblemOf(error);
      setProblem(failure);
      if (failure.kind === "refused") return;
      toast.error(CONTACT_MESSAGES.failureTitle, { description: CONTACT_MESSAGES.failureDescription(site.email) });
      return;
    }
    draft.clear();
    reset(EMPTY_CONTACT_VALUES);
    setSentTo(values.email);
    toast.success(CONTACT_MESSAGES.success);
    reportConversion("contact_message", location.pathname);
  };

  const onInvalid = () => {
    toast.error(CONTACT_MESSAGES.invalidTitle, { description: CONTACT_MESSAGES.invalidDescription });
  };

  if (sentTo !== null) {
    return (
      <SentPanel
        email={sentTo}
        onAnother={() => {
          mutation.reset();
          setSentTo(null);
        }}
      />
    );
  }

  const sending = mutation.isPending;
  const overLimit = messageLength > CONTACT_LIMITS.messageMax;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-describedby="contact-form-required" className="relative space-y-5">
      <p id="contact-form-required" className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.firstName?.message}>
          <TextInput autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last Name" required error={errors.lastName?.message}>
          <TextInput autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" {...register("email")} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="tel" {...register("phone")} />
        </FormField>
      </div>
      <FormField
        label="Message"
        required
        error={errors.message?.message}
        hint="Tell us the property address, the service you need and any deadline."
        footer={
          <p className={cn("shrink-0 tabular-nums", overLimit ? "font-semibold text-red-700" : "text-slate-600")} data-testid="message-counter">
            {messageLength}/{CONTACT_LIMITS.messageMax}
            <span className="sr-only"> characters</span>
          </p>
        }
      >
        <TextArea rows={6} {...register("message")} />
      </FormField>

      <BotCheckFields check={botCheck} />

      {problem?.kind === "refused" && <CallUsAlert message={problem.message} />}
      {problem?.kind === "failed" && (
        <FormAlert title={CONTACT_MESSAGES.failureTitle}>
          <p>
            Please try again or contact us directly at{" "}
            <a href={site.emailHref} className="font-semibold underline">
              {site.email}
            </a>
          </p>
        </FormAlert>
      )}

      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {draft.savedAt ? `${draft.restored ? "Draft restored. " : ""}Draft saved at ${formatSavedAt(draft.savedAt)}` : ""}
        </p>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
