import { addDays, changeText, durationText, shortDayText } from "../domain/report-figures.ts";
import type { ClaimedWeeklyMail, WeekFigures } from "../schemas/report-mail.ts";
import type { OutgoingMail } from "../leads/mailer.ts";

/**
 * The weekly summary mail to a showcase's agent (docs/decisions/038): last week's figures against
 * the week before, the private report link, and the opt-out link (also as the
 * List-Unsubscribe header, one-click per RFC 8058). Pure: the caller sends it.
 */

export interface WeeklyMailLinks {
  /** The public site, e.g. https://www.gardenstateappraisals.com (SITE_URL). */
  siteUrl: string;
  /** The opt-out function's URL for one-click unsubscribe (with the public API key where the gateway wants one). */
  oneClickUrl: string;
}

export interface Sender {
  name: string;
  phone: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function reportLink(siteUrl: string, mail: Pick<ClaimedWeeklyMail, "slug" | "showcaseId" | "reportKey">): string {
  const showcase = encodeURIComponent(mail.slug ?? mail.showcaseId);
  return `${trimSlash(siteUrl)}/showcase/${showcase}/report?key=${encodeURIComponent(mail.reportKey)}&days=30`;
}

export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${trimSlash(siteUrl)}/report-mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

function line(label: string, current: string, previous: string, change: string): string {
  return `  ${label.padEnd(22)} ${current.padStart(9)}   (week before: ${previous}${change ? `, ${change}` : ""})`;
}

function figureLines(current: WeekFigures, previous: WeekFigures): string[] {
  const counted = (label: string, key: "pageViews" | "uniqueVisitors" | "phoneClicks" | "emailClicks") =>
    line(label, String(current[key]), String(previous[key]), changeText(current[key], previous[key]));
  return [
    counted("Page views", "pageViews"),
    counted("Unique visitors", "uniqueVisitors"),
    line("Average time on page", durationText(current.averageSecondsOnPage), durationText(previous.averageSecondsOnPage), ""),
    counted("Phone taps", "phoneClicks"),
    counted("Email clicks", "emailClicks"),
  ];
}

export function weeklyReportMail(mail: ClaimedWeeklyMail, links: WeeklyMailLinks, sender: Sender): OutgoingMail {
  const weekEnd = addDays(mail.weekStart, 6);
  const period = `${shortDayText(mail.weekStart)} – ${shortDayText(weekEnd)}`;
  const place = mail.city ? `${mail.address}, ${mail.city}` : mail.address;
  const views = mail.thisWeek.pageViews;
  const optOut = unsubscribeLink(links.siteUrl, mail.unsubscribeToken);
  const text = [
    `Hello ${mail.agentName},`,
    "",
    `Here is how your showcase of ${place} did last week (${period}), against the week before:`,
    "",
    ...figureLines(mail.thisWeek, mail.weekBefore),
    "",
    "Every figure, day by day, what visitors looked at and where they came from:",
    reportLink(links.siteUrl, mail),
    "(This link is private: anyone who has it can see the report.)",
    "",
    `${sender.name}`,
    sender.phone,
    "",
    "--",
    "You get this summary each week your showcase has visitors.",
    `To stop these weekly emails: ${optOut}`,
  ].join("\n");
  return {
    to: mail.agentEmail,
    subject: `${mail.address}: ${views} ${views === 1 ? "page view" : "page views"} last week (${period})`,
    text,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
