import type { ShowcaseAgent } from "#schemas/property-showcase.ts";
import { MediaImage } from "@/components/media-image";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { FacebookIcon, InstagramIcon, LinkedInIcon, UserIcon, XIcon, YouTubeIcon } from "@/features/showcases/components/showcase-icons";
import type { RealtorContactMethod } from "@/features/showcases/api/log-realtor-contact";
import { cn } from "@/lib/cn";
import { mediaUrl, responsiveMedia } from "@/lib/media-url";

/** The agent's name, or 'N/A' when the showcase has none (docs/product.md §2.3 Agent). */
export function agentDisplayName(agent: ShowcaseAgent | null): string {
  return agent?.name?.trim() || "N/A";
}

/** "tel:+19085550142" from "(908) 555-0142"; null without 10 or 11 digits. */
export function phoneHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return null;
}

function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const SOCIALS = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "x", label: "X", Icon: XIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "youtube", label: "YouTube", Icon: YouTubeIcon },
] as const;

export function AgentSocialLinks({ agent, className }: { agent: ShowcaseAgent; className?: string }) {
  const name = agentDisplayName(agent);
  const links = SOCIALS.flatMap((social) => {
    const href = safeHttpUrl(agent[social.key]);
    return href ? [{ ...social, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={`${name} on social media`}>
      {links.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label} (opens in a new tab)`}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-brand-700 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Icon className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AgentHeadshot({ agent, size }: { agent: ShowcaseAgent | null; size: number }) {
  const src = mediaUrl(agent?.headshot_url);
  const style = { width: size, height: size };
  if (!src) {
    return (
      <span style={style} className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700" role="img" aria-label="No agent photo">
        <UserIcon className="h-1/2 w-1/2" />
      </span>
    );
  }
  return (
    <MediaImage
      {...responsiveMedia(src, "headshot")}
      alt={`Photo of ${agentDisplayName(agent)}`}
      eager
      style={style}
      className="shrink-0 rounded-full object-cover ring-2 ring-white"
    />
  );
}

export function BrokerageMark({ agent, compact }: { agent: ShowcaseAgent; compact?: boolean }) {
  const logo = mediaUrl(agent.brokerage_logo_url);
  const name = agent.brokerage_name?.trim();
  if (!logo && !name) return null;
  return (
    <div className="flex items-center gap-2">
      {logo && !compact && (
        <MediaImage {...responsiveMedia(logo, "logo")} alt={name ? `${name} logo` : "Brokerage logo"} className="h-8 w-auto max-w-[7.5rem] object-contain" />
      )}
      {name && <p className={cn("text-slate-600", compact ? "text-xs" : "text-sm")}>{name}</p>}
    </div>
  );
}

export interface ContactLinksProps {
  agent: ShowcaseAgent;
  onContact: (method: RealtorContactMethod) => void;
  /** Icon-only buttons (compact card, bottom bar). */
  iconOnly?: boolean;
  className?: string;
}

/** The agent's phone and email links; each click is reported through `onContact`. */
export function AgentContactLinks({ agent, onContact, iconOnly = false, className }: ContactLinksProps) {
  const tel = phoneHref(agent.phone);
  const email = agent.email?.trim();
  const name = agentDisplayName(agent);
  if (!tel && !email) return null;
  const linkClass = cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
    iconOnly ? "h-11 w-11" : "min-h-11 px-4 py-2 text-sm",
  );
  return (
    <div className={cn("flex gap-2", className)}>
      {tel && (
        <a
          href={tel}
          onClick={() => onContact("phone")}
          aria-label={iconOnly ? `Call ${name} at ${agent.phone ?? ""}` : undefined}
          className={cn(linkClass, "bg-brand-700 text-white hover:bg-brand-800")}
        >
          <PhoneIcon className="h-4 w-4" />
          {!iconOnly && <span>{agent.phone}</span>}
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          onClick={() => onContact("email")}
          aria-label={iconOnly ? `Email ${name}` : `Email ${name} at ${email}`}
          className={cn(linkClass, "border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800")}
        >
          <MailIcon className="h-4 w-4" />
          {!iconOnly && <span>Email</span>}
        </a>
      )}
    </div>
  );
}
