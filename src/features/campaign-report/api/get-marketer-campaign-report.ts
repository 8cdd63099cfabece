import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MarketerCampaignReport } from "#schemas/campaign-report.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** The report RPC refused the caller for too many invalid links (HTTP 429). */
export class CampaignReportRateLimitedError extends Error {
  constructor() {
    super("Too many invalid report links from this connection: try again in 15 minutes");
    this.name = "CampaignReportRateLimitedError";
  }
}

/**
 * A marketer's campaign funnel by the link's key (marketer_campaign_report; docs/decisions/063),
 * or null when the key is wrong, revoked or cannot be a key: all answered alike.
 */
export async function getMarketerCampaignReport(key: string, from: string, to: string, signal?: AbortSignal): Promise<MarketerCampaignReport | null> {
  const [supabase, { CAMPAIGN_LINK_KEY_PATTERN, marketerCampaignReportAnswerSchema }] = await Promise.all([
    getSupabase(),
    import("#schemas/campaign-report.ts"),
  ]);
  if (!CAMPAIGN_LINK_KEY_PATTERN.test(key)) return null;
  let call = supabase.rpc("marketer_campaign_report", { p_key: key, p_from: from, p_to: to });
  if (signal) call = call.abortSignal(signal);
  const { data, error, status } = await call;
  if (status === 429 || error?.code === "P0429") throw new CampaignReportRateLimitedError();
  if (error) throw new SupabaseRequestError(error, "Could not load the report");
  return marketerCampaignReportAnswerSchema.parse(data);
}

export const marketerCampaignReportQueryOptions = (key: string, from: string, to: string) =>
  queryOptions({
    queryKey: ["marketer-campaign-report", key, from, to] as const,
    queryFn: ({ signal }) => getMarketerCampaignReport(key, from, to, signal),
    retry: (failures, error) => !(error instanceof CampaignReportRateLimitedError) && failures < 2,
    staleTime: 60 * 1000,
  });

export function useMarketerCampaignReport(key: string, from: string, to: string) {
  return useQuery(marketerCampaignReportQueryOptions(key, from, to));
}
