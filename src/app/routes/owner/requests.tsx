/** /owner/requests: the leads, newest first (docs/product.md, the owner's desk). */
export function OwnerRequestsPage() {
  return <h1 className="text-xl font-bold text-slate-900">Requests</h1>;
}
