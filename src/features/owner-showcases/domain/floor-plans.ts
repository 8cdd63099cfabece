import { sourceProblem } from "@/entities/media/domain/image-plan";

/**
 * A showcase's floor plans as files (docs/decisions/069): a PDF is stored as it is, an image
 * goes through the image pipeline in the floorPlan shape (decision 068), and either lands in
 * the showcase's folder of showcase-media. The form keeps them as lines of its floor-plan
 * field beside typed links. Pure.
 */

/** What the picker offers: PDFs and images. */
export const FLOOR_PLAN_ACCEPT = "application/pdf,.pdf,image/*";

/** showcase-media's size limit (migration 20261127000100): a larger PDF would be refused there. */
export const MAX_FLOOR_PLAN_PDF_BYTES = 50 * 1024 * 1024;

export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
}

/** Why a picked file cannot be a floor plan, in the owner's words, or null when it can. */
export function floorPlanProblem(file: { name: string; type: string; size: number }): string | null {
  if (isPdfFile(file)) {
    if (file.size === 0) return `${file.name} is empty.`;
    if (file.size > MAX_FLOOR_PLAN_PDF_BYTES) return `${file.name} is over ${MAX_FLOOR_PLAN_PDF_BYTES / 1024 / 1024} MB; export a smaller PDF.`;
    return null;
  }
  if (file.type.startsWith("image/")) return sourceProblem(file);
  return `${file.name} is neither a PDF nor an image.`;
}

/** The showcase's floor plans' folder in the bucket. */
export function floorPlanFolder(showcaseId: string): string {
  return `showcases/${showcaseId.toLowerCase()}/floor-plans`;
}

/** The field's lines with `value` added at the end (once). */
export function withLineAdded(field: string, value: string): string {
  const lines = field.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return [...lines.filter((line) => line !== value), value].join("\n");
}
