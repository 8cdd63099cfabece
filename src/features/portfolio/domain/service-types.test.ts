import { describe, expect, it } from "vitest";
import { serviceFilterOf, serviceTypeLabel } from "@/features/portfolio/domain/service-types";

describe("portfolio service types", () => {
  // Every spelling docs/product.md §2.3 lists, with the badge label and filter decision 024 gives it.
  it.each([
    ["photography", "Photography", "photography"],
    ["real_estate_photography", "Photography", "photography"],
    ["floorplans", "Floor Plans", "floorplans"],
    ["floor_plans", "Floor Plans", "floorplans"],
    ["aerial", "Aerial", "aerial"],
    ["aerial_photography", "Aerial", "aerial"],
    ["drone_photography", "Aerial", "aerial"],
    ["video", "Video", "video"],
    ["video_tour", "Video", "video"],
    ["virtual_tour", "Virtual Tour", "video"],
    ["matterport", "Virtual Tour", "video"],
    ["3d_tour", "Virtual Tour", "video"],
  ] as const)("%s shows as '%s' under the %s filter", (stored, label, filter) => {
    expect(serviceTypeLabel(stored)).toBe(label);
    expect(serviceFilterOf(stored)).toBe(filter);
  });

  it.each([
    ["Drone-Photography", "Aerial", "aerial"],
    ["  FLOOR PLANS ", "Floor Plans", "floorplans"],
    ["Real-Estate_Photography", "Photography", "photography"],
    ["3D-Tour", "Virtual Tour", "video"],
    ["Video Tour", "Video", "video"],
  ] as const)("reads %j whatever its case, hyphens or spaces, as '%s'", (stored, label, filter) => {
    expect(serviceTypeLabel(stored)).toBe(label);
    expect(serviceFilterOf(stored)).toBe(filter);
  });

  it.each([
    ["twilight_photography", "Twilight Photography"],
    ["TWILIGHT_PHOTOGRAPHY", "Twilight Photography"],
    ["virtual_staging", "Virtual Staging"],
  ])("shows the unknown type %s as '%s', only under 'All services'", (stored, label) => {
    expect(serviceTypeLabel(stored)).toBe(label);
    expect(serviceFilterOf(stored)).toBeNull();
  });
});
