import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { CANCEL_REASON_MAX, type DeskAppointment } from "#schemas/owner-appointments.ts";
import { FormAlert, FormField, TextArea } from "@/components/forms";
import { DayTimeChoice } from "@/entities/appointment/components/day-time-choice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { formatAppointment, formatAppointmentClock } from "@/entities/appointment/domain/appointment-time";
import { freshTimesOf, useMoveTimes, useOwnerAppointmentChange } from "../api/owner-appointment";
import { failureMessage } from "../api/owner-request";
import { serviceName, statusLabel } from "../domain/appointment-text";

/**
 * One appointment in a dialog (docs/product.md §2 Owner's desk, Appointments): who, what,
 * when, and the owner's actions: confirm, move to an open time (the mails and the .ics go
 * to the client), cancel with a reason the client is told. A refused change says why and
 * keeps what was chosen or typed.
 */

type Mode = "view" | "move" | "cancel";

export const MOVED_MESSAGE = "Moved. The client has the new time and an updated invitation.";
export const CANCELLED_MESSAGE = "Cancelled. The client has been told, with your reason.";
export const CONFIRMED_MESSAGE = "Confirmed.";
export const SLOT_TAKEN_MESSAGE = "That time was just taken. The open times below are fresh: choose another.";

export function AppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: DeskAppointment | null;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>("view");
  const [done, setDone] = useState<string | null>(null);
  const open = appointment !== null;
  const close = () => {
    setMode("view");
    setDone(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent size="lg">
        {appointment ? (
          <>
            <DialogTitle className="pr-10 text-lg font-semibold text-slate-900">
              {appointment.client?.name ?? "Appointment"}: {serviceName(appointment)}
            </DialogTitle>
            <DialogDescription className="mt-1 text-sm text-slate-600">
              {formatAppointment(appointment.start)} ({appointment.durationMinutes} minutes) · {statusLabel(appointment)}
            </DialogDescription>
            <Details appointment={appointment} />
            {done ? (
              <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
                {done}
              </p>
            ) : null}
            {appointment.status === "booked" && !done ? (
              mode === "move" ? (
                <MoveForm appointment={appointment} onDone={setDone} onBack={() => setMode("view")} />
              ) : mode === "cancel" ? (
                <CancelForm appointment={appointment} onDone={setDone} onBack={() => setMode("view")} />
              ) : (
                <Actions appointment={appointment} onMode={setMode} onDone={setDone} />
              )
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Details({ appointment }: { appointment: DeskAppointment }) {
  const client = appointment.client;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-500">Property</dt>
      <dd className="text-slate-900">{client?.address ?? `${appointment.municipality ?? ""} ${appointment.county} county`.trim()}</dd>
      {client ? (
        <>
          <dt className="text-slate-500">Phone</dt>
          <dd>
            <a className="font-medium text-brand-800 underline" href={`tel:${client.phone}`}>
              {client.phone}
            </a>
          </dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all">
            <a className="font-medium text-brand-800 underline" href={`mailto:${client.email}`}>
              {client.email}
            </a>
          </dd>
        </>
      ) : null}
      {appointment.serviceRequestId && appointment.serviceType === "photography" ? (
        <>
          <dt className="text-slate-500">Showcase</dt>
          <dd>
            <Link className="font-medium text-brand-800 underline" to={paths.ownerShowcaseNew(appointment.serviceRequestId)}>
              New showcase from this shoot
            </Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Actions({
  appointment,
  onMode,
  onDone,
}: {
  appointment: DeskAppointment;
  onMode: (mode: Mode) => void;
  onDone: (message: string) => void;
}) {
  const change = useOwnerAppointmentChange();
  return (
    <div className="mt-6">
      {change.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {failureMessage(change.error)}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {appointment.confirmedAt ? (
          <p className="self-center text-sm text-slate-600">Confirmed</p>
        ) : (
          <Button
            disabled={change.isPending}
            onClick={() => change.mutate({ action: "confirm", id: appointment.id }, { onSuccess: () => onDone(CONFIRMED_MESSAGE) })}
          >
            {change.isPending ? "Confirming…" : "Confirm"}
          </Button>
        )}
        <Button variant="outline" onClick={() => onMode("move")}>
          Move
        </Button>
        <Button variant="outline" className="text-red-700" onClick={() => onMode("cancel")}>
          Cancel appointment
        </Button>
      </div>
    </div>
  );
}

function MoveForm({
  appointment,
  onDone,
  onBack,
}: {
  appointment: DeskAppointment;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const times = useMoveTimes(appointment.id, true);
  const change = useOwnerAppointmentChange();
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const days = times.data?.days ?? [];
  const shownDay = days.some((d) => d.date === day) ? day! : (days[0]?.date ?? "");
  const taken = freshTimesOf(change.error) !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!start) return;
    change.mutate({ action: "move", id: appointment.id, start }, { onSuccess: () => onDone(MOVED_MESSAGE) });
  }

  if (times.isPending) return <p className="mt-6 text-sm text-slate-600" role="status">Loading open times…</p>;
  if (times.isError)
    return (
      <div className="mt-6" role="alert">
        <p className="text-sm text-red-700">The open times could not be loaded.</p>
        <Button variant="outline" className="mt-2" onClick={() => void times.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <form className="mt-6 space-y-4" onSubmit={submit} aria-label="Move the appointment">
      {days.length === 0 ? (
        <p className="text-sm text-slate-700">No open times in the booking window. Free a day, or change the rules in Settings.</p>
      ) : (
        <DayTimeChoice
          days={days}
          shownDay={shownDay}
          picked={start}
          onShowDay={setDay}
          onPick={setStart}
          refreshing={times.isFetching}
        />
      )}
      {change.isError ? <FormAlert title={taken ? SLOT_TAKEN_MESSAGE : failureMessage(change.error)} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!start || change.isPending}>
          {change.isPending ? "Moving…" : start ? `Move to ${formatAppointmentClock(start)}` : "Move"}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

function CancelForm({
  appointment,
  onDone,
  onBack,
}: {
  appointment: DeskAppointment;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const change = useOwnerAppointmentChange();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    change.mutate({ action: "cancel", id: appointment.id, reason: reason.trim() }, { onSuccess: () => onDone(CANCELLED_MESSAGE) });
  }

  return (
    <form className="mt-6 space-y-3" onSubmit={submit} aria-label="Cancel the appointment" noValidate>
      <FormField label="Reason (the client reads it)" required error={missing ? "Say why, for the client" : undefined}>
        <TextArea
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </FormField>
      {change.isError ? <FormAlert title={failureMessage(change.error)} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={change.isPending}>
          {change.isPending ? "Cancelling…" : "Cancel and tell the client"}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
