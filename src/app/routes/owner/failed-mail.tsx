/** /owner/failed-mail: the mails given up on, each with "Send again". */
export function OwnerFailedMailPage() {
  return <h1 className="text-xl font-bold text-slate-900">Failed mail</h1>;
}
