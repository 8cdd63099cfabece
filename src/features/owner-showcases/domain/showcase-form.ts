import { z } from "zod";
import { SHOWCASE_LINKS_MAX, type OwnerShowcaseRow, type ShowcaseFields } from "#schemas/owner-showcases.ts";
import type { PropertySummary } from "@/entities/property/domain/property-summary";

/**
 * The editor's facts form (docs/decisions/069): what the owner types, as text, and the fields
 * owner_save_showcase takes. Links are typed one per line; floor plans are PDFs or images,
 * told apart by the file's extension. Pure.
 */

export interface ShowcaseFormValues {
  property_address: string;
  property_city: string;
  property_zip: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  acreage: string;
  year_built: string;
  block: string;
  lot: string;
  qual: string;
  tax_assessment: string;
  tax_assessment_year: string;
  /** "" for no agent. */
  agent_id: string;
  mls_unbranded: boolean;
  video_urls: string;
  matterport_urls: string;
  floorplan_urls: string;
}

export const EMPTY_SHOWCASE_FORM: ShowcaseFormValues = {
  property_address: "",
  property_city: "",
  property_zip: "",
  bedrooms: "",
  bathrooms: "",
  sqft: "",
  acreage: "",
  year_built: "",
  block: "",
  lot: "",
  qual: "",
  tax_assessment: "",
  tax_assessment_year: "",
  agent_id: "",
  mls_unbranded: false,
  video_urls: "",
  matterport_urls: "",
  floorplan_urls: "",
};

const HTTPS_LINK = /^https:\/\/[^\s/]+(\/\S*)?$/;
const MEDIA_VALUE = /^(\/storage\/v1\/object\/public\/[a-z0-9_-]+\/\S+|https:\/\/[^\s/]+(\/\S*)?)$/;

function numberField(message: string, min: number, max: number, whole: boolean) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === "") return null;
      const value = Number(text.replace(/[,$\s]/g, ""));
      if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((text) => (text === "" ? null : text));

/** The links of a text box, one per line (or separated by spaces). */
export function linesOf(text: string): string[] {
  return text.split(/\s+/).filter((line) => line.length > 0);
}

function linkField(pattern: RegExp, message: string) {
  return z.string().transform((text, ctx) => {
    const links = linesOf(text);
    if (links.length > SHOWCASE_LINKS_MAX) ctx.addIssue({ code: "custom", message: `At most ${SHOWCASE_LINKS_MAX} links` });
    else if (links.some((link) => !pattern.test(link) || link.length > 2048)) ctx.addIssue({ code: "custom", message });
    else if (new Set(links).size !== links.length) ctx.addIssue({ code: "custom", message: "The same link is in the list twice" });
    else return links;
    return z.NEVER;
  });
}

/** Whether a floor plan is a PDF (else an image): its path ends in .pdf. */
export function isPdf(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? "");
}

export const showcaseFormSchema = z
  .object({
    property_address: z.string().trim().min(1, "Enter the street address").max(300, "Address: at most 300 characters"),
    property_city: optionalText(120, "Town"),
    property_zip: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, "Enter a 5-digit ZIP code")
      .transform((text) => (text === "" ? null : text)),
    bedrooms: numberField("Bedrooms: a whole number from 0 to 50", 0, 50, true),
    bathrooms: numberField("Bathrooms: a number from 0 to 50, like 2.5", 0, 50, false),
    sqft: numberField("Square feet: a whole number above 0", 1, 1_000_000, true),
    acreage: numberField("Acres: a number, 0 or more", 0, 100_000, false),
    year_built: numberField("Year built: from 1600 to 2100", 1600, 2100, true),
    block: optionalText(40, "Block"),
    lot: optionalText(40, "Lot"),
    qual: optionalText(40, "Qualifier"),
    tax_assessment: numberField("Assessment: a number of dollars, 0 or more", 0, 1_000_000_000, false),
    tax_assessment_year: numberField("Assessment year: from 1900 to 2100", 1900, 2100, true),
    agent_id: z.string().transform((id) => (id === "" ? null : id)),
    mls_unbranded: z.boolean(),
    video_urls: linkField(HTTPS_LINK, "Each video link must start with https://"),
    matterport_urls: linkField(HTTPS_LINK, "Each 3D-tour link must start with https://"),
    floorplan_urls: linkField(MEDIA_VALUE, "Each floor plan must be an uploaded file or an https:// link"),
  })
  .transform(({ floorplan_urls, ...rest }) => ({
    ...rest,
    floorplan_pdf_urls: floorplan_urls.filter(isPdf),
    floorplan_image_urls: floorplan_urls.filter((url) => !isPdf(url)),
  }));

export type ShowcaseFormOutput = z.output<typeof showcaseFormSchema>;

/** The RPC's fields from the parsed form, with the request it was made from (on creation). */
export function fieldsFromForm(output: ShowcaseFormOutput, sourceRequestId?: string | null): ShowcaseFields {
  return { ...output, ...(sourceRequestId ? { source_request_id: sourceRequestId } : {}) };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** The form as a stored showcase fills it. */
export function formFromRow(row: OwnerShowcaseRow): ShowcaseFormValues {
  return {
    property_address: row.property_address,
    property_city: text(row.property_city),
    property_zip: text(row.property_zip),
    bedrooms: text(row.bedrooms),
    bathrooms: text(row.bathrooms),
    sqft: text(row.sqft),
    acreage: text(row.acreage),
    year_built: text(row.year_built),
    block: text(row.block),
    lot: text(row.lot),
    qual: text(row.qual),
    tax_assessment: text(row.tax_assessment),
    tax_assessment_year: text(row.tax_assessment_year),
    agent_id: row.agent_id ?? "",
    mls_unbranded: row.mls_unbranded,
    video_urls: row.video_urls.join("\n"),
    matterport_urls: row.matterport_urls.join("\n"),
    floorplan_urls: [...row.floorplan_pdf_urls, ...row.floorplan_image_urls].join("\n"),
  };
}

/** The form as a county record fills it (the address and the record's facts); the rest stays as it was. */
export function formFromProperty(property: PropertySummary, base: ShowcaseFormValues = EMPTY_SHOWCASE_FORM): ShowcaseFormValues {
  return {
    ...base,
    property_address: property.address || base.property_address,
    property_city: property.city || base.property_city,
    property_zip: /^\d{5}$/.test(property.zip) ? property.zip : base.property_zip,
    sqft: text(property.livingSqft) || base.sqft,
    acreage: text(property.acreage) || base.acreage,
    year_built: text(property.yearBuilt) || base.year_built,
    block: text(property.block) || base.block,
    lot: text(property.lot) || base.lot,
    qual: text(property.qual) || base.qual,
    tax_assessment: text(property.totalAssessment) || base.tax_assessment,
  };
}
