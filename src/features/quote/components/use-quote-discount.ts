import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { AppliedDiscountCode } from "#schemas/service-request.ts";
import { discountCodeQueryOptions } from "@/features/quote/api/validate-discount-code";
import { QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import { discountAppliedMessage } from "@/features/quote/domain/quote-price";
import { normalizeDiscountCode } from "@/lib/quote-link";

export interface QuoteDiscount {
  /** What the visitor typed. */
  code: string;
  applied: AppliedDiscountCode | null;
  error: string | null;
  checking: boolean;
  /** Editing the code clears the applied discount and any message. */
  edit: (code: string) => void;
  apply: () => void;
}

/**
 * The discount field's state (docs/product.md §1.4, §1.5, §1.8). Codes are trimmed and uppercased and
 * checked with validate_discount_code; an empty code clears the discount. `urlCode` is
 * the link's discount=: applied automatically whenever it changes. `onUrlCodeChange`
 * writes the applied code (or its removal) back to the link.
 */
export function useQuoteDiscount(urlCode: string | null, onUrlCodeChange: (code: string | null) => void): QuoteDiscount {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(urlCode ?? "");
  const [applied, setApplied] = useState<AppliedDiscountCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Each check gets a number; an answer arriving after a newer check or an edit is dropped.
  const attempt = useRef(0);
  const handledUrlCode = useRef<string | null>(null);
  // The code this hook last wrote to the link. URL updates render in a transition, so a
  // render may still show it after the visitor edited the code: that must not re-apply it.
  const writtenByUs = useRef<string | null>(null);
  const writeUrl = useRef(onUrlCodeChange);
  useEffect(() => {
    writeUrl.current = onUrlCodeChange;
  });

  const check = useCallback(
    async (raw: string) => {
      const normalized = normalizeDiscountCode(raw);
      const current = ++attempt.current;
      setError(null);
      if (!normalized) {
        setApplied(null);
        setChecking(false);
        return;
      }
      setCode(normalized);
      setChecking(true);
      try {
        const result = await queryClient.fetchQuery(discountCodeQueryOptions(normalized));
        if (current !== attempt.current) return;
        if (result.status === "valid") {
          setApplied(result.discount);
          handledUrlCode.current = normalized;
          writtenByUs.current = normalized;
          writeUrl.current(normalized);
          toast.success(discountAppliedMessage(result.discount));
        } else {
          setApplied(null);
          setError(QUOTE_MESSAGES.discountInvalid);
        }
      } catch {
        if (current !== attempt.current) return;
        setApplied(null);
        setError(QUOTE_MESSAGES.discountError);
      } finally {
        if (current === attempt.current) setChecking(false);
      }
    },
    [queryClient],
  );

  // discount= in the link is applied automatically (again if back/forward changes it).
  useEffect(() => {
    if (urlCode !== null && urlCode === writtenByUs.current) return;
    writtenByUs.current = null;
    if (!urlCode || urlCode === handledUrlCode.current) return;
    handledUrlCode.current = urlCode;
    void check(urlCode);
  }, [urlCode, check]);

  const edit = useCallback(
    (next: string) => {
      attempt.current += 1;
      setCode(next);
      setChecking(false);
      setError(null);
      setApplied(null);
      if (handledUrlCode.current !== null) {
        handledUrlCode.current = null;
        writeUrl.current(null);
      }
    },
    [],
  );

  const apply = useCallback(() => {
    if (!normalizeDiscountCode(code)) {
      edit("");
      return;
    }
    void check(code);
  }, [code, check, edit]);

  return { code, applied, error, checking, edit, apply };
}
