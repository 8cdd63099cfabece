import { z } from "zod";
import { bookingRulesInputSchema, weekdayHoursSchema, type BookingRulesInput, type OwnerBookingRules } from "#schemas/owner-appointments.ts";
import { PRICE_TIERS } from "#shared/pricing.ts";

/**
 * The booking rules as the settings form edits them (docs/decisions/056): every weekday
 * (open or closed, with its hours), the notice, the daily cap and each duration, and back to
 * the payload owner_save_booking_rules takes. Pure.
 */

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const whole = (message: string) => z.coerce.number({ error: message }).int(message);

export const rulesFormSchema = z.object({
  minNoticeBusinessDays: whole("Whole days, 0 to 30").min(0, "Whole days, 0 to 30").max(30, "Whole days, 0 to 30"),
  dailyCap: whole("1 to 20 a day").min(1, "1 to 20 a day").max(20, "1 to 20 a day"),
  days: z.array(weekdayHoursSchema).length(7),
  durations: z.array(z.object({ serviceId: z.string(), tier: z.enum(PRICE_TIERS), minutes: whole("0 to 600 minutes").min(0, "0 to 600 minutes").max(600, "0 to 600 minutes") })),
});
export type RulesFormInput = z.input<typeof rulesFormSchema>;
export type RulesFormValues = z.output<typeof rulesFormSchema>;

export function rulesFormValues(rules: OwnerBookingRules): RulesFormValues {
  return {
    minNoticeBusinessDays: rules.settings.minNoticeBusinessDays,
    dailyCap: rules.settings.dailyCap,
    days: WEEKDAY_NAMES.map((_, index) => {
      const weekday = index + 1;
      const hours = rules.hours.find((row) => row.weekday === weekday);
      return hours ? { weekday, open: true, opens: hours.opens, closes: hours.closes } : { weekday, open: false, opens: "09:00", closes: "17:00" };
    }),
    durations: rules.durations,
  };
}

export function rulesPayload(values: RulesFormValues): BookingRulesInput {
  return bookingRulesInputSchema.parse({
    minNoticeBusinessDays: values.minNoticeBusinessDays,
    dailyCap: values.dailyCap,
    hours: values.days.filter((day) => day.open).map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
    durations: values.durations,
  });
}

export const TIER_LABELS: Record<(typeof PRICE_TIERS)[number], string> = {
  under_1500: "Under 1,500 sq ft",
  "1500_to_2500": "1,500–2,500 sq ft",
  over_2500: "Over 2,500 sq ft",
};
