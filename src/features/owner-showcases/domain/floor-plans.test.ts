import { describe, expect, it } from "vitest";
import { floorPlanFolder, floorPlanProblem, isPdfFile, MAX_FLOOR_PLAN_PDF_BYTES, withLineAdded } from "./floor-plans";

describe("floor plans", () => {
  it("takes a PDF by its type, or by its name when the phone gives no type", () => {
    expect(isPdfFile({ name: "plan.bin", type: "application/pdf" })).toBe(true);
    expect(isPdfFile({ name: "Plan.PDF", type: "" })).toBe(true);
    expect(isPdfFile({ name: "plan.pdf", type: "image/png" })).toBe(false);
  });

  it("refuses an empty or oversized PDF and a file that is neither a PDF nor an image, in words", () => {
    expect(floorPlanProblem({ name: "plan.pdf", type: "application/pdf", size: 2_000 })).toBeNull();
    expect(floorPlanProblem({ name: "plan.pdf", type: "application/pdf", size: 0 })).toBe("plan.pdf is empty.");
    expect(floorPlanProblem({ name: "big.pdf", type: "application/pdf", size: MAX_FLOOR_PLAN_PDF_BYTES + 1 })).toBe("big.pdf is over 50 MB; export a smaller PDF.");
    expect(floorPlanProblem({ name: "plan.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: 10 })).toBe(
      "plan.docx is neither a PDF nor an image.",
    );
    expect(floorPlanProblem({ name: "plan.png", type: "image/png", size: 10 })).toBeNull();
  });

  it("keeps each showcase's plans in a folder of its own", () => {
    expect(floorPlanFolder("AAAA-1")).toBe("showcases/aaaa-1/floor-plans");
  });

  it("adds a stored plan as the field's last line, once, dropping blank lines", () => {
    expect(withLineAdded("", "/a.pdf")).toBe("/a.pdf");
    expect(withLineAdded("https://x.example/p.png\n\n", "/a.pdf")).toBe("https://x.example/p.png\n/a.pdf");
    expect(withLineAdded("/a.pdf\nhttps://x.example/p.png", "/a.pdf")).toBe("https://x.example/p.png\n/a.pdf");
  });
});
