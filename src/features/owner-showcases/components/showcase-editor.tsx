import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadFailed } from "@/components/load-failed";
import { paths } from "@/config/paths";
import { useOwnerShowcase } from "@/features/owner-showcases/api/get-owner-showcase";
import { PublishPanel } from "@/features/owner-showcases/components/publish-panel";
import { ShowcaseForm } from "@/features/owner-showcases/components/showcase-form";
import { ShowcasePhotos } from "@/features/owner-showcases/components/showcase-photos";
import { SHOWCASES_MESSAGES } from "@/features/owner-showcases/domain/messages";
import { formFromRow } from "@/features/owner-showcases/domain/showcase-form";
import { showcasePlace } from "@/features/owner-showcases/domain/showcase-status";

/**
 * One showcase in the desk (docs/decisions/069): its details form, its photos, and publishing.
 * Publishing waits until nothing is unsaved, so what goes live is what the owner sees.
 */
export function ShowcaseEditor({ id }: { id: string }) {
  const query = useOwnerShowcase(id);
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [photosDirty, setPhotosDirty] = useState(false);
  const back = (
    <Link to={paths.ownerShowcases()} className="text-sm font-semibold text-brand-700 underline">
      All showcases
    </Link>
  );
  if (query.isPending) return <p role="status">{SHOWCASES_MESSAGES.editorLoading}</p>;
  if (query.isError) return <LoadFailed message={SHOWCASES_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data === null)
    return (
      <div>
        {back}
        <p className="mt-4">{SHOWCASES_MESSAGES.missing}</p>
      </div>
    );
  const detail = query.data;
  const { showcase } = detail;
  return (
    <div>
      {back}
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{showcasePlace(showcase)}</h1>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 lg:col-span-2">
          <ShowcasePhotos showcaseId={showcase.id} photos={detail.photos} published={showcase.is_public} onDirtyChange={setPhotosDirty} />
          {/* Not keyed by updated_at: a photo save must not reset details being typed. */}
          <ShowcaseForm showcase={showcase} initial={formFromRow(showcase)} onDirtyChange={setDetailsDirty} />
        </div>
        <div className="content-start lg:sticky lg:top-28">
          <PublishPanel showcase={showcase} reportKey={detail.reportKey} lastMail={detail.lastMail} unsaved={detailsDirty || photosDirty} />
        </div>
      </div>
    </div>
  );
}
