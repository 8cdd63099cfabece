import type { BookingRules } from "./rules.ts";

/**
 * The production defaults of migration 20261127000500 as plain rules, for
 * the tests of the slot rules (tests/backend/booking-*.test.ts check the
 * migration inserts the same).
 */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timeZone: "America/New_York",
  slotStepMinutes: 30,
  minNoticeBusinessDays: 1,
  horizonDays: 21,
  dailyCap: 4,
  holdMinutes: 10,
  travel: { roadFactor: 1.3, speedMph: 35, localMiles: 8, allowanceMinutes: 15 },
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00", closes: "17:00" })),
  blockedDays: [],
  durations: (
    [
      ["appraisal", [60, 60, 60]],
      ["basic-photography", [60, 75, 90]],
      ["premium-photography", [90, 105, 120]],
      ["ultimate-photography", [120, 135, 150]],
      ["custom", [15, 15, 15]],
      ["professional-photography", [45, 60, 75]],
      ["aerial-photography", [30, 30, 30]],
      ["floor-plans", [30, 45, 60]],
      ["virtual-tours", [30, 45, 60]],
      ["real-estate-videography", [60, 75, 90]],
    ] as const
  ).flatMap(([serviceId, minutes]) =>
    (["under_1500", "1500_to_2500", "over_2500"] as const).map((tier, index) => ({ serviceId, tier, minutes: minutes[index]! })),
  ),
};
