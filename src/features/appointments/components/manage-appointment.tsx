import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { OpenDay } from "#shared/booking/rules.ts";
import type { ManageAnswer } from "#schemas/appointment-manage.ts";
import { tooLateMessage } from "#shared/booking/manage-answers.ts";
import { CallUsAlert } from "@/components/forms";
import { DayTimeChoice } from "@/entities/appointment/components/day-time-choice";
import { Button } from "@/components/ui/button";
import { refusalOf, useAppointment, useChangeAppointment } from "@/features/appointments/api/manage-appointment";
import { MANAGE_MESSAGES } from "@/features/appointments/domain/messages";
import { formatAppointment } from "@/entities/appointment/domain/appointment-time";
import { limitRefusalOf } from "@/lib/limit-refusal";

/**
 * The manage page's body (docs/decisions/050): the appointment a private link leads to,
 * and, up to 24 hours before it, a move to another open time (the booking picker's
 * <DayTimeChoice>: a group of days, then one of that day's times) or a cancellation (asked twice). Inside 24 hours it explains the
 * fee and gives the phone number instead. Any link that leads nowhere gets one answer.
 */
export function ManageAppointment({ token }: { token: string }) {
  const query = useAppointment(token);
  const change = useChangeAppointment(token);
  const [done, setDone] = useState<"rescheduled" | "cancelled" | null>(null);

  if (query.isPending) return <Frame title={MANAGE_MESSAGES.loading} />;
  if (query.isError) {
    const refusal = refusalOf(query.error);
    if (refusal?.status === 404 || refusal?.status === 400) {
      return (
        <Frame title={MANAGE_MESSAGES.notFound}>
          <p className="mt-3 text-lg text-slate-600">{MANAGE_MESSAGES.notFoundText}</p>
        </Frame>
      );
    }
    // The per-address limit's refusal says to call, and when the page works again (decision 059).
    const limit = limitRefusalOf(query.error);
    return (
      <Frame title={MANAGE_MESSAGES.loadFailed}>
        {limit && <CallUsAlert message={limit} className="mt-4" />}
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {MANAGE_MESSAGES.retry}
        </Button>
      </Frame>
    );
  }

  const { appointment, times, phone } = query.data;
  const cancelled = appointment.status === "cancelled";
  const title =
    done === "rescheduled"
      ? MANAGE_MESSAGES.rescheduled
      : done === "cancelled"
        ? MANAGE_MESSAGES.cancelledNow
        : cancelled
          ? MANAGE_MESSAGES.cancelled
          : MANAGE_MESSAGES.heading;

  const act = (action: { action: "reschedule"; start: string } | { action: "cancel" }) =>
    change.mutate(action, {
      onSuccess: () => setDone(action.action === "cancel" ? "cancelled" : "rescheduled"),
      onError: (error) => {
        // A taken time or a window that just closed: show the appointment as it is now.
        if (refusalOf(error)?.status === 409) void query.refetch();
      },
    });

  return (
    <Frame title={title}>
      <Details answer={query.data} />
      {done && <p className="mt-4 text-slate-700">{MANAGE_MESSAGES.mailNote}</p>}
      <ChangeError error={change.error} phone={phone} />
      {!cancelled && !appointment.changeable && (
        <section className="mt-8 rounded-lg bg-amber-50 p-4 text-left" aria-labelledby="inside-window">
          <h2 id="inside-window" className="text-lg font-semibold text-slate-900">
            {MANAGE_MESSAGES.insideWindow}
          </h2>
          <p className="mt-2 text-slate-700">{tooLateMessage(phone)}</p>
          <a className="mt-3 inline-block font-semibold text-brand-900 underline" href={`tel:+1${phone.replace(/\D/g, "").slice(-10)}`}>
            Call {phone}
          </a>
        </section>
      )}
      {!cancelled && appointment.changeable && times && (
        <>
          <p className="mt-6 text-sm text-slate-600">{MANAGE_MESSAGES.freeNote}</p>
          <Reschedule key={appointment.start} days={times.days} busy={change.isPending} onMove={(start) => act({ action: "reschedule", start })} />
          <Cancel busy={change.isPending} onCancel={() => act({ action: "cancel" })} />
        </>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900" aria-live="polite">
        {title}
      </h1>
      {children}
    </div>
  );
}

function Details({ answer }: { answer: ManageAnswer }) {
  const { appointment } = answer;
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
      <dt className="font-semibold">When</dt>
      <dd data-testid="appointment-when">
        {formatAppointment(appointment.start)} ({appointment.durationMinutes} minutes)
      </dd>
      <dt className="font-semibold">Service</dt>
      <dd>{appointment.service}</dd>
      <dt className="font-semibold">Property</dt>
      <dd>{appointment.address}</dd>
    </dl>
  );
}

function ChangeError({ error, phone }: { error: Error | null; phone: string }) {
  if (!error) return null;
  const refusal = refusalOf(error);
  // The per-address limit's refusal names the phone number (decision 059); the per-appointment one does not.
  const limit = limitRefusalOf(error);
  if (limit?.includes(phone)) return <CallUsAlert message={limit} className="mt-4" />;
  const message =
    refusal?.code === "slot_taken"
      ? MANAGE_MESSAGES.taken
      : refusal?.code === "too_late"
        ? (refusal.message ?? tooLateMessage(phone))
        : refusal?.status === 429
          ? MANAGE_MESSAGES.tooMany
          : MANAGE_MESSAGES.changeFailed;
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

function Reschedule({ days, busy, onMove }: { days: OpenDay[]; busy: boolean; onMove: (start: string) => void }) {
  const headingId = useId();
  const [chosenDate, setDate] = useState(days[0]?.date ?? "");
  const [chosenStart, setStart] = useState<string | null>(null);
  // Fresh times (after a taken time) may no longer have the day or time chosen.
  const day = days.find((candidate) => candidate.date === chosenDate) ?? days[0];
  const date = day?.date ?? "";
  const start = day?.slots.some((slot) => slot.start === chosenStart) ? chosenStart : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start) onMove(start);
  };
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {MANAGE_MESSAGES.moveHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{MANAGE_MESSAGES.zoneNote}</p>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">{MANAGE_MESSAGES.noTimes}</p>
      ) : (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-4">
          <DayTimeChoice
            days={days}
            shownDay={date}
            picked={start}
            onShowDay={(shown) => {
              setDate(shown);
              setStart(null);
            }}
            onPick={setStart}
          />
          <Button type="submit" disabled={!start || busy} className="self-start">
            {MANAGE_MESSAGES.moveButton}
          </Button>
        </form>
      )}
    </section>
  );
}

function Cancel({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="outline" className="mt-8" onClick={() => setAsking(true)}>
        {MANAGE_MESSAGES.cancelButton}
      </Button>
    );
  }
  return (
    <div className="mt-8 rounded-lg border border-slate-300 p-4" role="group" aria-label={MANAGE_MESSAGES.cancelQuestion}>
      <p className="text-slate-800">{MANAGE_MESSAGES.cancelQuestion}</p>
      <div className="mt-3 flex gap-3">
        <Button disabled={busy} onClick={onCancel}>
          {MANAGE_MESSAGES.confirmCancel}
        </Button>
        <Button variant="outline" onClick={() => setAsking(false)}>
          {MANAGE_MESSAGES.keep}
        </Button>
      </div>
    </div>
  );
}
