import {
  CUSTOM_PACKAGE_ID,
  MAX_CUSTOM_SELECTIONS,
  PHOTOGRAPHY_ADD_ONS,
  PHOTOGRAPHY_PACKAGES,
} from "#shared/pricing.ts";
import { appraisalTypes } from "@/content/appraisal-types";
import type { QuotePreset, QuoteSearchState, QuoteService } from "@/lib/quote-link";

/**
 * What the visitor has chosen in the quote modal, read from the URL (docs/product.md §1.2, §1.4).
 * The URL is the source of truth: `fromQuoteSearch` reads it (ignoring anything that is
 * not a real service, package, add-on or appraisal type, so a hand-edited or junk link
 * never breaks the modal), the transitions below answer the next selection, and
 * `toQuotePreset` turns a selection back into the link parameters (lib/quote-link).
 */

export interface QuoteSelection {
  service: QuoteService | null;
  /** Appraisal type slug (content/appraisal-types.ts), appraisals only. */
  appraisalType: string | null;
  pin: string | null;
  /** A package id of PHOTOGRAPHY_PACKAGES, "custom", or null; photography only. */
  packageId: string | null;
  /** Add-on ids of PHOTOGRAPHY_ADD_ONS in the order chosen; only with the custom package. */
  addOnIds: string[];
  /** The discount code of the link (normalised), applied automatically. */
  discountCode: string | null;
}

export const EMPTY_SELECTION: QuoteSelection = {
  service: null,
  appraisalType: null,
  pin: null,
  packageId: null,
  addOnIds: [],
  discountCode: null,
};

const PACKAGE_IDS = new Set<string>([...PHOTOGRAPHY_PACKAGES.map((pkg) => pkg.id), CUSTOM_PACKAGE_ID]);
const ADD_ON_IDS = new Set<string>(PHOTOGRAPHY_ADD_ONS.map((addOn) => addOn.id));
const APPRAISAL_TYPE_SLUGS = new Set<string>(appraisalTypes.map((type) => type.slug));

export const isPhotographyPackageId = (id: string | null | undefined): id is string => !!id && PACKAGE_IDS.has(id);
export const isAddOnId = (id: string): boolean => ADD_ON_IDS.has(id);
export const isAppraisalTypeSlug = (slug: string | null | undefined): slug is string =>
  !!slug && APPRAISAL_TYPE_SLUGS.has(slug);

/** The selection a parsed URL describes; unknown values are dropped. */
export function fromQuoteSearch(state: QuoteSearchState): QuoteSelection {
  const service = state.service ?? null;
  const packageId = service === "photography" && isPhotographyPackageId(state.package) ? state.package : null;
  const addOnIds =
    packageId === CUSTOM_PACKAGE_ID ? state.selections.filter(isAddOnId).slice(0, MAX_CUSTOM_SELECTIONS) : [];
  return {
    service,
    appraisalType: service === "appraisal" && isAppraisalTypeSlug(state.appraisalType) ? state.appraisalType : null,
    pin: state.pin ?? null,
    packageId,
    addOnIds,
    discountCode: state.discount ?? null,
  };
}

/** The link parameters of a selection (lib/quote-link builds the URL from them). */
export function toQuotePreset(selection: QuoteSelection): QuotePreset {
  const preset: QuotePreset = {};
  if (selection.service) preset.service = selection.service;
  if (selection.service === "appraisal" && selection.appraisalType) preset.appraisalType = selection.appraisalType;
  if (selection.pin) preset.pin = selection.pin;
  if (selection.service === "photography" && selection.packageId) {
    preset.package = selection.packageId;
    if (selection.packageId === CUSTOM_PACKAGE_ID && selection.addOnIds.length > 0) preset.selections = selection.addOnIds;
  }
  if (selection.discountCode) preset.discount = selection.discountCode;
  return preset;
}

/** Choosing a service keeps the property and the discount; the other service's choices go. */
export function selectService(selection: QuoteSelection, service: QuoteService): QuoteSelection {
  if (selection.service === service) return selection;
  return { ...selection, service, appraisalType: null, packageId: null, addOnIds: [] };
}

/** Choosing a package; another package than custom clears the custom selections. */
export function selectPackage(selection: QuoteSelection, packageId: string): QuoteSelection {
  if (!isPhotographyPackageId(packageId)) return selection;
  if (selection.packageId === packageId) return selection;
  return { ...selection, service: "photography", packageId, addOnIds: [] };
}

/** Checks or unchecks an add-on of the custom package (at most 10 are kept). */
export function toggleAddOn(selection: QuoteSelection, addOnId: string, checked: boolean): QuoteSelection {
  if (!isAddOnId(addOnId) || selection.packageId !== CUSTOM_PACKAGE_ID) return selection;
  const without = selection.addOnIds.filter((id) => id !== addOnId);
  const addOnIds = checked ? [...without, addOnId].slice(0, MAX_CUSTOM_SELECTIONS) : without;
  return { ...selection, addOnIds };
}

export function selectAppraisalType(selection: QuoteSelection, slug: string | null): QuoteSelection {
  if (selection.service !== "appraisal") return selection;
  return { ...selection, appraisalType: isAppraisalTypeSlug(slug) ? slug : null };
}

export function selectProperty(selection: QuoteSelection, pin: string | null): QuoteSelection {
  return { ...selection, pin };
}

export function setDiscountCode(selection: QuoteSelection, code: string | null): QuoteSelection {
  return { ...selection, discountCode: code };
}

/**
 * Why a photography selection cannot be sent yet: no package, or custom without an
 * add-on. Null when it can (and for appraisals).
 */
export function packageProblem(selection: QuoteSelection): "package-required" | "custom-service-required" | null {
  if (selection.service !== "photography") return null;
  if (!selection.packageId) return "package-required";
  if (selection.packageId === CUSTOM_PACKAGE_ID && selection.addOnIds.length === 0) return "custom-service-required";
  return null;
}

/** The request form's appraisal type name ("PMI Removal") of a slug, and back. */
export function appraisalTypeName(slug: string | null): string | undefined {
  return appraisalTypes.find((type) => type.slug === slug)?.name;
}

export function appraisalTypeSlug(name: string | null | undefined): string | null {
  return appraisalTypes.find((type) => type.name === name)?.slug ?? null;
}
