import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import type { OwnerDiscountCode } from "#schemas/owner-discount-codes.ts";
import { formatNumber, formatPrice } from "#shared/en-us-numbers.ts";
import { SERVICES } from "#shared/service-catalogue.ts";
import { FormAlert } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { deskProblemOf } from "@/lib/desk-problem";
import { useDeactivateDiscountCode, useDiscountCodes } from "@/features/owner-discount-codes/api/discount-codes";
import { businessDay, DISCOUNT_CODE_STATE_LABELS, discountCodeState } from "@/features/owner-discount-codes/domain/discount-codes";

const SERVICE_NAMES = new Map<string, string>(SERVICES.map((service) => [service.id, service.name]));

function terms(code: OwnerDiscountCode): string {
  const value = Number(code.value);
  return code.discount_type === "percentage" ? `${formatNumber(value, { maximumFractionDigits: 2 })}% off` : `${formatPrice(value)} off`;
}

function validity(code: OwnerDiscountCode): string {
  const from = businessDay(code.valid_from);
  return code.valid_until ? `${from} to ${businessDay(code.valid_until)}` : `from ${from}, no end`;
}

function CodeItem({ code, now }: { code: OwnerDiscountCode; now: number }) {
  const deactivate = useDeactivateDiscountCode();
  const state = discountCodeState(code, now);
  const uses = code.discount_code_uses.length;
  const services = code.service_ids ? code.service_ids.map((id) => SERVICE_NAMES.get(id) ?? id).join(", ") : "Every service";
  return (
    <li className="p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-mono font-semibold text-slate-900">
            {code.code}{" "}
            <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 font-sans text-xs font-semibold text-slate-700">{DISCOUNT_CODE_STATE_LABELS[state]}</span>
          </p>
          <p className="text-sm text-slate-700">
            {terms(code)} · {validity(code)} · {services}
          </p>
          {code.description && <p className="text-sm text-slate-600">{code.description}</p>}
          <p className="text-sm text-slate-700">
            Used {uses} {uses === 1 ? "time" : "times"}
            {code.max_uses !== null ? ` of ${code.max_uses}` : ""}
          </p>
        </div>
        {code.is_active && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Deactivate ${code.code}`}
            disabled={deactivate.isPending}
            onClick={() => {
              if (!globalThis.confirm(`Deactivate ${code.code}? Visitors cannot use it from now on; its uses stay.`)) return;
              deactivate.mutate(code.id, {
                onSuccess: () => toast.success(`${code.code} deactivated`),
                onError: (error) =>
                  toast.error(deskProblemOf(error) === "signed-out" ? "Your session has ended: sign in again." : "Deactivating the code failed: try again"),
              });
            }}
          >
            Deactivate
          </Button>
        )}
      </div>
      {uses > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">Requests that used {code.code}</summary>
          <ul className="mt-1 space-y-1 text-sm">
            {code.discount_code_uses.map((use) => (
              <li key={use.service_request_id}>
                <Link className="text-brand-800 underline" to={paths.ownerRequest("quote", use.service_request_id)}>
                  {use.service_requests ? `${use.service_requests.first_name} ${use.service_requests.last_name}` : "A request"}
                </Link>{" "}
                <span className="text-slate-600">on {businessDay(use.used_at)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** Every discount code with its state, terms, uses and the requests that used it (docs/decisions/071). */
export function DiscountCodeList() {
  const codes = useDiscountCodes();
  const [now] = useState(() => Date.now());
  return (
    <section aria-labelledby="discount-codes-made">
      <h2 id="discount-codes-made" className="text-lg font-semibold text-slate-900">
        Codes
      </h2>
      {codes.isPending ? (
        <p role="status" className="mt-2 text-slate-600">
          Loading the codes…
        </p>
      ) : codes.isError ? (
        <FormAlert title="The codes could not be loaded">
          {deskProblemOf(codes.error) === "signed-out" ? "Your session has ended: sign in again." : "Check your connection and try again."}{" "}
          <Button variant="outline" size="sm" onClick={() => void codes.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : codes.data.length === 0 ? (
        <p className="mt-2 text-slate-600">No discount code yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {codes.data.map((code) => (
            <CodeItem key={code.id} code={code} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
