import { Button } from "@/components/ui/button";
import { SITE_REBUILD_MESSAGES } from "@/entities/site-build/domain/rebuild-messages";
import { siteRebuildFailure, useLatestSiteRebuild, useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";

/**
 * What became of the latest rebuild request of this tab (docs/decisions/070): under way, started,
 * no hook (the site must be rebuilt by hand) or failed with a retry. Nothing before the first
 * request. A status region, so a screen reader hears the change.
 */
export function SiteRebuildNotice() {
  const latest = useLatestSiteRebuild();
  const rebuild = useRequestSiteRebuild();
  if (latest.status === "idle") return null;
  const box = "rounded-lg border p-3 text-sm";
  return (
    <div role="status" aria-live="polite" className="mb-4">
      {latest.status === "pending" && <p className={`${box} border-slate-200 bg-white text-slate-800`}>{SITE_REBUILD_MESSAGES.pending}</p>}
      {latest.status === "success" && latest.answer?.status === "started" && (
        <div className={`${box} border-emerald-200 bg-emerald-50 text-emerald-950`}>
          <p className="font-semibold">{SITE_REBUILD_MESSAGES.started}</p>
          <p className="mt-1">{SITE_REBUILD_MESSAGES.startedText}</p>
        </div>
      )}
      {latest.status === "success" && latest.answer?.status === "no-hook" && (
        <div className={`${box} border-amber-300 bg-amber-50 text-amber-950`}>
          <p className="font-semibold">{SITE_REBUILD_MESSAGES.noHook}</p>
          <p className="mt-1">{SITE_REBUILD_MESSAGES.noHookText}</p>
        </div>
      )}
      {latest.status === "error" && (
        <div className={`${box} border-red-200 bg-red-50 text-red-900`}>
          <p className="font-semibold">{SITE_REBUILD_MESSAGES.failed}</p>
          <p className="mt-1">{siteRebuildFailure(latest.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => rebuild.mutate()}>
            {SITE_REBUILD_MESSAGES.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
