/**
 * The calendar invitation of a raw message (RFC 5322, as MailDev gives it at /email/:id/source):
 * its text/calendar part (the alternative mail clients turn into an event), decoded, with the
 * Content-Type naming its method; null when it has none. Shared by the backend tests
 * (tests/backend/helpers/maildev.ts) and the e2e walks (tests/e2e/maildev.ts).
 */
export function calendarPartOfSource(source: string): { contentType: string; ics: string } | null {
  const match = /\r?\nContent-Type: (text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(source);
  if (!match) return null;
  const contentType = match[1]!.replace(/\r?\n[ \t]+/g, " ");
  const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(match[2]!)?.[1]?.toLowerCase() ?? "7bit";
  const body = match[3]!;
  const ics =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8")
        : body;
  return { contentType, ics };
}
