import { Link } from "react-router-dom";
import { LoadFailed } from "@/components/load-failed";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { mediaUrl } from "@/lib/media-url";
import { useOwnerShowcases } from "@/features/owner-showcases/api/owner-showcases";
import { SHOWCASES_MESSAGES } from "@/features/owner-showcases/domain/messages";
import { showcasePlace } from "@/features/owner-showcases/domain/showcase-status";

const updatedFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "America/New_York" });

/** Every showcase, drafts and published, the last changed first; each opens the editor. */
export function ShowcasesList() {
  const query = useOwnerShowcases();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{SHOWCASES_MESSAGES.heading}</h1>
        <Link to={paths.ownerShowcaseNew()} className={buttonClasses()}>
          {SHOWCASES_MESSAGES.newButton}
        </Link>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <p role="status">{SHOWCASES_MESSAGES.loading}</p>
        ) : query.isError ? (
          <LoadFailed message={SHOWCASES_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{SHOWCASES_MESSAGES.empty}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Showcases">
            {query.data.map((showcase) => {
              const photo = mediaUrl(showcase.primary_photo_url);
              return (
                <li key={showcase.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                  <Link to={paths.ownerShowcase(showcase.id)} className="flex gap-3 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                    {photo ? (
                      <img src={photo} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded object-cover" />
                    ) : (
                      <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded bg-slate-100" />
                    )}
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">{showcasePlace(showcase)}</span>
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <strong className={showcase.is_public ? "rounded bg-green-100 px-1.5 text-green-900" : "rounded bg-slate-100 px-1.5 text-slate-800"}>
                          {showcase.is_public ? "Published" : "Draft"}
                        </strong>
                        <span>
                          {showcase.photos_urls.length} {showcase.photos_urls.length === 1 ? "photo" : "photos"}
                        </span>
                        <span>· changed {updatedFormat.format(new Date(showcase.updated_at))}</span>
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
