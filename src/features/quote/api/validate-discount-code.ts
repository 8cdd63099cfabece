import { queryOptions } from "@tanstack/react-query";
import { normalizeDiscountCode } from "@/lib/quote-link";
import { quoteQueryKeys } from "@/features/quote/api/quote-query-keys";
import type { AppliedDiscountCode } from "#schemas/service-request.ts";
import { getSupabase } from "@/lib/supabase";

/**
 * RPC validate_discount_code(code_to_check): one row { valid, type, value, description }.
 *
 *  - valid: the discount to apply;
 *  - invalid: the code is unknown, expired or inactive, or the lookup answered an error
 *    ('Invalid or expired discount code');
 *  - thrown: the check could not be made at all: no answer (network) or an answer of
 *    another shape ('Error validating code').
 */
export type DiscountCheck = { status: "valid"; discount: AppliedDiscountCode } | { status: "invalid" };

export class DiscountCheckError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DiscountCheckError";
  }
}

export async function validateDiscountCode(rawCode: string, signal?: AbortSignal): Promise<DiscountCheck> {
  const code = normalizeDiscountCode(rawCode);
  if (!code) return { status: "invalid" };
  const supabase = await getSupabase();
  let call = supabase.rpc("validate_discount_code", { code_to_check: code });
  if (signal) call = call.abortSignal(signal);
  const { data, error, status } = await call;
  if (error) {
    // postgrest-js reports a failed fetch as status 0: nothing answered.
    if (!status) throw new DiscountCheckError(`validate_discount_code did not answer: ${error.message}`, { cause: error });
    return { status: "invalid" };
  }
  const { discountCodeAnswerSchema, discountFromAnswer } = await import("#schemas/discount-code-check.ts");
  const rows = discountCodeAnswerSchema.safeParse(Array.isArray(data) ? data : [data]);
  if (!rows.success || rows.data.length === 0) throw new DiscountCheckError("validate_discount_code answered an unexpected shape");
  const row = rows.data[0]!;
  const discount = discountFromAnswer(row);
  if (!discount) return { status: "invalid" };
  return { status: "valid", discount: { code, ...discount, description: row.description } };
}

/** One check per normalised code; Apply fetches it (fetchQuery), so a code is checked once a minute at most. */
export const discountCodeQueryOptions = (rawCode: string) => {
  const code = normalizeDiscountCode(rawCode) ?? "";
  return queryOptions({
    queryKey: quoteQueryKeys.discount(code),
    queryFn: ({ signal }) => validateDiscountCode(code, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
};
