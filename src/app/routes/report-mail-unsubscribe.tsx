import { useEffect, useRef, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { paths } from "@/config/paths";
import { buttonClasses } from "@/components/ui/button";
import { isInvalidReportMailLink, useSetReportMail } from "@/features/showcases/api/set-report-mail";

export const UNSUBSCRIBE_MESSAGES = {
  working: "Stopping the weekly report emails...",
  stopped: "You will no longer receive the weekly report emails",
  stoppedText: "The change applies at once. Your report link keeps working.",
  restarted: "The weekly report emails will start again",
  invalid: "This link is not valid",
  invalidText: "Open the whole link from the email. If it still does not work, reply to the email and we will stop them for you.",
  error: "Something went wrong",
  errorText: "Your choice was not saved. Try again.",
} as const;

/**
 * /report-mail/unsubscribe?token=…: the weekly report mail's opt-out link (docs/decisions/038).
 * Opens and stops the mail at once; offers to start it again. noindex, never linked,
 * never prerendered; its token is kept out of the logs and analytics like the report key.
 */
export function ReportMailUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const mutation = useSetReportMail();
  const started = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token, weeklyMail: false });
  }, [mutate, token]);

  const stop = () => mutation.mutate({ token, weeklyMail: false });
  let title: string = UNSUBSCRIBE_MESSAGES.working;
  let body: ReactNode = null;
  if (mutation.isError) {
    if (isInvalidReportMailLink(mutation.error)) {
      title = UNSUBSCRIBE_MESSAGES.invalid;
      body = <p className="mt-3 text-lg text-slate-600">{UNSUBSCRIBE_MESSAGES.invalidText}</p>;
    } else {
      title = UNSUBSCRIBE_MESSAGES.error;
      body = (
        <>
          <p className="mt-3 text-lg text-slate-600">{UNSUBSCRIBE_MESSAGES.errorText}</p>
          <button type="button" onClick={stop} className={buttonClasses({ className: "mt-6" })}>
            Stop the weekly emails
          </button>
        </>
      );
    }
  } else if (mutation.isSuccess && mutation.data.weeklyMail) {
    title = UNSUBSCRIBE_MESSAGES.restarted;
    body = (
      <button type="button" onClick={stop} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        Stop them after all
      </button>
    );
  } else if (mutation.isSuccess) {
    title = UNSUBSCRIBE_MESSAGES.stopped;
    body = (
      <>
        <p className="mt-3 text-lg text-slate-600">{UNSUBSCRIBE_MESSAGES.stoppedText}</p>
        <button type="button" onClick={() => mutation.mutate({ token, weeklyMail: true })} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
          Start the weekly emails again
        </button>
      </>
    );
  }

  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <Head title="Weekly report emails" description="Stop or restart the weekly showcase report emails." canonicalPath={paths.reportMailUnsubscribe()} noindex />
      <div className="mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900" aria-live="polite">
          {title}
        </h1>
        {body}
      </div>
    </>
  );
}
