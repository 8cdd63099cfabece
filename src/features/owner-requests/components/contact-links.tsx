import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { fullName, phoneLabel, telHref } from "@/features/owner-requests/domain/request-facts";

/** One-tap call and mail for a client: big enough for a thumb, named for a screen reader. */
export function ContactLinks({ first_name, last_name, email, phone }: { first_name: string; last_name: string; email: string; phone: string | null }) {
  const name = fullName({ first_name, last_name });
  const tel = telHref(phone);
  return (
    <div className="flex flex-wrap gap-2">
      {tel && phone && (
        <a href={tel} className={buttonClasses({ variant: "outline", size: "md" })} aria-label={`Call ${name}, ${phoneLabel(phone)}`}>
          <PhoneIcon className="h-4 w-4" />
          Call
        </a>
      )}
      <a href={`mailto:${email}`} className={buttonClasses({ variant: "outline", size: "md" })} aria-label={`Email ${name}, ${email}`}>
        <MailIcon className="h-4 w-4" />
        Email
      </a>
    </div>
  );
}
