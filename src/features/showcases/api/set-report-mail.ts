import { useMutation } from "@tanstack/react-query";
import type { ReportMailSubscription } from "#schemas/report-mail.ts";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";

/** The opt-out link is not (or no longer) a valid link: a malformed (400) or unknown (404) token. */
export function isInvalidReportMailLink(error: unknown): boolean {
  return error instanceof EdgeFunctionError && (error.status === 400 || error.status === 404);
}

/**
 * Turns an agent's weekly report mail off (weeklyMail false) or on again, by the token of
 * the mail's opt-out link (report-mail-unsubscribe). The body is checked with its zod
 * schema, loaded with the call; a malformed token is refused here as the function would.
 */
export async function setReportMail(input: { token: string; weeklyMail: boolean }): Promise<ReportMailSubscription> {
  const { reportMailSubscriptionSchema } = await import("#schemas/report-mail.ts");
  const parsed = reportMailSubscriptionSchema.safeParse(input);
  if (!parsed.success) throw new EdgeFunctionError("report-mail-unsubscribe", 400, { error: "Invalid request" });
  await invokeEdgeFunction("report-mail-unsubscribe", "", { body: parsed.data });
  return parsed.data;
}

export function useSetReportMail() {
  return useMutation({ mutationFn: setReportMail });
}
