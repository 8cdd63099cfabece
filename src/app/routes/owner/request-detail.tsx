import { useParams } from "react-router-dom";
import { LEAD_KINDS, type LeadKind } from "#schemas/owner-desk.ts";
import { DeskNotFoundPage } from "@/app/routes/owner/desk-not-found";
import { RequestDetail } from "@/features/owner-requests/components/request-detail";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /owner/requests/:kind/:id: one request, its status, notes and history. */
export function OwnerRequestDetailPage() {
  const { kind = "", id = "" } = useParams();
  if (!LEAD_KINDS.includes(kind as LeadKind) || !UUID.test(id)) return <DeskNotFoundPage />;
  return <RequestDetail key={`${kind}-${id}`} kind={kind as LeadKind} id={id} />;
}
