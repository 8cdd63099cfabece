import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownerDiscountCodeSchema, type OwnerDiscountCode } from "#schemas/owner-discount-codes.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import type { CreateDiscountCodeArgs } from "@/features/owner-discount-codes/domain/discount-codes";

/**
 * The discount codes, newest first, each with its uses and the requests that used them
 * (discount_codes and discount_code_uses: owners at aal2 only; docs/decisions/071).
 */
export async function listDiscountCodes(): Promise<OwnerDiscountCode[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("discount_codes")
    .select(
      "id, code, discount_type, value, description, is_active, valid_from, valid_until, max_uses, service_ids, created_at, deactivated_at, discount_code_uses(service_request_id, used_at, service_requests(first_name, last_name))",
    )
    .order("created_at", { ascending: false })
    .order("used_at", { referencedTable: "discount_code_uses", ascending: false })
    .limit(500);
  if (error) throw new SupabaseRequestError(error, "Loading the discount codes failed");
  return ownerDiscountCodeSchema.array().parse(data);
}

export const discountCodesKey = ["owner-discount-codes"] as const;

export const discountCodesQueryOptions = () => queryOptions({ queryKey: discountCodesKey, queryFn: listDiscountCodes });

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

/** A new code (owner_create_discount_code): the database normalises the code and records it. */
export async function createDiscountCode(args: CreateDiscountCodeArgs): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_create_discount_code", { ...args });
  if (error) throw new SupabaseRequestError(error, "Making the code failed");
}

/** Deactivates a code at once (owner_deactivate_discount_code); its uses stay. */
export async function deactivateDiscountCode(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("owner_deactivate_discount_code", { p_id: id });
  if (error) throw new SupabaseRequestError(error, "Deactivating the code failed");
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiscountCode, onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }) });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateDiscountCode, onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }) });
}
