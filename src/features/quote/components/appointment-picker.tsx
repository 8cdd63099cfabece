import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { Button } from "@/components/ui/button";
import type { AppointmentBooking } from "@/features/quote/components/use-appointment-booking";
import { chosenStart, shownDay, type AppointmentNotice, type AppointmentState } from "@/features/quote/domain/appointment-choice";
import type { OpenDay } from "#shared/booking/rules.ts";
import { BOOKING_MESSAGES } from "@/features/quote/domain/messages";
import { APPOINTMENT_ZONE_NOTE, calendarDayLabel, formatAppointment, formatAppointmentClock } from "@/lib/appointment-time";
import { cn } from "@/lib/cn";

/**
 * "Pick a time" (docs/decisions/047): the open days and times of the next three weeks as two
 * native radio groups (arrow keys move between days, then between times; Tab goes from one
 * group to the next; a screen reader names each group and says which one is checked).
 * Picking a time holds it while the visitor fills the form. "None of these times work", an
 * empty list or a failed load leave the request as it was: sent without a time, and we call.
 */
export function AppointmentPicker({ booking }: { booking: AppointmentBooking }) {
  const headingId = useId();
  const { target, times, state } = booking;
  const noticeRef = useRef<HTMLDivElement>(null);

  // A time taken under the visitor (on hold or on send) moves focus to the news: the time
  // they were on is gone, and after a send they are at the bottom of the form.
  useEffect(() => {
    if (state.notice === "taken") noticeRef.current?.focus();
  }, [state.notice, state.noticeSeq]);

  if (!target) return null;

  let body: ReactNode;
  if (target.status === "choose-package") {
    body = <p className="text-sm text-slate-600">{BOOKING_MESSAGES.choosePackage}</p>;
  } else if (state.choice.kind === "declined") {
    body = (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700">{BOOKING_MESSAGES.declined}</p>
        <Button variant="outline" size="sm" onClick={() => booking.dispatch({ type: "reopen" })}>
          {BOOKING_MESSAGES.showTimesAgain}
        </Button>
      </div>
    );
  } else if (times.isPending) {
    body = <PickerSkeleton />;
  } else if (booking.refusedReason) {
    body = <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{booking.refusedReason}</p>;
  } else if (times.isError) {
    body = (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{BOOKING_MESSAGES.loadFailed}</p>
        <p className="mt-1">{BOOKING_MESSAGES.loadFailedDetail}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void times.refetch()}>
          {BOOKING_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (times.data.days.length === 0) {
    body = <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{BOOKING_MESSAGES.empty}</p>;
  } else {
    body = <DayAndTimeGroups days={times.data.days} state={state} booking={booking} refreshing={times.isFetching} />;
  }

  const picking = target.status === "ready" && state.choice.kind !== "declined";
  const showDecline = picking && !times.isError && !(times.isSuccess && times.data.days.length === 0);

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5" onKeyDown={keepEnterFromSending}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {BOOKING_MESSAGES.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{APPOINTMENT_ZONE_NOTE}</p>
      {picking && state.notice && <Notice notice={state.notice} ref={noticeRef} />}
      <div className="mt-3">{body}</div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-900" data-testid="appointment-status">
        {picking ? statusText(state, times.isPending && target.status === "ready") : ""}
      </p>
      {showDecline && (
        <Button variant="ghost" size="sm" className="mt-1 -ml-3 underline" onClick={() => booking.dispatch({ type: "decline" })}>
          {BOOKING_MESSAGES.decline}
        </Button>
      )}
    </section>
  );
}

/** Enter on a day or a time picks it (it already is): it must not send the form around it. */
function keepEnterFromSending(event: KeyboardEvent<HTMLElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement && event.target.type === "radio") event.preventDefault();
}

const NOTICE_TEXT: Record<AppointmentNotice, { title: string; detail?: string }> = {
  taken: { title: BOOKING_MESSAGES.taken, detail: BOOKING_MESSAGES.takenDetail },
  expired: { title: BOOKING_MESSAGES.expired },
  changed: { title: BOOKING_MESSAGES.changed },
  "hold-failed": { title: BOOKING_MESSAGES.holdFailed },
};

/** A notice appears as an alert (announced as it is inserted); it can take focus (a "taken" one does). */
function Notice({ notice, ref }: { notice: AppointmentNotice; ref: Ref<HTMLDivElement> }) {
  const text = NOTICE_TEXT[notice];
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
    >
      <p className="font-semibold">{text.title}</p>
      {text.detail && <p className="mt-1">{text.detail}</p>}
    </div>
  );
}

function statusText(state: AppointmentState, loading: boolean): string {
  if (loading) return BOOKING_MESSAGES.loading;
  if (state.choice.kind === "holding") return BOOKING_MESSAGES.holding(formatAppointmentClock(state.choice.start));
  if (state.choice.kind === "held") {
    const { hold } = state.choice;
    return BOOKING_MESSAGES.held(formatAppointment(hold.start), formatAppointmentClock(hold.expiresAt));
  }
  return "";
}

/** Columns of times in the narrowest layout (a phone). */
const TIME_COLUMNS_NARROW = 3;
/**
 * Rows of times the box keeps room for while loading and after: a full day of one-hour
 * appraisals every half hour (9:00 to 4:00, 15 times) on a phone. A busier day grows it; a
 * quieter one leaves room, so neither the answer nor switching days moves what is below.
 */
const TIME_ROWS_KEPT = 5;
const timeRowsHeight = (rows: number) => `calc(${rows} * 2.75rem + ${Math.max(0, rows - 1)} * 0.5rem)`;

function DayAndTimeGroups({
  days,
  state,
  booking,
  refreshing,
}: {
  days: readonly OpenDay[];
  state: AppointmentState;
  booking: AppointmentBooking;
  refreshing: boolean;
}) {
  const name = useId();
  const day = shownDay(
    state,
    days.map((listed) => listed.date),
  );
  const shown = days.find((listed) => listed.date === day) ?? days[0]!;
  const picked = chosenStart(state.choice);
  const busiestRows = Math.ceil(Math.max(...days.map((listed) => listed.slots.length)) / TIME_COLUMNS_NARROW);
  const keptRows = Math.max(TIME_ROWS_KEPT, busiestRows);
  const dayLabel = calendarDayLabel(shown.date);

  return (
    <div className="space-y-4" aria-busy={refreshing || undefined}>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{BOOKING_MESSAGES.dayGroup}</legend>
        <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
          {days.map((listed) => {
            const label = calendarDayLabel(listed.date);
            const hasPick = picked !== null && listed.slots.some((slot) => slot.start === picked);
            return (
              <label key={listed.date} className={chipClasses(listed.date === shown.date, "h-14 flex-col text-xs leading-tight")}>
                <input
                  type="radio"
                  name={`${name}-day`}
                  value={listed.date}
                  checked={listed.date === shown.date}
                  onChange={() => booking.dispatch({ type: "show-day", day: listed.date })}
                  className="sr-only"
                />
                <span aria-hidden="true" className="font-semibold">
                  {label.weekday}
                </span>
                <span aria-hidden="true">{label.monthDay}</span>
                <span className="sr-only">{label.long}</span>
                {hasPick && (
                  <span aria-hidden="true" className="absolute right-1 top-1 h-1.5 w-1.5 rounded-full bg-current" data-testid="day-has-pick" />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{BOOKING_MESSAGES.timesOn(dayLabel.long)}</legend>
        <div
          className="mt-2 grid auto-rows-min grid-cols-3 gap-2 sm:grid-cols-4"
          style={{ minHeight: timeRowsHeight(keptRows) }}
        >
          {shown.slots.map((slot) => {
            const checked = slot.start === picked;
            return (
              <label key={slot.start} className={chipClasses(checked, "h-11 text-sm")}>
                <input
                  type="radio"
                  name={`${name}-time`}
                  value={slot.start}
                  checked={checked}
                  onChange={() => booking.dispatch({ type: "pick", start: slot.start })}
                  className="sr-only"
                />
                {formatAppointmentClock(slot.start)}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * A day or time chip: the checked one filled (the strongest look, whatever has focus); the
 * focused one outlined apart from the chip, so focus never reads as the choice.
 */
function chipClasses(checked: boolean, shape: string): string {
  return cn(
    "relative flex cursor-pointer items-center justify-center rounded-lg border font-medium transition-colors",
    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
    checked ? "border-brand-800 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
    shape,
  );
}

/** The picker's shape while the times load (three weeks of weekdays, a full day of times): the loaded picker takes the same room. */
function PickerSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4" data-testid="appointment-skeleton">
      <div>
        <div className="h-5 w-10 rounded bg-slate-100" />
        <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
          {Array.from({ length: 15 }, (_, index) => (
            <div key={index} className="h-14 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
      <div>
        <div className="h-5 w-40 rounded bg-slate-100" />
        <div className="mt-2 grid auto-rows-min grid-cols-3 gap-2 sm:grid-cols-4" style={{ minHeight: timeRowsHeight(TIME_ROWS_KEPT) }}>
          {Array.from({ length: TIME_ROWS_KEPT * TIME_COLUMNS_NARROW }, (_, index) => (
            <div key={index} className="h-11 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
