import { formatNumber, formatPrice } from "../domain/en-us-numbers.ts";
import { PHOTOGRAPHY_PACKAGES } from "../domain/pricing.ts";
import type { ContactMessagePayload } from "../schemas/contact-message.ts";
import type { ServiceRequest } from "../schemas/service-request.ts";
import { unwrapCountyRecord } from "../domain/unwrap-county-record.ts";
import type { ServerQuote } from "./pricing.ts";

/**
 * The two emails of every lead, as plain text: the business's notification
 * (reply-to the visitor) and the visitor's confirmation (reply-to the
 * business). Pure: handler.ts sends them.
 */

export interface BusinessIdentity {
  name: string;
  phone: string;
  email: string;
}

export interface ComposedMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** A calendar invitation (.ics) sent with the mail (appointments/invitation.ts; docs/decisions/050). */
  calendar?: MailCalendar;
}

/** An iCalendar object and its iTIP method, as mailer.ts sends it. */
export interface MailCalendar {
  method: "REQUEST" | "CANCEL";
  content: string;
}

/** Header-safe: one line, bounded. */
function oneLine(value: string, max = 120): string {
  return value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim().slice(0, max);
}

export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

function discountLabel(discount: { type: string; value: number }): string {
  return discount.type === "percentage" ? `${discount.value}% off` : `${formatPrice(discount.value)} off`;
}

export function serviceLabel(request: ServiceRequest): string {
  if (request.serviceType === "appraisal") {
    return request.appraisalType ? `${request.appraisalType} appraisal` : "Appraisal";
  }
  if (request.selectedPhotographyPackage === "custom") {
    const names = (request.customServices ?? []).map((service) => service.name);
    return `Custom photography${names.length ? `: ${names.join(", ")}` : ""}`;
  }
  const named = PHOTOGRAPHY_PACKAGES.find((pkg) => pkg.id === request.selectedPhotographyPackage);
  return named ? named.name : "Photography";
}

export function propertyLine(request: ServiceRequest): string {
  const record = unwrapCountyRecord(request.propertyData);
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());
  const street = request.propertyAddress || text(record.Prop_Mail_Street);
  const city = text(record.P_City);
  const zip = text(record.P_Zip);
  const place = [city, [text(record.P_State) || "NJ", zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  if (!street) return "not chosen";
  return street.includes(",") || !city ? street : `${street}, ${place}`;
}

function name(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

export function serviceRequestMails(
  request: ServiceRequest,
  quote: ServerQuote | null,
  requestId: string,
  business: BusinessIdentity,
): { notification: ComposedMail; confirmation: ComposedMail } {
  const visitor = name(request.firstName, request.lastName);
  const service = serviceLabel(request);
  const property = propertyLine(request);
  const record = unwrapCountyRecord(request.propertyData);
  const kind = request.serviceType === "appraisal" ? "appraisal" : "photography";

  const priceLines: string[] = [];
  if (quote && quote.finalPrice !== null && quote.basePrice !== null) {
    priceLines.push(
      quote.discount && request.discountCode
        ? `Price: ${formatPrice(quote.finalPrice)} (${formatPrice(quote.basePrice)} less ${request.discountCode.code}, ${discountLabel(quote.discount)})`
        : `Price: ${formatPrice(quote.finalPrice)}`,
    );
    if (quote.livingSqft !== null) {
      priceLines.push(
        `Living area: ${formatNumber(quote.livingSqft)} sq ft (${quote.livingSqftSource === "county_record" ? "county record" : "as sent by the browser"}), tier ${quote.tier}`,
      );
    } else {
      priceLines.push(`Living area: unknown, priced as tier ${quote.tier}`);
    }
  } else {
    priceLines.push("Price: could not be computed on the server; please quote by hand.");
  }
  if (request.discountCode && quote?.discountStatus === "refused") {
    priceLines.push(`Discount code ${request.discountCode.code} was refused (invalid, expired, inactive, used up or not for this service); priced without it.`);
  }
  if (request.discountCode && quote?.discountStatus === "unchecked") {
    priceLines.push(`Discount code ${request.discountCode.code} could not be checked; priced without it.`);
  }
  if (quote?.priceMismatch) {
    const shown = [
      request.basePrice !== null && request.basePrice !== undefined ? `base ${formatPrice(request.basePrice)}` : null,
      request.finalPrice !== null && request.finalPrice !== undefined ? `final ${formatPrice(request.finalPrice)}` : null,
    ].filter(Boolean);
    priceLines.push(
      `PRICE CHECK: the visitor's browser showed ${shown.length ? shown.join(", ") : "no price"}; confirm the price with the client before booking.`,
    );
  }

  const notificationText = [
    `New ${kind} request from the website.`,
    "",
    `Name: ${visitor}`,
    `Email: ${request.email}`,
    `Phone: ${formatPhone(request.phone)}`,
    `Service: ${service}`,
    `Property: ${property}`,
    ...(record.COUNTY_NAME ? [`County: ${String(record.COUNTY_NAME)}`] : []),
    ...(quote?.pin ? [`GIS PIN: ${quote.pin}`] : []),
    ...priceLines,
    ...(request.message ? ["", "Comments:", request.message] : []),
    ...(request.utm && Object.values(request.utm).some(Boolean)
      ? ["", `Campaign: ${Object.entries(request.utm).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join(", ")}`]
      : []),
    "",
    `Request id: ${requestId}`,
    "Reply to this email to answer the client directly.",
  ].join("\n");

  const next =
    request.serviceType === "appraisal"
      ? "We will contact you soon to confirm the details and schedule the inspection, which takes about 30 to 60 minutes. Your appraisal report is delivered within 3 business days of the inspection."
      : "We will contact you soon to confirm the details and schedule the shoot.";

  const confirmationText = [
    `Hi ${request.firstName},`,
    "",
    `Thank you for choosing ${business.name}. We received your request:`,
    "",
    `Service: ${service}`,
    `Property: ${property}`,
    ...(quote && quote.finalPrice !== null
      ? [
          `Quoted price: ${formatPrice(quote.finalPrice)}${
            quote.discount && request.discountCode ? ` (discount code ${request.discountCode.code} applied)` : ""
          }`,
        ]
      : []),
    "",
    next,
    "",
    `Questions or changes? Reply to this email or call us at ${business.phone}.`,
    "",
    business.name,
    business.phone,
    business.email,
  ].join("\n");

  return {
    notification: {
      to: business.email,
      replyTo: request.email,
      subject: oneLine(`New ${kind} request: ${visitor}, ${property}`),
      text: notificationText,
    },
    confirmation: {
      to: request.email,
      replyTo: business.email,
      subject: oneLine(`We received your ${kind} request - ${business.name}`),
      text: confirmationText,
    },
  };
}

export function contactMessageMails(
  message: Pick<ContactMessagePayload, "firstName" | "lastName" | "email" | "message"> & { phone: string | null },
  messageId: string,
  business: BusinessIdentity,
): { notification: ComposedMail; confirmation: ComposedMail } {
  const visitor = name(message.firstName, message.lastName);
  return {
    notification: {
      to: business.email,
      replyTo: message.email,
      subject: oneLine(`New contact message from ${visitor}`),
      text: [
        "New message from the website's contact form.",
        "",
        `Name: ${visitor}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone ? message.phone : "not given"}`,
        "",
        "Message:",
        message.message,
        "",
        `Message id: ${messageId}`,
        "Reply to this email to answer directly.",
      ].join("\n"),
    },
    confirmation: {
      to: message.email,
      replyTo: business.email,
      subject: oneLine(`We received your message - ${business.name}`),
      text: [
        `Hi ${message.firstName},`,
        "",
        `Thank you for contacting ${business.name}. We received your message and will reply soon.`,
        "",
        "Your message:",
        message.message,
        "",
        `If it is urgent, call us at ${business.phone}.`,
        "",
        business.name,
        business.phone,
        business.email,
      ].join("\n"),
    },
  };
}
