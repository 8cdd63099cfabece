import { getSupabase } from "@/lib/supabase";
import { currentVisitSessionId, firstTimeThisSession } from "@/lib/visit-session";

export type QuoteStep = "opened" | "priced";

/**
 * Records a step of the quote for the campaign funnel (docs/decisions/063-campaign-funnel.md):
 * the browser session's id and the step, nothing about the visitor, once per session and step
 * (log_quote_step stores one row per pair at most). Failures are ignored: a lost step costs a
 * figure, never the quote.
 */
export function logQuoteStep(step: QuoteStep): void {
  const sessionId = currentVisitSessionId();
  if (!sessionId || !firstTimeThisSession(`quote-step:${sessionId}:${step}`)) return;
  void getSupabase()
    .then((supabase) => supabase.rpc("log_quote_step", { p_session_id: sessionId, p_step: step }))
    .then(({ error }) => {
      if (error) console.warn("Quote step not logged:", error.message);
    })
    .catch((error: unknown) => console.warn("Quote step not logged:", error));
}
