import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { buttonClasses } from "@/components/ui/button";
import { BusinessContactList } from "@/components/business-contact-list";
import { CheckIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { formatAppointment } from "@/entities/appointment/domain/appointment-time";
import type { BookedAppointment } from "#schemas/booking.ts";
import { bookedAppointmentOf } from "@/entities/appointment/domain/booked-appointment";
import { reportSubmissionConversion } from "@/lib/conversion";

const APPOINTMENT_STEP = "Appointment confirmation";

const nextSteps = [
  {
    title: "Invoice & confirmation",
    text: "Within 24 hours you'll receive your invoice and a confirmation email with the details of your request.",
  },
  {
    title: APPOINTMENT_STEP,
    text: "We'll contact you to confirm a date and time for the inspection or photo shoot.",
  },
  {
    title: "Service coordination",
    text: "We coordinate access with you, your agent or the homeowner, and keep you updated until delivery.",
  },
];

/** Shown after a successful service request (the quote flow arrives with a ThankYouState). */
export function ThankYouPage() {
  const { state } = useLocation();
  useEffect(() => {
    // Only on arrival from the quote flow, once per submission per browser session: not
    // on a direct visit or a reload (React's development double effects included).
    reportSubmissionConversion("service_request", paths.thankYou(), state);
  }, [state]);
  // The booked time comes with the router state only (docs/decisions/047). Read after
  // hydration: the prerendered page has no state, and a reload keeps it.
  const [appointment, setAppointment] = useState<BookedAppointment | null>(null);
  useEffect(() => setAppointment(bookedAppointmentOf(state)), [state]);
  const steps = appointment
    ? nextSteps.map((step) =>
        step.title === APPOINTMENT_STEP
          ? { title: "Your appointment", text: "The time you picked is reserved for you. We'll contact you if anything about it needs to change." }
          : step,
      )
    : nextSteps;

  return (
    <>
      <Head
        title="Thank You"
        description={`Your request to ${site.name} has been received. You'll receive an invoice and confirmation email within 24 hours.`}
        canonicalPath={paths.thankYou()}
        noindex
      />
      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <CheckIcon className="h-8 w-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Thank You!</h1>
        <p className="mt-4 text-lg text-slate-700">
          Your request has been received. You'll get an invoice and a confirmation email within 24 hours.
        </p>
        {appointment && (
          <p className="mx-auto mt-6 max-w-xl rounded-xl bg-brand-50 px-4 py-3 text-lg font-semibold text-brand-900 ring-1 ring-brand-200">
            Your appointment: {formatAppointment(appointment.start)}
          </p>
        )}
        {appointment?.manageToken && (
          <p className="mt-3 text-slate-700">
            <Link className="font-semibold text-brand-900 underline" to={paths.appointment(appointment.manageToken)}>
              Reschedule or cancel your appointment
            </Link>{" "}
            (free up to 24 hours before; the link is also in your confirmation email).
          </p>
        )}
      </section>

      <section aria-labelledby="next-steps-heading" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
            What happens next
          </h2>
          <ol className="mt-6 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>

          <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="font-semibold text-slate-900">Questions in the meantime?</h2>
            <BusinessContactList order={["email", "phone"]} className="mt-3 space-y-2" itemClassName="gap-3" />
          </div>

          <div className="mt-10 text-center">
            <Link to={paths.home()} className={buttonClasses({ size: "lg" })}>
              Return to Homepage
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
