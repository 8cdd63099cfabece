import { describe, expect, it } from "vitest";
import { coveredCounties } from "@/content/counties";
import { COVERED_COUNTY_NAMES, COVERED_MESSAGE, coverageForCounty, notServicedMessage } from "@/entities/property/domain/coverage";

const ALL_NJ_COUNTIES = [
  "Atlantic", "Bergen", "Burlington", "Camden", "Cape May", "Cumberland", "Essex", "Gloucester", "Hudson", "Hunterdon",
  "Mercer", "Middlesex", "Monmouth", "Morris", "Ocean", "Passaic", "Salem", "Somerset", "Sussex", "Union", "Warren",
];

describe("coverage", () => {
  it("covers exactly the 13 counties of the content list", () => {
    expect(COVERED_COUNTY_NAMES).toHaveLength(13);
    expect(COVERED_COUNTY_NAMES).toEqual(coveredCounties.map((county) => county.name));
    const covered = ALL_NJ_COUNTIES.filter((county) => coverageForCounty(county).status === "covered");
    expect(covered.sort()).toEqual([...COVERED_COUNTY_NAMES].sort());
  });

  it("says We've Got You Covered! for a covered county, whatever its spelling", () => {
    for (const name of ["HUNTERDON", "hunterdon county", " Bergen "]) {
      expect(coverageForCounty(name)).toMatchObject({ status: "covered", message: COVERED_MESSAGE });
    }
    expect(COVERED_MESSAGE).toBe("We've Got You Covered!");
  });

  it("names the county in the tooltip of an uncovered one", () => {
    expect(coverageForCounty("CAPE MAY")).toEqual({
      status: "not-covered",
      county: "Cape May",
      message: "Unfortunately we do not currently service Cape May County",
    });
    expect(notServicedMessage("Ocean")).toBe("Unfortunately we do not currently service Ocean County");
  });

  it("leaves a record without a county unknown (the request stays possible)", () => {
    expect(coverageForCounty(null).status).toBe("unknown");
    expect(coverageForCounty("").status).toBe("unknown");
  });
});
