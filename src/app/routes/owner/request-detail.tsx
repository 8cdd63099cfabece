/** /owner/requests/:kind/:id: one request, its status, notes and history. */
export function OwnerRequestDetailPage() {
  return <h1 className="text-xl font-bold text-slate-900">Request</h1>;
}
