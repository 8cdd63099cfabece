import { describe, expect, it } from "vitest";
import { cleanSearch, createdAtBounds, filtersFromSearch, requestsOrFilter, searchFromFilters } from "./request-filters";

describe("the Requests filters in the URL", () => {
  it("reads known values and leaves out unknown or malformed ones", () => {
    expect(filtersFromSearch(new URLSearchParams("status=lost&service=message&county=cape-may&from=2026-11-01&to=2026-14-45&q=%20Dana%20"))).toEqual({
      status: "lost",
      service: "message",
      county: "cape-may",
      from: "2026-11-01",
      to: undefined,
      q: "Dana",
    });
    expect(filtersFromSearch(new URLSearchParams("status=won&county=kings"))).toEqual({
      status: undefined,
      service: undefined,
      county: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });

  it("writes them back in a fixed order without the empty ones", () => {
    expect(searchFromFilters({ q: "oak", status: "new", county: undefined }).toString()).toBe("status=new&q=oak");
  });
});

describe("the search and the cursor as one PostgREST or filter", () => {
  it("takes out what the filter grammar or LIKE give a meaning, and caps the length", () => {
    expect(cleanSearch(' Dana, "O\'Neil" (50%)_* \\ ')).toBe("Dana O'Neil 50");
    expect(cleanSearch("x".repeat(150))).toHaveLength(100);
  });

  it("searches the phone's digits only when the search looks like a phone", () => {
    expect(requestsOrFilter("oak ridge", undefined)).toBe('full_name.ilike."*oak ridge*",email.ilike."*oak ridge*",property_address.ilike."*oak ridge*"');
    expect(requestsOrFilter("(908) 555-01", undefined)).toContain('phone_digits.like."*90855501*"');
  });

  it("ANDs the search with the keyset cursor (created_at, then id)", () => {
    expect(requestsOrFilter("dana", { created_at: "2026-11-28T20:05:00+00:00", id: "abc" })).toBe(
      'and(or(full_name.ilike."*dana*",email.ilike."*dana*",property_address.ilike."*dana*"),' +
        'or(created_at.lt."2026-11-28T20:05:00+00:00",and(created_at.eq."2026-11-28T20:05:00+00:00",id.lt."abc")))',
    );
    expect(requestsOrFilter(undefined, undefined)).toBeUndefined();
  });
});

describe("the received dates", () => {
  it("cover whole days in Eastern Time, both ends included, across the change to standard time", () => {
    expect(createdAtBounds({ from: "2026-11-01", to: "2026-11-01" })).toEqual({ gte: "2026-11-01T04:00:00.000Z", lt: "2026-11-02T05:00:00.000Z" });
    expect(createdAtBounds({ from: "2026-07-04" })).toEqual({ gte: "2026-07-04T04:00:00.000Z", lt: undefined });
  });
});
