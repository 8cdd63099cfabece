import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { coveredCounties } from "#shared/covered-counties.ts";
import { COVERED_COUNTY_NAMES, COVERED_MESSAGE, coverageForCounty, notServicedMessage } from "@/entities/property/domain/coverage";

// Every New Jersey county, from the reference data (data/, in the repository); Vitest runs from the repository root.
const ALL_NJ_COUNTIES = (
  JSON.parse(readFileSync(resolve(process.cwd(), "data/nj-counties.json"), "utf8")) as { counties: { name: string }[] }
).counties.map((county) => county.name);

describe("coverage", () => {
  it("covers exactly the counties of the covered-county list, and New Jersey has others", () => {
    expect(ALL_NJ_COUNTIES.length).toBeGreaterThan(COVERED_COUNTY_NAMES.length);
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
