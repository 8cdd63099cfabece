/**
 * Files the local storage starts with. The gateway serves
 * <storageRoot>/<bucket>/<path> at /storage/v1/object/public/<bucket>/<path>.
 *
 * Each generator writes its files under `storageRoot` (creating folders as
 * needed); all of them run once, when the local data is first set up (again
 * after `--reset`). Add one by appending to `storageAssets`.
 */
import { generateDemoMedia } from "./demo-media/generate.ts";
import { writeSampleAppraisalReport } from "./sample-appraisal-report.ts";

export type StorageAssetGenerator = (storageRoot: string) => Promise<void>;

export const storageAssets: StorageAssetGenerator[] = [
  // The seed's photos, aerials, floor plans (WebP and PDF), headshots, logos and blog covers.
  async (storageRoot) => {
    await generateDemoMedia(storageRoot);
  },
  // appraisal-sample/sample-appraisal-report.pdf: the services page's sample report.
  writeSampleAppraisalReport,
];
