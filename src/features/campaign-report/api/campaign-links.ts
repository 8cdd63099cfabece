import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignLink, CampaignLinkForm } from "#schemas/campaign-report.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";

/** The marketer links, newest first (campaign_report_links, owners at aal2 only; docs/decisions/063). */
export async function listCampaignLinks(): Promise<CampaignLink[]> {
  const [supabase, { campaignLinkSchema }] = await Promise.all([getSupabase(), import("#schemas/campaign-report.ts")]);
  const { data, error } = await supabase
    .from("campaign_report_links")
    .select("id, report_key, label, campaigns, created_at, revoked_at")
    .order("created_at", { ascending: false })
    .limit(200);
  if (error) throw new SupabaseRequestError(error, "Loading the marketer links failed");
  return campaignLinkSchema.array().parse(data);
}

export const campaignLinksKey = ["owner-campaign-links"] as const;

export const campaignLinksQueryOptions = () => queryOptions({ queryKey: campaignLinksKey, queryFn: listCampaignLinks });

export function useCampaignLinks() {
  return useQuery(campaignLinksQueryOptions());
}

/** A new link (owner_create_campaign_link): the database normalises the names and records it. */
export async function createCampaignLink(form: CampaignLinkForm): Promise<CampaignLink> {
  const [supabase, { campaignLinkSchema }] = await Promise.all([getSupabase(), import("#schemas/campaign-report.ts")]);
  const { data, error } = await supabase.rpc("owner_create_campaign_link", { p_label: form.label, p_campaigns: form.campaigns });
  if (error) throw new SupabaseRequestError(error, "Making the link failed");
  return campaignLinkSchema.parse(data);
}

/** Revokes a link at once (owner_revoke_campaign_link): its page then shows what a wrong link shows. */
export async function revokeCampaignLink(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_revoke_campaign_link", { p_id: id });
  if (error) throw new SupabaseRequestError(error, "Revoking the link failed");
}

export function useCreateCampaignLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaignLink, onSettled: () => queryClient.invalidateQueries({ queryKey: campaignLinksKey }) });
}

export function useRevokeCampaignLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCampaignLink, onSettled: () => queryClient.invalidateQueries({ queryKey: campaignLinksKey }) });
}
