import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnerCampaignReport } from "#schemas/campaign-report.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

export interface OwnerReportQuery {
  from: string;
  to: string;
  source: string | null;
  medium: string | null;
}

/** The desk's campaign funnel (owner_campaign_report; docs/decisions/063), checked with its schema. */
export async function getOwnerCampaignReport(query: OwnerReportQuery, signal?: AbortSignal): Promise<OwnerCampaignReport> {
  const [supabase, { ownerCampaignReportSchema }] = await Promise.all([getSupabase(), import("#schemas/campaign-report.ts")]);
  let call = supabase.rpc("owner_campaign_report", {
    p_from: query.from,
    p_to: query.to,
    ...(query.source ? { p_source: query.source } : {}),
    ...(query.medium ? { p_medium: query.medium } : {}),
  });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw new SupabaseRequestError(error, "Loading the campaigns failed");
  return ownerCampaignReportSchema.parse(data);
}

export const ownerCampaignReportKey = ["owner-campaign-report"] as const;

export const ownerCampaignReportQueryOptions = (query: OwnerReportQuery) =>
  queryOptions({
    queryKey: [...ownerCampaignReportKey, query.from, query.to, query.source, query.medium] as const,
    queryFn: ({ signal }) => getOwnerCampaignReport(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOwnerCampaignReport(query: OwnerReportQuery) {
  return useQuery(ownerCampaignReportQueryOptions(query));
}
