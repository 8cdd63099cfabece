import { z } from "zod";
import { botCheckFields } from "./bot-check.ts";
import { checkEmailAddress, normalizeEmail } from "./service-request.ts";

/**
 * The contact page's message form (docs/product.md §2.5), sent to
 * `send-contact-email` without service fields and stored in
 * `contact_messages`. The messages are those of docs/product.md §2.5, word for word.
 */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 100,
  phoneMinDigits: 10,
  /** contact_messages_phone_length: at most 32 characters as typed (formatting included). */
  phoneMax: 32,
  messageMin: 10,
  messageMax: 1000,
} as const;

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}\s'.-]*$/u;
/** 10 or more characters of digits, spaces, dashes and parentheses, with an optional leading plus. */
const PHONE_PATTERN = /^\+?[\d\s()-]{10,}$/;

function name(field: string) {
  return z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .min(CONTACT_LIMITS.nameMin, `${field} must be at least ${CONTACT_LIMITS.nameMin} characters`)
    .max(CONTACT_LIMITS.nameMax, `${field} must be less than ${CONTACT_LIMITS.nameMax} characters`)
    .regex(NAME_PATTERN, `${field} format is invalid`);
}

export const contactMessageSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.emailMax, `Email must be less than ${CONTACT_LIMITS.emailMax} characters`)
    .superRefine(checkEmailAddress),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, `Phone number must be at most ${CONTACT_LIMITS.phoneMax} characters`)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), "Please enter a valid phone number")
    .refine(
      (value) => value === "" || value.replace(/\D/g, "").length >= CONTACT_LIMITS.phoneMinDigits,
      `Phone number must be at least ${CONTACT_LIMITS.phoneMinDigits} digits`,
    )
    .optional(),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Message must be less than ${CONTACT_LIMITS.messageMax} characters`),
});
export type ContactMessageForm = z.input<typeof contactMessageSchema>;

/** POST /send-contact-email for a plain contact message, with the bot checks (bot-check.ts). */
export const contactMessagePayloadSchema = contactMessageSchema.extend({
  isServiceRequest: z.literal(false).optional(),
  ...botCheckFields,
  email: contactMessageSchema.shape.email.transform(normalizeEmail),
});
export type ContactMessagePayload = z.input<typeof contactMessagePayloadSchema>;
