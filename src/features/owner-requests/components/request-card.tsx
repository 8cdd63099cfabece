import { Link } from "react-router-dom";
import type { OwnerRequestRow } from "#schemas/owner-desk.ts";
import { paths } from "@/config/paths";
import { titleFromSlug } from "@/lib/format";
import { ContactLinks } from "@/features/owner-requests/components/contact-links";
import { StatusBadge } from "@/features/owner-requests/components/status-badge";
import { REQUESTS_MESSAGES, SERVICE_LABELS } from "@/features/owner-requests/domain/messages";
import { campaignLine, formatReceived, fullName, priceLine } from "@/features/owner-requests/domain/request-facts";

/**
 * One request in the list: who, status, when, what for and where, the quoted and server price
 * with the mismatch flag, the discount code and campaign, and one-tap call and mail. The name
 * opens the request.
 */
export function RequestCard({ row }: { row: OwnerRequestRow }) {
  const price = priceLine(row);
  const campaign = campaignLine(row);
  const where = [row.property_address, row.county ? `${titleFromSlug(row.county)} County` : null].filter(Boolean).join(" · ");
  return (
    <article aria-labelledby={`request-${row.id}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`request-${row.id}`} className="text-base font-semibold text-slate-900">
          <Link to={paths.ownerRequest(row.kind, row.id)} className="underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            {fullName(row)}
          </Link>
        </h2>
        <StatusBadge status={row.pipeline_status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {SERVICE_LABELS[row.service]}
        {row.appraisal_type ? `: ${row.appraisal_type}` : ""}
        {row.selected_photography_package ? `: ${row.selected_photography_package}` : ""} · <time dateTime={row.created_at}>{formatReceived(row.created_at)}</time>
      </p>
      {where && <p className="mt-1 text-sm text-slate-700">{where}</p>}
      {(price || row.discount_code || campaign) && (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {price && (
            <div>
              <dt className="sr-only">Price</dt>
              <dd className="text-slate-800">
                {price}
                {row.price_mismatch && <strong className="ml-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{REQUESTS_MESSAGES.priceMismatch}</strong>}
              </dd>
            </div>
          )}
          {row.discount_code && (
            <div>
              <dt className="inline text-slate-600">Code </dt>
              <dd className="inline font-mono text-slate-800">{row.discount_code}</dd>
            </div>
          )}
          {campaign && (
            <div>
              <dt className="inline text-slate-600">Campaign </dt>
              <dd className="inline text-slate-800">{campaign}</dd>
            </div>
          )}
        </dl>
      )}
      {row.pipeline_status === "lost" && row.lost_reason && <p className="mt-2 text-sm text-slate-700">Lost: {row.lost_reason}</p>}
      <div className="mt-3">
        <ContactLinks {...row} />
      </div>
    </article>
  );
}
