import type { Ref } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { site } from "@/config/site";

export interface CallUsAlertProps {
  /** The function's 429 message (it names the phone number and when the form works again). */
  message: string;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

export const CALL_US_TITLE = "Please call us";

function PhoneLink() {
  return (
    <a href={site.phoneHref} className="font-semibold underline">
      {site.phone}
    </a>
  );
}

/**
 * A limit's refusal in place (docs/decisions/059-form-primitives.md): the message the function
 * answered, its phone number a tel: link (appended when the message names another spelling),
 * inside a <FormAlert> beside the submit button, so the fields keep what was typed in view.
 */
export function CallUsAlert({ message, ref, className }: CallUsAlertProps) {
  const at = message.indexOf(site.phone);
  return (
    <FormAlert title={CALL_US_TITLE} ref={ref} className={className}>
      {at >= 0 ? (
        <p>
          {message.slice(0, at)}
          <PhoneLink />
          {message.slice(at + site.phone.length)}
        </p>
      ) : (
        <>
          <p>{message}</p>
          <p className="mt-1">
            Call <PhoneLink />
          </p>
        </>
      )}
    </FormAlert>
  );
}
