import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildSampleAppraisalReport, writeSampleAppraisalReport } from "./sample-appraisal-report.ts";
import { storageAssets } from "./storage-assets.ts";

describe("sample appraisal report", () => {
  it("is a multi-page PDF with its metadata", async () => {
    const bytes = await buildSampleAppraisalReport();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(8);
    expect(pdf.getTitle()).toBe("Sample Residential Appraisal Report");
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("is written into the appraisal-sample bucket when local storage is set up", async () => {
    expect(storageAssets).toContain(writeSampleAppraisalReport);
    const root = await mkdtemp(join(tmpdir(), "storage-"));
    try {
      await writeSampleAppraisalReport(root);
      const file = await readFile(join(root, "appraisal-sample", "sample-appraisal-report.pdf"));
      expect((await PDFDocument.load(file)).getPageCount()).toBe(8);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
