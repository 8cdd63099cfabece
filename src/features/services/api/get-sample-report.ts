import { publicStorageUrl } from "@/lib/media-url";

/** The storage bucket and file of the sample appraisal report (docs/product.md §2.7, calls 2 and 3). */
export const SAMPLE_REPORT_BUCKET = "appraisal-sample";
export const SAMPLE_REPORT_PATH = "sample-appraisal-report.pdf";
/** The name the downloaded file is saved under. */
export const SAMPLE_REPORT_FILE_NAME = "Sample-Appraisal-Report.pdf";

/** The public URL of the sample report in the appraisal-sample bucket. */
export function sampleReportUrl(): string {
  return publicStorageUrl(SAMPLE_REPORT_BUCKET, SAMPLE_REPORT_PATH);
}

/**
 * Downloads the sample report from its bucket as a PDF blob. (Through the public object
 * URL: a public bucket needs no storage policy for it, unlike the authenticated object
 * endpoint, and the file arrives as a blob so the browser can save it under our name
 * even though the storage host is another origin.)
 */
export async function downloadSampleReport(fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(sampleReportUrl());
  if (!response.ok) throw new Error(`Sample report download failed: HTTP ${response.status}`);
  const blob = await response.blob();
  return blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" });
}
