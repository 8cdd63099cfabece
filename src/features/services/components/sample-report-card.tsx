import { useState } from "react";
import { PdfPreviewDialog } from "@/components/pdf-preview-dialog";
import { Button } from "@/components/ui/button";
import { downloadSampleReport, SAMPLE_REPORT_FILE_NAME, sampleReportUrl } from "@/features/services/api/get-sample-report";

/** Saves a blob as a file through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The sample appraisal report: a preview in the PDF viewer dialog (with its 'PDF Preview
 * Not Available' fallback) and a download. A failed download is only logged (docs/product.md §2.8).
 */
export function SampleReportCard() {
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadSampleReport(), SAMPLE_REPORT_FILE_NAME);
    } catch (error) {
      console.error("Could not download the sample appraisal report", error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">See a Sample Appraisal Report</h3>
      <p className="mt-2 text-slate-600">
        Know what you are getting before you order: a complete sample report for a fictitious New Jersey home, with the
        subject and neighborhood analysis, the sales comparison grid, the reconciliation, photos, the sketch and the
        appraiser&rsquo;s certification.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => setOpen(true)}>Preview Sample Report</Button>
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? "Downloading…" : "Download Sample (PDF)"}
        </Button>
      </div>
      <PdfPreviewDialog
        open={open}
        onOpenChange={setOpen}
        url={sampleReportUrl()}
        title="Sample Appraisal Report"
        description="A complete residential appraisal report for a fictitious property. Preview it here, or open it in a new tab."
      />
    </div>
  );
}
