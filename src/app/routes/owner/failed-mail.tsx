import { FailedMailList } from "@/features/owner-mail/components/failed-mail-list";

/** /owner/failed-mail: the mails given up on, each with "Send again" (docs/product.md, "The owner's desk"). */
export function OwnerFailedMailPage() {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Failed mail</h1>
      <p className="mt-1 text-slate-700">Mail that still failed after a day of retries. Call the client if it matters today.</p>
      <div className="mt-4">
        <FailedMailList />
      </div>
    </>
  );
}
