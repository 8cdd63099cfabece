import { useMemo, useState } from "react";
import type { DeskAppointment } from "#schemas/owner-appointments.ts";
import { Button } from "@/components/ui/button";
import { formatAppointmentClock } from "@/entities/appointment/domain/appointment-time";
import { cn } from "@/lib/cn";
import { addDays, localDate } from "#shared/booking/time-zone.ts";
import { useDeskCalendar } from "../api/desk-calendar";
import { serviceName, statusLabel } from "../domain/appointment-text";
import { clockLabel, dateTitle, layoutWeek, weekAppointments, weekStartOf, type WeekDay, type WeekItem, type WeekLayout } from "../domain/week-layout";
import { AppointmentDialog } from "./appointment-dialog";

/**
 * /owner/appointments (docs/product.md §2 Owner's desk, Appointments): the week (a 7-column
 * grid on a desktop; a day-by-day agenda with prev/next for one thumb on a phone) with
 * business hours, appointments, holds, imported busy times, blocked hours and blocked days,
 * or the week's list; an appointment opens its dialog (confirm, move, cancel).
 */

const TIME_ZONE = "America/New_York";
const dayTitle = dateTitle;

export const EMPTY_WEEK = "No appointments this week.";
export const LOAD_FAILED = "The week could not be loaded.";

export function OwnerAppointments({ now = Date.now() }: { now?: number }) {
  const today = localDate(now, TIME_ZONE);
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const [dayIndex, setDayIndex] = useState(() => Math.max(0, Math.min(6, daysBetween(weekStartOf(today), today))));
  const [view, setView] = useState<"week" | "list">("week");
  const [open, setOpen] = useState<DeskAppointment | null>(null);
  const calendar = useDeskCalendar(weekStart);
  const layout = useMemo(() => (calendar.data ? layoutWeek(calendar.data, weekStart) : null), [calendar.data, weekStart]);

  const moveWeek = (weeks: number) => {
    setWeekStart(addDays(weekStart, weeks * 7));
    setDayIndex(weeks > 0 ? 0 : 6);
  };
  const moveDay = (days: number) => {
    const next = dayIndex + days;
    if (next < 0) moveWeek(-1);
    else if (next > 6) moveWeek(1);
    else setDayIndex(next);
  };

  return (
    <section aria-labelledby="owner-appointments-title" className="pb-28 md:pb-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="owner-appointments-title" className="text-2xl font-bold text-slate-900">
          Appointments
        </h1>
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {(["week", "list"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn("h-10 rounded-md px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500", view === option ? "bg-brand-700 text-white" : "text-slate-700")}
            >
              {option === "week" ? "Week" : "List"}
            </button>
          ))}
        </div>
      </div>

      <nav aria-label="Weeks" className="mt-3 flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => moveWeek(-1)} aria-label="Previous week">
          ‹ Week
        </Button>
        <p className="flex-1 text-center text-sm font-semibold text-slate-800" aria-live="polite">
          Week of {dayTitle(weekStart)}
        </p>
        <Button variant="outline" size="sm" onClick={() => moveWeek(1)} aria-label="Next week">
          Week ›
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setWeekStart(weekStartOf(today));
            setDayIndex(daysBetween(weekStartOf(today), today));
          }}
        >
          Today
        </Button>
      </nav>

      <Legend />

      {calendar.isPending ? (
        <p role="status" className="mt-6 text-sm text-slate-600">
          Loading the week…
        </p>
      ) : calendar.isError || !layout ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">{LOAD_FAILED}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </div>
      ) : view === "list" ? (
        <AppointmentList layout={layout} onOpen={setOpen} />
      ) : (
        <>
          <WeekGrid layout={layout} today={today} onOpen={setOpen} />
          <DayAgenda day={layout.days[dayIndex]!} today={today} onOpen={setOpen} onMove={moveDay} />
        </>
      )}
      <AppointmentDialog appointment={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const KIND_STYLE: Record<WeekItem["kind"], string> = {
  appointment: "border-brand-700 bg-brand-50 text-brand-950",
  cancelled: "border-slate-300 bg-white text-slate-500 line-through",
  hold: "border-amber-500 bg-amber-50 text-amber-950 border-dashed",
  imported: "border-slate-400 bg-slate-100 text-slate-700",
  blocked: "border-red-300 bg-red-50 text-red-900",
};

const KIND_NAME: Record<WeekItem["kind"], string> = {
  appointment: "Appointment",
  cancelled: "Cancelled",
  hold: "Held by a visitor",
  imported: "Busy (your calendar)",
  blocked: "Blocked hours",
};

function Legend() {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-2 text-xs">
      {(Object.keys(KIND_NAME) as WeekItem["kind"][]).map((kind) => (
        <li key={kind} className={cn("rounded border px-2 py-0.5", KIND_STYLE[kind])}>
          {KIND_NAME[kind]}
        </li>
      ))}
    </ul>
  );
}

/** The item's two visible lines: the start with the client, then the service or why the time is taken. */
function itemLines(item: WeekItem): [string, string] {
  const first = `${formatAppointmentClock(item.start)}${item.appointment?.client ? ` ${item.appointment.client.name}` : ""}`;
  const second = item.appointment ? serviceName(item.appointment) : item.reason ? `${KIND_NAME[item.kind]}: ${item.reason}` : KIND_NAME[item.kind];
  return [first, second];
}

/** What a screen reader hears after the visible lines: the end and the status. */
function itemDetail(item: WeekItem): string {
  const status = item.appointment ? ` (${statusLabel(item.appointment)})` : "";
  return `, until ${formatAppointmentClock(item.end)}${status}`;
}

/**
 * An appointment opens its dialog; anything else is a note. The visible lines are the start of
 * the name (a voice-control user says what they see), the rest is for screen readers only.
 */
function ItemButton({ item, onOpen, className }: { item: WeekItem; onOpen: (a: DeskAppointment) => void; className?: string }) {
  const appointment = item.kind === "hold" ? null : item.appointment;
  const [first, second] = itemLines(item);
  const body = (
    <>
      <span className="block font-semibold">{first}</span>{" "}
      <span className="block truncate">{second}</span>
      <span className="sr-only">{itemDetail(item)}</span>
    </>
  );
  const classes = cn("block w-full overflow-hidden rounded border-l-4 px-2 py-1 text-left text-xs", KIND_STYLE[item.kind], className);
  if (!appointment) {
    // A note takes its name only from aria-label.
    return (
      <div className={classes} aria-label={`${first} ${second}${itemDetail(item)}`} role="note">
        {body}
      </div>
    );
  }
  return (
    <button type="button" className={cn(classes, "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500")} onClick={() => onOpen(appointment)}>
      {body}
    </button>
  );
}

function closedNote(day: WeekDay): string | null {
  if (day.closed?.kind === "blocked") return `Blocked${day.closed.reason ? `: ${day.closed.reason}` : ""}`;
  if (day.closed?.kind === "holiday") return day.closed.name;
  if (!day.hours) return "Closed";
  return null;
}

const ROW_PX_PER_MINUTE = 0.8;

function WeekGrid({ layout, today, onOpen }: { layout: WeekLayout; today: string; onOpen: (a: DeskAppointment) => void }) {
  const { firstMinute, lastMinute } = layout;
  const height = (lastMinute - firstMinute) * ROW_PX_PER_MINUTE;
  const hours: number[] = [];
  for (let minute = firstMinute; minute < lastMinute; minute += 60) hours.push(minute);
  return (
    <div className="mt-4 hidden md:block" data-testid="week-grid">
      <div className="grid grid-cols-[4rem_repeat(7,minmax(0,1fr))] gap-px rounded-lg border border-slate-200 bg-slate-200">
        <div className="bg-white" />
        {layout.days.map((day) => (
          <h2 key={day.date} className={cn("bg-white p-2 text-center text-sm font-semibold", day.date === today ? "text-brand-800" : "text-slate-800")}>
            {dayTitle(day.date, "short")}
            {closedNote(day) ? <span className="block text-xs font-normal text-red-800">{closedNote(day)}</span> : null}
          </h2>
        ))}
        <div className="relative bg-white" style={{ height }} aria-hidden="true">
          {hours.map((minute) => (
            <span key={minute} className="absolute right-1 text-[11px] text-slate-500" style={{ top: (minute - firstMinute) * ROW_PX_PER_MINUTE }}>
              {clockLabel(minute)}
            </span>
          ))}
        </div>
        {layout.days.map((day) => (
          <div key={day.date} className={cn("relative", day.closed || !day.hours ? "bg-slate-100" : "bg-slate-50")} style={{ height }}>
            {day.hours && !day.closed ? (
              <div
                aria-hidden="true"
                className="absolute inset-x-0 bg-white"
                style={{ top: (day.hours.opens - firstMinute) * ROW_PX_PER_MINUTE, height: (day.hours.closes - day.hours.opens) * ROW_PX_PER_MINUTE }}
              />
            ) : null}
            <ul aria-label={dayTitle(day.date)}>
              {day.items.map((item) => (
                <li
                  key={item.key}
                  className="absolute inset-x-0.5"
                  style={{
                    top: (Math.max(item.startMinutes, firstMinute) - firstMinute) * ROW_PX_PER_MINUTE,
                    height: Math.max(22, (Math.min(item.endMinutes, lastMinute) - Math.max(item.startMinutes, firstMinute)) * ROW_PX_PER_MINUTE),
                  }}
                >
                  <ItemButton item={item} onOpen={onOpen} className="h-full" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function DayAgenda({
  day,
  today,
  onOpen,
  onMove,
}: {
  day: WeekDay;
  today: string;
  onOpen: (a: DeskAppointment) => void;
  onMove: (days: number) => void;
}) {
  const note = closedNote(day);
  return (
    <div className="mt-4 md:hidden" data-testid="day-agenda">
      <h2 className="text-lg font-semibold text-slate-900">
        {dayTitle(day.date)}
        {day.date === today ? <span className="ml-2 text-sm font-normal text-brand-800">Today</span> : null}
      </h2>
      <p className="text-sm text-slate-600">
        {note ?? (day.hours ? `Open ${clockLabel(day.hours.opens)} – ${clockLabel(day.hours.closes)}` : "Closed")}
      </p>
      {day.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nothing on this day.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={`On ${dayTitle(day.date)}`}>
          {day.items.map((item) => (
            <li key={item.key}>
              <ItemButton item={item} onOpen={onOpen} className="min-h-12 text-sm" />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Days" className="fixed inset-x-0 bottom-0 z-10 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" size="lg" onClick={() => onMove(-1)}>
          ‹ Previous day
        </Button>
        <Button variant="outline" size="lg" onClick={() => onMove(1)}>
          Next day ›
        </Button>
      </nav>
    </div>
  );
}

function AppointmentList({ layout, onOpen }: { layout: WeekLayout; onOpen: (a: DeskAppointment) => void }) {
  const appointments = weekAppointments(layout);
  if (appointments.length === 0) return <p className="mt-6 text-sm text-slate-600">{EMPTY_WEEK}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="This week's appointments">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <button
            type="button"
            onClick={() => onOpen(appointment)}
            className="flex w-full flex-col gap-0.5 p-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:flex-row sm:items-center sm:gap-4"
          >
            <span className="font-semibold text-slate-900 sm:w-56">
              {dayTitle(localDate(Date.parse(appointment.start), TIME_ZONE), "short")}, {formatAppointmentClock(appointment.start)}
            </span>
            <span className="flex-1 text-slate-800">
              {appointment.client?.name ?? "Appointment"} · {serviceName(appointment)}
              {appointment.client?.address ? ` · ${appointment.client.address}` : ""}
            </span>
            <span className={cn("text-sm", appointment.status === "cancelled" ? "text-slate-500" : appointment.confirmedAt ? "text-green-800" : "text-amber-800")}>
              {statusLabel(appointment)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
