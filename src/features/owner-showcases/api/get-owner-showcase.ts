import { queryOptions, useQuery } from "@tanstack/react-query";
import * as schemas from "#schemas/owner-showcases.ts";
import type { OwnerShowcaseRow, ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { ownerShowcasesKeys } from "@/features/owner-showcases/api/owner-showcases";

/** One showcase for the editor: its row, its photo list in order, its report key and its latest publish mail. */
export interface OwnerShowcaseDetail {
  showcase: OwnerShowcaseRow;
  photos: ShowcasePhoto[];
  reportKey: string | null;
  lastMail: { status: string; created_at: string; sent_at: string | null } | null;
}

export async function fetchOwnerShowcase(id: string): Promise<OwnerShowcaseDetail | null> {
  const supabase = await getSupabase();
  const [showcase, photos, key, mail] = await Promise.all([
    supabase.from("property_showcases").select(schemas.OWNER_SHOWCASE_COLUMNS).eq("id", id).maybeSingle(),
    supabase.from("showcase_photos").select("url, caption, hidden, hero, position").eq("showcase_id", id).order("position"),
    supabase.from("showcase_report_keys").select("report_key").eq("showcase_id", id).maybeSingle(),
    supabase
      .from("showcase_publish_mails")
      .select("status, created_at, sent_at")
      .eq("showcase_id", id)
      .order("created_at", { ascending: false })
      .limit(1)
      .maybeSingle(),
  ]);
  if (showcase.error) throw new SupabaseRequestError(showcase.error, "Loading the showcase failed");
  if (photos.error) throw new SupabaseRequestError(photos.error, "Loading the showcase's photos failed");
  if (key.error) throw new SupabaseRequestError(key.error, "Loading the showcase's report link failed");
  if (mail.error) throw new SupabaseRequestError(mail.error, "Loading the showcase's mail failed");
  if (showcase.data === null) return null;
  return {
    showcase: schemas.ownerShowcaseRowSchema.parse(showcase.data),
    photos: schemas.ownerShowcasePhotoRowSchema
      .array()
      .parse(photos.data)
      .map(({ url, caption, hidden, hero }) => ({ url, caption, hidden, hero })),
    reportKey: key.data?.report_key ?? null,
    lastMail: mail.data,
  };
}

export const ownerShowcaseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ownerShowcasesKeys.detail(id), queryFn: () => fetchOwnerShowcase(id) });

export function useOwnerShowcase(id: string) {
  return useQuery(ownerShowcaseQueryOptions(id));
}
