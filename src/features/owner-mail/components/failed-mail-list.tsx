import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import type { FailedAppointmentMail, FailedLeadMail } from "#schemas/owner-desk.ts";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatAppointment } from "@/entities/appointment/domain/appointment-time";
import { deskProblemOf, type DeskProblem } from "@/lib/desk-problem";
import { useFailedMail } from "@/features/owner-mail/api/list-failed-mail";
import { useResendFailedMail, type ResendTarget } from "@/features/owner-mail/api/resend-failed-mail";

/** The Failed mail page's texts (docs/product.md, "The owner's desk"), shown exactly as written. */
export const FAILED_MAIL_MESSAGES = {
  loading: "Loading failed mail…",
  loadFailed: "The failed mail could not be loaded. Check the connection and try again.",
  empty: "No mail has failed. Every request and appointment mail went out.",
  queued: "Queued: it goes out within 5 minutes.",
  handling: "Being sent right now",
  problems: {
    "signed-out": "Your session has ended or lacks the second factor. Sign in again.",
    "changed-elsewhere": "This mail is no longer failed (sent again already, or being sent). The list is up to date now.",
    "not-found": "This mail no longer exists.",
    refused: "This mail cannot be sent again.",
    failed: "It could not be queued. Check the connection and try again.",
  } satisfies Record<DeskProblem, string>,
} as const;

const MAIL_KIND: Record<FailedAppointmentMail["kind"], string> = {
  rescheduled: "Moved appointment",
  cancelled: "Cancelled appointment",
  reminder: "Reminder",
};

function leadWhatFailed(mail: FailedLeadMail): string {
  const missing = [mail.notification_sent ? null : "your notification", mail.confirmation_sent ? null : "the client's confirmation"].filter(Boolean);
  return missing.length === 0 ? "Nothing owed" : `Not sent: ${missing.join(" and ")}`;
}

function ResendButton({ target, label, handling }: { target: ResendTarget; label: string; handling: boolean }) {
  const resend = useResendFailedMail();
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setProblem(null);
    try {
      await resend.mutateAsync(target);
      toast.success(FAILED_MAIL_MESSAGES.queued);
    } catch (error) {
      setProblem(FAILED_MAIL_MESSAGES.problems[deskProblemOf(error)]);
    }
  };
  if (handling) return <p className="text-sm font-semibold text-slate-700">{FAILED_MAIL_MESSAGES.handling}</p>;
  return (
    <div>
      <Button onClick={() => void send()} disabled={resend.isPending} aria-label={`Send again: ${label}`} className="w-full sm:w-auto">
        {resend.isPending ? "Queuing…" : "Send again"}
      </Button>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The mails given up on after every retry (docs/decisions/034, 050): the leads' and the
 * appointments', each with the client to call and "Send again", which queues it for the mail job.
 */
export function FailedMailList() {
  const query = useFailedMail();
  if (query.isPending) return <p role="status">{FAILED_MAIL_MESSAGES.loading}</p>;
  if (query.isError)
    return (
      <LoadFailed message={FAILED_MAIL_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
    );
  const { leads, appointment_mails: appointmentMails } = query.data;
  if (leads.length === 0 && appointmentMails.length === 0) return <p className="py-8 text-center text-slate-700">{FAILED_MAIL_MESSAGES.empty}</p>;
  return (
    <div className="grid gap-6">
      {leads.length > 0 && (
        <section aria-labelledby="failed-lead-mail-heading">
          <h2 id="failed-lead-mail-heading" className="text-lg font-semibold text-slate-900">
            Requests ({leads.length})
          </h2>
          <ul className="mt-2 grid gap-3">
            {leads.map((mail) => {
              const name = `${mail.first_name} ${mail.last_name}`;
              return (
                <li key={`${mail.kind}-${mail.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">
                    <Link to={paths.ownerRequest(mail.kind, mail.id)} className="underline">
                      {name}
                    </Link>{" "}
                    <span className="font-normal text-slate-700">· {mail.email}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-800">{leadWhatFailed(mail)}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {mail.attempts} attempts{mail.last_error ? `; last error: ${mail.last_error}` : ""}
                  </p>
                  <div className="mt-3">
                    <ResendButton target={{ type: "lead", kind: mail.kind, id: mail.id }} label={`the mail of ${name}'s request`} handling={mail.handling} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {appointmentMails.length > 0 && (
        <section aria-labelledby="failed-appointment-mail-heading">
          <h2 id="failed-appointment-mail-heading" className="text-lg font-semibold text-slate-900">
            Appointments ({appointmentMails.length})
          </h2>
          <ul className="mt-2 grid gap-3">
            {appointmentMails.map((mail) => {
              const name = mail.first_name ? `${mail.first_name} ${mail.last_name ?? ""}`.trim() : "An appointment entered by hand";
              const label = `${MAIL_KIND[mail.kind]} to ${mail.recipient === "visitor" ? name : "the business"}`;
              return (
                <li key={mail.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">{label}</p>
                  <p className="mt-1 text-sm text-slate-800">
                    The mail said {formatAppointment(mail.starts_at)}; the appointment is {mail.appointment_status} for {formatAppointment(mail.appointment_starts_at)}.
                  </p>
                  {mail.email && (
                    <p className="mt-1 text-sm text-slate-700">
                      {name} · {mail.email}
                      {mail.phone ? ` · ${mail.phone}` : ""}
                    </p>
                  )}
                  <p className="mt-1 text-sm text-slate-700">
                    {mail.attempts} attempts{mail.last_error ? `; last error: ${mail.last_error}` : ""}
                  </p>
                  <div className="mt-3">
                    <ResendButton target={{ type: "appointment", id: mail.id }} label={label} handling={mail.handling} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
