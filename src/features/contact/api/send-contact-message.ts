import { useMutation } from "@tanstack/react-query";
import { contactMessagePayloadSchema, type ContactMessageForm } from "#schemas/contact-message.ts";
import type { BotCheckValues } from "@/components/forms/bot-check";
import { invokeEdgeFunction } from "@/lib/edge-functions";

export const SEND_CONTACT_EMAIL_FUNCTION = "send-contact-email";

/**
 * Sends a contact message to `send-contact-email`, which stores it in contact_messages
 * before any email goes out. The values are parsed with the shared schema first (trimmed,
 * email lower-cased); an empty phone is left out. The bot-check values (honeypot, fill
 * time, Turnstile token) go along as they are.
 */
export async function sendContactMessage(values: ContactMessageForm & Partial<BotCheckValues>): Promise<void> {
  const payload = contactMessagePayloadSchema.parse({
    ...values,
    phone: values.phone?.trim() ? values.phone : undefined,
    isServiceRequest: false,
  });
  await invokeEdgeFunction(SEND_CONTACT_EMAIL_FUNCTION, "", { method: "POST", body: payload });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
