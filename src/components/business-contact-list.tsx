import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { site } from "@/config/site";
import { cn } from "@/lib/cn";

type ContactItem = "phone" | "email";

/** The business's phone and email as links with their icons, from the one site config. */
export function BusinessContactList({
  order = ["phone", "email"],
  className,
  itemClassName = "gap-2",
}: {
  order?: readonly ContactItem[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={cn("text-slate-700", className)}>
      {order.map((item) =>
        item === "phone" ? (
          <li key="phone" className={cn("flex items-center", itemClassName)}>
            <PhoneIcon className="h-4 w-4 text-brand-700" />
            <a href={site.phoneHref} className="font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
          </li>
        ) : (
          <li key="email" className={cn("flex items-center", itemClassName)}>
            <MailIcon className="h-4 w-4 text-brand-700" />
            <a href={site.emailHref} className="break-all font-semibold text-brand-700 hover:underline">
              {site.email}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
