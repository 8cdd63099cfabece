import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";

/** How long a PDF on another origin may take to load before the fallback shows (docs/product.md §2.9). */
export const PDF_FALLBACK_TIMEOUT_MS = 3000;
export const PDF_UNAVAILABLE_MESSAGE = "PDF Preview Not Available";

function isOtherOrigin(url: string): boolean {
  if (typeof window === "undefined") return false;
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

export interface PdfPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
  /** A short line under the title; defaults to a hint about the open-in-new-tab link. */
  description?: string;
}

/**
 * A PDF in a viewer dialog (sample report, floor plans). The embedded viewer
 * switches to the 'PDF Preview Not Available' panel when the embed errors (a
 * same-origin file that cannot be fetched: frames fire no error event for a
 * missing file, so it is checked with a HEAD request), or when a file on
 * another origin has not loaded within 3 seconds (browsers often refuse to
 * frame those). The panel and the footer always offer the file in a
 * new tab.
 */
export function PdfPreviewDialog({ open, onOpenChange, url, title, description }: PdfPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" className="flex h-[min(90dvh,56rem)] flex-col gap-4">
        <div className="pr-10">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description ?? "Preview the document, or open it in a new tab."}</DialogDescription>
        </div>
        {open && <PdfViewer key={url} url={url} title={title} />}
        <div className="flex justify-end">
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline", size: "sm" })}>
            Open in new tab
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PdfViewer({ url, title }: { url: string; title: string }) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded) return;
    if (isOtherOrigin(url)) {
      const timer = window.setTimeout(() => setFailed(true), PDF_FALLBACK_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }
    const controller = new AbortController();
    fetch(url, { method: "HEAD", signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`PDF preview of ${url} is not available`, error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [url, loaded]);

  if (failed) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        <p className="text-lg font-semibold text-slate-900">{PDF_UNAVAILABLE_MESSAGE}</p>
        <p className="max-w-sm text-sm text-slate-600">Your browser cannot show this document here. Open it in a new tab to view or download it.</p>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "sm" })}>
          Open PDF
        </a>
      </div>
    );
  }

  return (
    <iframe
      src={url}
      title={title}
      className="min-h-0 w-full flex-1 rounded-xl border border-slate-200 bg-slate-100"
      onLoad={() => setLoaded(true)}
    />
  );
}
