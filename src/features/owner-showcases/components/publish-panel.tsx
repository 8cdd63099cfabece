import { useState } from "react";
import { toast } from "sonner";
import type { OwnerShowcaseRow } from "#schemas/owner-showcases.ts";
import { FormAlert } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { absoluteUrl } from "@/config/site";
import { paths } from "@/config/paths";
import { deskProblemOf } from "@/lib/desk-problem";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";
import { SiteRebuildNotice } from "@/entities/site-build/components/site-rebuild-notice";
import { useSetShowcasePublished } from "@/features/owner-showcases/api/save-showcase";
import { SHOWCASES_MESSAGES, SHOWCASE_PROBLEM_MESSAGES } from "@/features/owner-showcases/domain/messages";
import { publishBlocker } from "@/features/owner-showcases/domain/showcase-status";

const MAIL_STATUS: Record<string, string> = {
  pending: "waiting to be sent",
  retry: "not sent yet; trying again",
  sent: "sent",
  failed: "could not be sent",
  superseded: "not sent: the showcase was unpublished first",
};

export interface PublishPanelProps {
  showcase: OwnerShowcaseRow;
  reportKey: string | null;
  lastMail: { status: string; created_at: string; sent_at: string | null } | null;
  /** Unsaved changes in the details or the photos: publishing waits for a save. */
  unsaved: boolean;
}

/**
 * Draft or published, publish / unpublish (owner_publish_showcase, owner_unpublish_showcase), the
 * public, MLS and private report links, and how the agent's mail went (docs/decisions/069).
 * Either change asks the host to rebuild the prerendered pages (docs/decisions/070); the app
 * serves the change before the rebuild is live.
 */
export function PublishPanel({ showcase, reportKey, lastMail, unsaved }: PublishPanelProps) {
  const change = useSetShowcasePublished();
  const rebuild = useRequestSiteRebuild();
  const [problem, setProblem] = useState<string | null>(null);
  const blocker = publishBlocker(showcase, unsaved);
  const slug = showcase.slug ?? showcase.id;

  const toggle = async () => {
    setProblem(null);
    try {
      const answer = await change.mutateAsync({ id: showcase.id, publish: !showcase.is_public });
      toast.success(showcase.is_public ? SHOWCASES_MESSAGES.unpublished : answer.mailQueued ? SHOWCASES_MESSAGES.published : SHOWCASES_MESSAGES.publishedNoMail);
      rebuild.mutate();
    } catch (error) {
      setProblem(SHOWCASE_PROBLEM_MESSAGES[deskProblemOf(error)]);
    }
  };

  return (
    <section aria-labelledby="publish-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="publish-heading" className="text-lg font-semibold text-slate-900">
        Publishing
      </h2>
      <p className="mt-2 text-slate-800">
        {showcase.is_public ? (
          <>
            <strong className="rounded bg-green-100 px-1.5 text-green-900">Published</strong> — visitors see it.
          </>
        ) : (
          <>
            <strong className="rounded bg-slate-100 px-1.5 text-slate-800">Draft</strong> — only you see it.
          </>
        )}
      </p>
      <div className="mt-3">
        <SiteRebuildNotice />
      </div>
      {!showcase.is_public && blocker && <p className="mt-2 text-sm text-slate-700">{SHOWCASES_MESSAGES[blocker]}</p>}
      {problem && <FormAlert title={problem} className="mt-3" />}
      <Button
        type="button"
        className="mt-3 w-full sm:w-auto"
        variant={showcase.is_public ? "outline" : "primary"}
        disabled={change.isPending || (!showcase.is_public && blocker !== null)}
        onClick={() => void toggle()}
      >
        {change.isPending ? (showcase.is_public ? "Unpublishing…" : "Publishing…") : showcase.is_public ? "Unpublish" : "Publish"}
      </Button>
      {showcase.is_public && (
        <ul className="mt-4 grid gap-2 text-sm">
          <li>
            <a className="font-semibold text-brand-700 underline" href={paths.showcaseDetail(slug)} target="_blank" rel="noreferrer">
              Open the showcase page
            </a>
          </li>
          <li>
            MLS link: <span className="break-all font-mono">{absoluteUrl(paths.showcaseMls(slug))}</span>
          </li>
          {reportKey && (
            <li>
              <a
                className="font-semibold text-brand-700 underline"
                href={`${paths.showcaseDetail(slug)}/report?key=${encodeURIComponent(reportKey)}&days=30`}
                target="_blank"
                rel="noreferrer"
              >
                The agent's private report (and the flyer)
              </a>
            </li>
          )}
        </ul>
      )}
      {lastMail && (
        <p className="mt-3 text-sm text-slate-700" role="status">
          Mail to the agent: {MAIL_STATUS[lastMail.status] ?? lastMail.status}.
        </p>
      )}
    </section>
  );
}
