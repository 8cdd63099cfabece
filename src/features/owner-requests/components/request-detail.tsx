import { Link } from "react-router-dom";
import type { LeadKind } from "#schemas/owner-desk.ts";
import { LoadFailed } from "@/components/load-failed";
import { paths } from "@/config/paths";
import { titleFromSlug } from "@/lib/format";
import { useOwnerRequest } from "@/features/owner-requests/api/get-owner-request";
import { ContactLinks } from "@/features/owner-requests/components/contact-links";
import { NotesForm } from "@/features/owner-requests/components/notes-form";
import { StatusBadge } from "@/features/owner-requests/components/status-badge";
import { StatusForm } from "@/features/owner-requests/components/status-form";
import { REQUESTS_MESSAGES, SERVICE_LABELS } from "@/features/owner-requests/domain/messages";
import { LEAD_STATUS_LABELS } from "@/features/owner-requests/domain/pipeline";
import { campaignLine, formatReceived, fullName, phoneLabel, priceLine } from "@/features/owner-requests/domain/request-facts";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** One request: everything the visitor sent and the server priced, the status form, the notes and the status history. */
export function RequestDetail({ kind, id }: { kind: LeadKind; id: string }) {
  const query = useOwnerRequest(kind, id);
  const back = (
    <Link to={paths.ownerRequests()} className="text-sm font-semibold text-brand-700 underline">
      All requests
    </Link>
  );
  if (query.isPending) return <p role="status">{REQUESTS_MESSAGES.detailLoading}</p>;
  if (query.isError)
    return (
      <LoadFailed message={REQUESTS_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
    );
  if (query.data === null)
    return (
      <div>
        {back}
        <p className="mt-4">{REQUESTS_MESSAGES.detailMissing}</p>
      </div>
    );
  const { request, history } = query.data;
  const price = priceLine(request);
  const campaign = campaignLine(request);
  return (
    <div>
      {back}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{fullName(request)}</h1>
        <StatusBadge status={request.pipeline_status} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <ContactLinks {...request} />
        {request.kind === "quote" && request.property_address && (
          <Link to={paths.ownerShowcaseNew(request.id)} className="text-sm font-semibold text-brand-700 underline">
            New showcase from this request
          </Link>
        )}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="request-facts-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="request-facts-heading" className="text-lg font-semibold text-slate-900">
            The request
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Fact label="Received">{formatReceived(request.created_at)}</Fact>
            <Fact label="Service">
              {SERVICE_LABELS[request.service]}
              {request.appraisal_type ? `: ${request.appraisal_type}` : ""}
              {request.selected_photography_package ? `: ${request.selected_photography_package}` : ""}
            </Fact>
            {request.property_address && <Fact label="Address">{request.property_address}</Fact>}
            {request.county && <Fact label="County">{titleFromSlug(request.county)}</Fact>}
            <Fact label="Email">{request.email}</Fact>
            {request.phone && <Fact label="Phone">{phoneLabel(request.phone)}</Fact>}
            {price && (
              <Fact label="Price">
                {price}
                {request.price_mismatch && <strong className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{REQUESTS_MESSAGES.priceMismatch}</strong>}
              </Fact>
            )}
            {request.discount_code && (
              <Fact label="Discount code">
                <span className="font-mono">{request.discount_code}</span> ({request.discount_status})
              </Fact>
            )}
            {campaign && <Fact label="Campaign">{campaign}</Fact>}
            {request.message && <Fact label="Message">{request.message}</Fact>}
            {request.pipeline_status === "lost" && request.lost_reason && <Fact label="Lost because">{request.lost_reason}</Fact>}
            {request.suspected_spam && <Fact label="Screening">Looks automated (not confirmed by mail)</Fact>}
          </dl>
        </section>
        <div className="grid content-start gap-4">
          {/* Keyed by the status: a saved change starts the form afresh from the new status. */}
          <StatusForm key={request.pipeline_status} request={request} />
          <NotesForm key={request.notes_updated_at ?? "none"} request={request} />
          <section aria-labelledby="request-history-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="request-history-heading" className="text-lg font-semibold text-slate-900">
              History
            </h2>
            {history.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">Received {formatReceived(request.created_at)}; the status has not changed yet.</p>
            ) : (
              <ol className="mt-2 grid gap-2">
                {history.map((change) => (
                  <li key={change.id} className="text-sm text-slate-800">
                    <time dateTime={change.changed_at}>{formatReceived(change.changed_at)}</time>: {LEAD_STATUS_LABELS[change.from_status]} →{" "}
                    <strong>{LEAD_STATUS_LABELS[change.to_status]}</strong>
                    {change.reason ? ` (${change.reason})` : ""}
                    {change.changed_by_email ? `, by ${change.changed_by_email}` : ""}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
