import { describe, expect, it } from "vitest";
import { showcaseFieldsSchema } from "#schemas/owner-showcases.ts";
import { toPropertySummary } from "@/entities/property/domain/property-summary";
import { EMPTY_SHOWCASE_FORM, fieldsFromForm, formFromProperty, formFromRow, isPdf, showcaseFormSchema } from "./showcase-form";

const filled = {
  ...EMPTY_SHOWCASE_FORM,
  property_address: " 12 Oak Ridge Rd ",
  property_zip: "08822",
  bedrooms: "4",
  bathrooms: "2.5",
  sqft: "2,450",
  tax_assessment: "$412,000",
  video_urls: "https://youtu.be/abc\n\nhttps://vimeo.com/1",
  floorplan_urls: "https://cdn.example.com/plan.PDF?v=2\n/storage/v1/object/public/showcase-media/plan.webp",
};

describe("the showcase form", () => {
  it("turns typed text into the RPC's fields, which the payload schema accepts", () => {
    const output = showcaseFormSchema.parse(filled);
    const fields = fieldsFromForm(output, "dddddddd-4444-4444-8444-444444444444");
    expect(fields).toMatchObject({
      property_address: "12 Oak Ridge Rd",
      property_city: null,
      bedrooms: 4,
      bathrooms: 2.5,
      sqft: 2450,
      tax_assessment: 412000,
      agent_id: null,
      video_urls: ["https://youtu.be/abc", "https://vimeo.com/1"],
      floorplan_pdf_urls: ["https://cdn.example.com/plan.PDF?v=2"],
      floorplan_image_urls: ["/storage/v1/object/public/showcase-media/plan.webp"],
      source_request_id: "dddddddd-4444-4444-8444-444444444444",
    });
    expect(showcaseFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it("names each bad value", () => {
    const result = showcaseFormSchema.safeParse({ ...filled, property_address: "", bedrooms: "2.5", year_built: "1500", matterport_urls: "http://tour.example.com", video_urls: "https://a.example/v https://a.example/v" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      property_address: "Enter the street address",
      bedrooms: "Bedrooms: a whole number from 0 to 50",
      year_built: "Year built: from 1600 to 2100",
      matterport_urls: "Each 3D-tour link must start with https://",
      video_urls: "The same link is in the list twice",
    });
  });

  it("fills from a county record and from a stored row", () => {
    const property = toPropertySummary({ countyData: { Prop_Mail_Street: "7 Main St", P_City: "Clinton", P_Zip: "8809", Yr_Built: "1920", Block: "5", Lot: "2" } });
    expect(formFromProperty(property)).toMatchObject({ property_address: "7 Main St", property_city: "Clinton", property_zip: "08809", year_built: "1920", block: "5", lot: "2", sqft: "" });
    const values = formFromRow({
      ...showcaseFormSchema.parse(filled),
      id: "aaaaaaaa-1111-4111-8111-111111111111",
      slug: "x",
      property_state: "NJ",
      is_public: false,
      primary_photo_url: null,
      photos_urls: [],
      source_request_id: null,
      published_at: null,
      created_at: "",
      updated_at: "",
    });
    expect(values.floorplan_urls).toBe("https://cdn.example.com/plan.PDF?v=2\n/storage/v1/object/public/showcase-media/plan.webp");
    expect(values.sqft).toBe("2450");
    expect(isPdf("/x/plan.pdf#page=2")).toBe(true);
  });
});
