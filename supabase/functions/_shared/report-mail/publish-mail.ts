import type { ClaimedPublishMail } from "../schemas/owner-showcases.ts";
import type { OutgoingMail } from "../leads/mailer.ts";
import { reportLink, type Sender } from "./weekly-mail.ts";

/**
 * The mail to a showcase's agent when the owner publishes it (docs/decisions/069): the showcase
 * link (the unbranded MLS link first when the showcase is marked MLS-unbranded), the other link,
 * where the printable flyer is (the Flyer button of the showcase page and of the report,
 * docs/decisions/037: it is made in the browser), and the private report link with the weekly
 * summary's promise (docs/decisions/038). Pure: the caller sends it.
 */

export type PublishMailData = ClaimedPublishMail & { agentEmail: string };

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function showcaseLinks(siteUrl: string, mail: Pick<ClaimedPublishMail, "slug" | "showcaseId">): { page: string; mls: string } {
  const page = `${trimSlash(siteUrl)}/showcase/${encodeURIComponent(mail.slug ?? mail.showcaseId)}`;
  return { page, mls: `${page}/mls` };
}

export function publishMail(mail: PublishMailData, siteUrl: string, sender: Sender): OutgoingMail {
  const place = mail.city ? `${mail.address}, ${mail.city}` : mail.address;
  const links = showcaseLinks(siteUrl, mail);
  const branded = ["Your showcase page (with your name, photo and brokerage):", links.page];
  const unbranded = ["The unbranded version for the MLS (no names, logos or contact details):", links.mls];
  const text = [
    `Hello ${mail.agentName ?? "there"},`,
    "",
    `The showcase of ${place} is live.`,
    "",
    ...(mail.mlsUnbranded ? [...unbranded, "", ...branded] : [...branded, "", ...unbranded]),
    "",
    "Printable flyer (PDF, US Letter, with a QR code to the showcase): press \"Flyer\" on the showcase page or on your report.",
    "",
    "Your private report (visits, what people looked at, where they came from):",
    reportLink(siteUrl, mail),
    "(This link is private: anyone who has it can see the report.)",
    "",
    `${sender.name}`,
    sender.phone,
  ].join("\n");
  return {
    to: mail.agentEmail,
    subject: `Your showcase of ${mail.address} is live`,
    text,
  };
}
