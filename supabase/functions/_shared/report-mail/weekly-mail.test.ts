import { describe, expect, it } from "vitest";
import { changeText, addDays } from "../domain/report-figures.ts";
import { claimedWeeklyMailSchema, type ClaimedWeeklyMail } from "../schemas/report-mail.ts";
import { reportLink, unsubscribeLink, weeklyReportMail } from "./weekly-mail.ts";

const claimed: ClaimedWeeklyMail = claimedWeeklyMailSchema.parse({
  showcaseId: "6f1c1f0e-3a52-4c1e-9a57-2b1a8d1e0001",
  slug: "14-old-mill-road-tewksbury",
  address: "14 Old Mill Rd",
  city: "Oldwick",
  agentName: "Dana Whitfield",
  agentEmail: "dana.whitfield@example.com",
  unsubscribeToken: "tok_abcdefghijklmnopqrstuvwxyz0123",
  reportKey: "key_abcdefghijklmnopqrstuvwxyz0123",
  weekStart: "2026-11-16",
  attempt: 1,
  thisWeek: { pageViews: 1, uniqueVisitors: 1, averageSecondsOnPage: 95, phoneClicks: 0, emailClicks: 2 },
  weekBefore: { pageViews: 4, uniqueVisitors: 3, averageSecondsOnPage: null, phoneClicks: 0, emailClicks: 0 },
});

describe("weeklyReportMail", () => {
  const mail = weeklyReportMail(
    claimed,
    { siteUrl: "https://www.example.test/", oneClickUrl: "https://api.example.test/functions/v1/report-mail-unsubscribe?token=tok" },
    { name: "Garden State Property Appraisals", phone: "(908) 555-0134" },
  );

  it("goes to the agent, with last week in the subject", () => {
    expect(mail.to).toBe("dana.whitfield@example.com");
    expect(mail.subject).toBe("14 Old Mill Rd: 1 page view last week (Nov 16 – Nov 22)");
  });

  it("sets last week against the week before", () => {
    expect(mail.text).toContain("Here is how your showcase of 14 Old Mill Rd, Oldwick did last week (Nov 16 – Nov 22), against the week before:");
    expect(mail.text).toMatch(/Page views\s+1\s+\(week before: 4, −75%\)/);
    expect(mail.text).toMatch(/Average time on page\s+1 min 35 s\s+\(week before: —\)/);
    expect(mail.text).toMatch(/Phone taps\s+0\s+\(week before: 0, no change\)/);
    expect(mail.text).toMatch(/Email clicks\s+2\s+\(week before: 0, new\)/);
  });

  it("carries the report link, the opt-out link and the one-click headers", () => {
    expect(mail.text).toContain("https://www.example.test/showcase/14-old-mill-road-tewksbury/report?key=key_abcdefghijklmnopqrstuvwxyz0123&days=30");
    expect(mail.text).toContain("To stop these weekly emails: https://www.example.test/report-mail/unsubscribe?token=tok_abcdefghijklmnopqrstuvwxyz0123");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://api.example.test/functions/v1/report-mail-unsubscribe?token=tok>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("links by id when the showcase has no slug", () => {
    expect(reportLink("https://x.test", { ...claimed, slug: null })).toBe(`https://x.test/showcase/${claimed.showcaseId}/report?key=${claimed.reportKey}&days=30`);
    expect(unsubscribeLink("https://x.test/", "a b")).toBe("https://x.test/report-mail/unsubscribe?token=a%20b");
  });
});

describe("report figures", () => {
  it.each([
    [3, 1, "+200%"],
    [1, 4, "−75%"],
    [5, 5, "no change"],
    [2, 0, "new"],
    [0, 3, "−100%"],
    [1001, 1000, "+<1%"],
  ])("%i against %i is %s", (current, previous, text) => {
    expect(changeText(current, previous)).toBe(text);
  });

  it("adds calendar days across months and years", () => {
    expect(addDays("2026-11-30", 6)).toBe("2026-12-06");
    expect(addDays("2026-12-28", 6)).toBe("2027-01-03");
  });
});
