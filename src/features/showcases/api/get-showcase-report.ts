import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShowcaseReport } from "#schemas/showcase-report.ts";
import { showcaseQueryKeys } from "@/features/showcases/api/showcase-query-keys";
import type { ReportPeriod } from "@/features/showcases/domain/report";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** The report RPC refused the caller for too many invalid links (HTTP 429). */
export class ReportRateLimitedError extends Error {
  constructor() {
    super("Too many invalid report links from this connection: try again in 15 minutes");
    this.name = "ReportRateLimitedError";
  }
}

/**
 * The showcase_report RPC (migration 20261126004100): a showcase's aggregates for the
 * last 7, 30 or 90 days, or null when the showcase is unknown or the key is not its key
 * (the RPC gives one answer for both). The answer is checked with its zod schema, loaded
 * with the call.
 */
export async function getShowcaseReport(showcase: string, key: string, days: ReportPeriod, signal?: AbortSignal): Promise<ShowcaseReport | null> {
  const [supabase, { showcaseReportAnswerSchema, showcaseReportRequestSchema }] = await Promise.all([
    getSupabase(),
    import("#schemas/showcase-report.ts"),
  ]);
  const args = showcaseReportRequestSchema.safeParse({ p_showcase: showcase, p_key: key, p_days: days });
  // A link that cannot be a report link is answered as the RPC would answer it.
  if (!args.success) return null;
  let request = supabase.rpc("showcase_report", args.data);
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (status === 429 || error?.code === "P0429") throw new ReportRateLimitedError();
  if (error) throw new SupabaseRequestError(error, "Could not load the report");
  const parsed = showcaseReportAnswerSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The report has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export const showcaseReportQueryOptions = (showcase: string, key: string, days: ReportPeriod) =>
  queryOptions({
    queryKey: [...showcaseQueryKeys.all, "report", showcase, key, days] as const,
    queryFn: ({ signal }) => getShowcaseReport(showcase, key, days, signal),
    // A refused or wrong link does not pass on a second try; a network failure may.
    retry: (failures, error) => !(error instanceof ReportRateLimitedError) && failures < 2,
    staleTime: 60 * 1000,
  });

export function useShowcaseReport(showcase: string, key: string, days: ReportPeriod) {
  return useQuery(showcaseReportQueryOptions(showcase, key, days));
}
