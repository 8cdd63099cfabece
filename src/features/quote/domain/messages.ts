/**
 * Every message the quote flow shows, word for word as docs/product.md (§1.2, §1.5 and §1.8)
 * writes them. Components and tests import them from here.
 */

export const QUOTE_MESSAGES = {
  propertyLoadFailed: "Failed to load property details",
  requestFailed: "Failed to send request. Please try again or call us directly.",
  propertyDataNotFound: "Property data not found",
  propertyUpdateFailed: "Failed to update property",
  formHasErrors: "Please correct the errors in the form",
  suggestionsFailed: "Unable to load address suggestions",
  discountInvalid: "Invalid or expired discount code",
  discountError: "Error validating code",
  requestSent: "Your request has been sent! We'll contact you soon.",
  propertyUpdated: "Property updated successfully",
  packageRequired: "Please select a photography package",
  customServiceRequired: "Please select at least one individual service",
} as const;
