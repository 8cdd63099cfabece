import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { CallUsAlert } from "@/components/forms";
import { DayTimeChoice, TIME_COLUMNS_NARROW, TIME_ROWS_KEPT, timeRowsHeight } from "@/entities/appointment/components/day-time-choice";
import { Button } from "@/components/ui/button";
import type { AppointmentBooking } from "@/features/quote/components/use-appointment-booking";
import { chosenStart, shownDay, type AppointmentNotice, type AppointmentState } from "@/features/quote/domain/appointment-choice";
import type { OpenDay } from "#shared/booking/rules.ts";
import { BOOKING_MESSAGES } from "@/features/quote/domain/messages";
import { APPOINTMENT_ZONE_NOTE, formatAppointment, formatAppointmentClock } from "@/entities/appointment/domain/appointment-time";

/**
 * "Pick a time" (docs/decisions/047): the open days and times of the next three weeks as the
 * two radio groups of <DayTimeChoice>.
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
      {picking && state.notice === "hold-failed" && state.refusal ? (
        <CallUsAlert message={state.refusal} ref={noticeRef} className="mt-3 text-sm" />
      ) : (
        picking && state.notice && <Notice notice={state.notice} ref={noticeRef} />
      )}
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
  return (
    <DayTimeChoice
      days={days}
      shownDay={shownDay(
        state,
        days.map((listed) => listed.date),
      )}
      picked={chosenStart(state.choice)}
      onShowDay={(day) => booking.dispatch({ type: "show-day", day })}
      onPick={(start) => booking.dispatch({ type: "pick", start })}
      refreshing={refreshing}
    />
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
