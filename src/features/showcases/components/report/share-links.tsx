import { useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { TextInput } from "@/components/forms";

/**
 * The MLS link with a copy button. The link is also shown in a read-only field, so it can
 * be selected and copied by hand where the clipboard is not available.
 */
export function MlsLinkCopy({ url }: { url: string }) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };
  return (
    <div>
      <label htmlFor="mls-link" className="block text-sm font-semibold text-slate-800">
        Unbranded link for the MLS
      </label>
      <p id="mls-link-help" className="mt-1 text-sm text-slate-600">
        The same photos, videos, floor plans, tours and aerials, with no names, logos or contact details, as MLS rules require of
        unbranded virtual tours.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <TextInput
          id="mls-link"
          readOnly
          value={url}
          aria-describedby="mls-link-help"
          onFocus={(event) => event.currentTarget.select()}
          size="sm"
          className="min-w-0 flex-1 font-mono"
        />
        <button type="button" onClick={() => void copy()} className={buttonClasses({ size: "md" })}>
          Copy MLS link
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {status === "copied" ? "MLS link copied." : status === "failed" ? "Could not copy: select the link and copy it by hand." : ""}
      </p>
    </div>
  );
}

/** The sharing block of the report: the MLS link, and the flyer (its own component, in `flyer`). */
export function ReportShareLinks({ mlsUrl, flyer }: { mlsUrl: string; flyer: ReactNode }) {
  return (
    <section aria-labelledby="report-share" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="report-share" className="text-xl font-bold tracking-tight text-slate-900">
        Share this showcase
      </h2>
      <div className="mt-4">
        <MlsLinkCopy url={mlsUrl} />
      </div>
      {flyer && <div className="mt-6 border-t border-slate-100 pt-6">{flyer}</div>}
    </section>
  );
}
