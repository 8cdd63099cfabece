import { useId } from "react";
import type { OpenDay } from "#shared/booking/rules.ts";
import { RadioChips } from "@/components/forms/radio-group";
import { calendarDayLabel, formatAppointmentClock } from "@/entities/appointment/domain/appointment-time";

/** The legends of the two groups (the tests and the e2e journeys find them by these names). */
const DAY_TIME_LEGENDS = {
  day: "Day",
  timesOn: (day: string) => `Times on ${day}`,
} as const;

/** Columns of times in the narrowest layout (a phone). */
export const TIME_COLUMNS_NARROW = 3;
/**
 * Rows of times the box keeps room for while loading and after: a full day of one-hour
 * appraisals every half hour (9:00 to 4:00, 15 times) on a phone. A busier day grows it; a
 * quieter one leaves room, so neither the answer nor switching days moves what is below.
 */
export const TIME_ROWS_KEPT = 5;
export const timeRowsHeight = (rows: number) => `calc(${rows} * 2.75rem + ${Math.max(0, rows - 1)} * 0.5rem)`;

export interface DayTimeChoiceProps {
  /** The open days, each with its open times (an answer of booking-times or manage-appointment). */
  days: readonly OpenDay[];
  /** The day whose times are shown (one of `days`; the first when null or gone). */
  shownDay: string | null;
  /** The start of the chosen time, null when none is. */
  picked: string | null;
  onShowDay: (date: string) => void;
  onPick: (start: string) => void;
  /** Fresh times are loading (the groups say aria-busy). */
  refreshing?: boolean;
}

/**
 * A day and a time as two native radio groups of chips (docs/decisions/047): arrow keys move
 * between days, then between times; Tab goes from one group to the next; a screen reader
 * names each group and says which one is checked. The day holding the pick carries a dot.
 * The booking picker and the manage page both choose a time with it.
 */
export function DayTimeChoice({ days, shownDay, picked, onShowDay, onPick, refreshing = false }: DayTimeChoiceProps) {
  const name = useId();
  const shown = days.find((listed) => listed.date === shownDay) ?? days[0];
  if (!shown) return null;
  const busiestRows = Math.ceil(Math.max(...days.map((listed) => listed.slots.length)) / TIME_COLUMNS_NARROW);
  const keptRows = Math.max(TIME_ROWS_KEPT, busiestRows);
  const dayLabel = calendarDayLabel(shown.date);
  const dayHolding = picked === null ? null : days.find((listed) => listed.slots.some((slot) => slot.start === picked))?.date;

  return (
    <div className="space-y-4" aria-busy={refreshing || undefined}>
      <RadioChips
        name={`${name}-day`}
        legend={DAY_TIME_LEGENDS.day}
        value={shown.date}
        onChange={onShowDay}
        layoutClassName="grid grid-cols-5 gap-1.5 sm:gap-2"
        chipClassName="h-14 flex-col text-xs leading-tight"
        options={days.map((listed) => {
          const label = calendarDayLabel(listed.date);
          return {
            value: listed.date,
            label: (
              <>
                <span aria-hidden="true" className="font-semibold">
                  {label.weekday}
                </span>
                <span aria-hidden="true">{label.monthDay}</span>
                <span className="sr-only">{label.long}</span>
              </>
            ),
          };
        })}
        badge={(date) =>
          date === dayHolding ? (
            <span aria-hidden="true" className="absolute right-1 top-1 h-1.5 w-1.5 rounded-full bg-current" data-testid="day-has-pick" />
          ) : null
        }
      />
      <RadioChips
        name={`${name}-time`}
        legend={DAY_TIME_LEGENDS.timesOn(dayLabel.long)}
        value={picked}
        onChange={onPick}
        layoutClassName="grid auto-rows-min grid-cols-3 gap-2 sm:grid-cols-4"
        chipClassName="h-11 text-sm"
        style={{ minHeight: timeRowsHeight(keptRows) }}
        options={shown.slots.map((slot) => ({ value: slot.start, label: formatAppointmentClock(slot.start) }))}
      />
    </div>
  );
}
