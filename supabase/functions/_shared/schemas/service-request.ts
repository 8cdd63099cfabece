import { z } from "zod";
import { PRICE_TIERS } from "../domain/pricing.ts";
import { botCheckFields } from "./bot-check.ts";
import { propertyDataSchema } from "./property-search-log.ts";
import { utmFields } from "./fields.ts";
import { SITE_VISIT_SESSION_ID_PATTERN } from "../domain/visit-log.ts";
import { appointmentRequestSchema } from "./booking.ts";

/**
 * The quote modal's contact form (docs/product.md §1.5) and the service request
 * it sends to `send-contact-email` (docs/product.md §1.7). The form and the
 * function validate with these same schemas.
 */

/**
 * A plain address (an RFC 5322 addr-spec, decision 045): a dot-atom local
 * part (letters, digits, !#$%&'*+/=?^_`{|}~- and any non-ASCII character;
 * dots only between them), "@", and a domain of two or more dot-separated
 * labels (letters, digits, "-", non-ASCII). No display name, group, angle
 * brackets, comment, quoted local part or domain literal: what is accepted
 * is exactly the mailbox the mail goes to. No spaces anywhere, counting
 * spaces as the tables' checks do: their [:space:] (builtin C.UTF-8 locale)
 * includes U+0085 (next line), which JavaScript's \s does not. Every address
 * it accepts, the tables' checks accept.
 */
export const EMAIL_PATTERN =
  /^(?!.*[\s\u0085])[\w!#$%&'*+/=?^`{|}~\u0080-\uffff-]+(?:\.[\w!#$%&'*+/=?^`{|}~\u0080-\uffff-]+)*@[a-z0-9\u0080-\uffff-]+(?:\.[a-z0-9\u0080-\uffff-]+)+$/i;
/** What only a name-and-address, group or commented form has: "Ann" <ann@x.org>, list: ann@x.org;, ann@x.org (Ann). */
const ADDRESS_DECORATION = /[<>"(),:;[\]\\]/;
/** The answer to such a form (a 400 from send-contact-email, the form's message in the browser). */
export const EMAIL_ALONE_MESSAGE = "Enter the email address alone, like name@example.com, without a name, quotes or brackets";
/** The tables' longest address (service_requests, contact_messages, blog_subscribers). */
export const EMAIL_MAX = 254;

/** The address check of every form that takes one: a plain address (EMAIL_PATTERN), with a clear message for a decorated one. */
export function checkEmailAddress(value: string, ctx: z.RefinementCtx): void {
  if (value === "") return;
  if (ADDRESS_DECORATION.test(value)) ctx.addIssue({ code: "custom", message: EMAIL_ALONE_MESSAGE });
  else if (!EMAIL_PATTERN.test(value)) ctx.addIssue({ code: "custom", message: "Please enter a valid email address" });
}

/**
 * The one form an accepted address is stored, limited and mailed as
 * (decision 045): trimmed (by the schema) and lowercased, the local part
 * too. Mail providers treat local parts without regard to case, and so the
 * recipient limit cannot be passed by writing one mailbox in other cases.
 */
export const normalizeEmail = (email: string): string => email.toLowerCase();
export const PHONE_DIGITS = 10;

export const digitsOnly = (value: string): string => value.replace(/\D/g, "");

/** The quote form as typed (phone formatted "(908) 555-0134"). */
export const quoteContactFormSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100, "First name must be less than 100 characters"),
  lastName: z.string().trim().min(1, "Last name is required").max(100, "Last name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(EMAIL_MAX, "Please enter a valid email address")
    .superRefine(checkEmailAddress),
  phone: z
    .string()
    .trim()
    .min(1, "Phone number is required")
    .refine((value) => /^[\d\s()+.-]*$/.test(value), "Phone number must contain only numbers")
    .refine((value) => digitsOnly(value).length === PHONE_DIGITS, "Phone number must be 10 digits"),
  /** Appraisal type (a name from the request form's list), appraisals only. */
  service: z.string().trim().max(100).optional(),
  comments: z.string().trim().max(2000, "Comments must be less than 2000 characters").optional(),
});
export type QuoteContactForm = z.input<typeof quoteContactFormSchema>;

export const discountCodeSchema = z.object({
  code: z.string().trim().min(1).max(50).transform((code) => code.toUpperCase()),
  type: z.enum(["percentage", "fixed_amount"]),
  value: z.number().min(0).max(100_000),
  description: z.string().max(500).nullish(),
  /** The services the code is for, as validate_discount_code answered (null: every service); the server asks again. */
  serviceIds: z.array(z.string().max(64)).max(50).nullish(),
});
export type AppliedDiscountCode = z.infer<typeof discountCodeSchema>;

const price = z.number().min(0, "cannot be negative").max(1_000_000, "is not a plausible price");

export const customServiceSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  price,
});

/** POST /send-contact-email for a quote request. */
export const serviceRequestPayloadSchema = z.object({
  isServiceRequest: z.literal(true),
  firstName: quoteContactFormSchema.shape.firstName,
  lastName: quoteContactFormSchema.shape.lastName,
  /** Stored lowercased; lowercasing can lengthen an address ("İ" becomes two characters), so the cap is checked again. */
  email: quoteContactFormSchema.shape.email
    .transform(normalizeEmail)
    .refine((email) => email.length <= EMAIL_MAX, "Please enter a valid email address"),
  /** Digits only. */
  phone: z.string().trim().regex(/^\d{10}$/, "Phone number must be 10 digits"),
  message: z.string().trim().max(5000).nullish(),
  serviceType: z.enum(["appraisal", "photography"]),
  /** The appraisal type chosen in the form (appraisals only). */
  appraisalType: z.string().trim().max(100).nullish(),
  propertyAddress: z.string().trim().max(500).nullish(),
  propertyData: propertyDataSchema.nullish(),
  selectedPhotographyPackage: z.string().trim().max(100).nullish(),
  customServices: z.array(customServiceSchema).max(10).nullish(),
  basePrice: price.nullish(),
  finalPrice: price.nullish(),
  discountCode: discountCodeSchema.nullish(),
  /**
   * The size tier the browser priced with. The server recomputes the price; it prices by this
   * tier only when neither the county record nor the request has a living area (the visitor
   * chose it, docs/decisions/062).
   */
  tier: z.enum(PRICE_TIERS).nullish(),
  utm: z.object(utmFields).nullish(),
  /**
   * The browser's site-visit session id: the request is credited to the session's first
   * campaign landing (docs/decisions/063). A malformed one is dropped, not refused.
   */
  sessionId: z
    .string()
    .max(128)
    .nullish()
    .transform((value) => (value && SITE_VISIT_SESSION_ID_PATTERN.test(value) ? value : null))
    .optional(),
  /** A held time to book with the request (booking-hold; docs/decisions/046). Absent: the request alone, with no appointment. */
  appointment: appointmentRequestSchema.nullish(),
  /** The honeypot, the fill time and the Turnstile token (bot-check.ts); not stored. */
  ...botCheckFields,
});
export type ServiceRequestPayload = z.input<typeof serviceRequestPayloadSchema>;
export type ServiceRequest = z.output<typeof serviceRequestPayloadSchema>;
