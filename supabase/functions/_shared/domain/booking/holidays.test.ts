import { describe, expect, it } from "vitest";
import { closingHoliday, federalHolidays, observedHoliday } from "./holidays.ts";

describe("federalHolidays (observed dates)", () => {
  it("2027: Juneteenth on a Saturday is observed Friday, July 4 on a Sunday Monday, Christmas on a Saturday Friday", () => {
    expect([...federalHolidays(2027).keys()]).toEqual([
      "2027-01-01", "2027-01-18", "2027-02-15", "2027-05-31", "2027-06-18", "2027-07-05",
      "2027-09-06", "2027-10-11", "2027-11-11", "2027-11-25", "2027-12-24",
    ]);
  });

  it("2026: Independence Day on a Saturday is observed Friday, July 3", () => {
    expect(federalHolidays(2026).get("2026-07-03")).toBe("Independence Day");
    expect(federalHolidays(2026).get("2026-11-26")).toBe("Thanksgiving Day");
  });

  it("New Year's Day 2028 (a Saturday) is observed on Friday, December 31, 2027", () => {
    expect(observedHoliday("2027-12-31")).toBe("New Year's Day");
    expect(observedHoliday("2028-01-01")).toBeUndefined();
  });

  it("a working day is no holiday", () => {
    expect(observedHoliday("2026-11-27")).toBeUndefined();
    expect(observedHoliday("2026-12-24")).toBeUndefined();
  });
});

describe("closingHoliday (the days a holiday closes)", () => {
  it("closes a Saturday holiday's own date and its observed Friday", () => {
    expect(closingHoliday("2026-07-04")).toBe("Independence Day");
    expect(closingHoliday("2026-07-03")).toBe("Independence Day");
    expect(closingHoliday("2028-01-01")).toBe("New Year's Day");
    expect(closingHoliday("2027-12-31")).toBe("New Year's Day");
  });

  it("closes a Sunday holiday's own date and its observed Monday", () => {
    expect(closingHoliday("2027-07-04")).toBe("Independence Day");
    expect(closingHoliday("2027-07-05")).toBe("Independence Day");
  });

  it("closes a weekday holiday on that day only", () => {
    expect(closingHoliday("2026-11-26")).toBe("Thanksgiving Day");
    expect(closingHoliday("2026-11-27")).toBeUndefined();
    expect(closingHoliday("2026-11-28")).toBeUndefined();
    expect(closingHoliday("2026-07-05")).toBeUndefined();
  });
});
