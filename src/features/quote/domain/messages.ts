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
  sizeRequired: "Please choose the home's size",
  customServiceRequired: "Please select at least one individual service",
} as const;

/** The texts of the "Pick a time" step (docs/product.md §1.2, docs/decisions/047). */
export const BOOKING_MESSAGES = {
  heading: "Pick a time",
  loading: "Loading open times…",
  empty: "No open times in the next three weeks: send the request and we will call you",
  taken: "That time was just taken",
  takenDetail: "These are the times open now: pick another one.",
  expired: "Your hold on that time ran out: pick a time again.",
  changed: "Your choices changed the open times: pick a time again.",
  holdFailed: "That time could not be held. Pick it again, or send the request and we will call you.",
  loadFailed: "Open times could not be loaded.",
  loadFailedDetail: "Try again, or send the request and we will call you to set a time.",
  retry: "Try again",
  decline: "None of these times work",
  declined: "No time picked: send the request and we will call you to set one.",
  showTimesAgain: "Show open times",
  choosePackage: "Choose a package to see open times.",
  holding: (time: string) => `Holding ${time}…`,
  held: (appointment: string, until: string) => `${appointment} is held for you until ${until}. Send the request below to book it.`,
} as const;
