import { useState } from "react";
import { FilePicker } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { randomHexId } from "@/lib/random-id";
import { uploadFloorPlan } from "@/features/owner-showcases/api/upload-floor-plan";
import { FLOOR_PLAN_ACCEPT, floorPlanProblem } from "@/features/owner-showcases/domain/floor-plans";

interface Upload {
  key: string;
  file: File;
  state: { status: "uploading"; fraction: number } | { status: "failed"; message: string };
}

/**
 * Floor plans picked from the phone or computer (PDFs or images, several at once), each uploaded
 * with its own progress; a failed one says why and can be tried again. Each stored plan is
 * handed to `onUploaded` (the form adds it to its floor-plan lines; "Save details" stores it).
 */
export function FloorPlanUploads({ showcaseId, onUploaded }: { showcaseId: string; onUploaded: (storedValue: string) => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, state: Upload["state"] | null) =>
    setUploads((current) => (state === null ? current.filter((upload) => upload.key !== key) : current.map((upload) => (upload.key === key ? { ...upload, state } : upload))));

  const start = async (key: string, file: File) => {
    update(key, { status: "uploading", fraction: 0 });
    try {
      const stored = await uploadFloorPlan(file, { showcaseId, onProgress: (fraction) => update(key, { status: "uploading", fraction }) });
      update(key, null);
      onUploaded(stored);
    } catch (error) {
      update(key, { status: "failed", message: error instanceof Error ? error.message : "The upload failed." });
    }
  };

  const pick = (files: File[]) => {
    const picked = files.map((file): Upload => {
      const problem = floorPlanProblem(file);
      return { key: randomHexId(6), file, state: problem ? { status: "failed", message: problem } : { status: "uploading", fraction: 0 } };
    });
    setUploads((current) => [...current, ...picked]);
    for (const upload of picked) if (upload.state.status === "uploading") void start(upload.key, upload.file);
  };

  return (
    <div className="mt-2">
      <FilePicker accept={FLOOR_PLAN_ACCEPT} multiple onFiles={pick} variant="outline" name="Upload floor plans">
        Upload floor plans
      </FilePicker>
      {uploads.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm" aria-label="Floor plan uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex flex-wrap items-center gap-2">
              <span className="break-all font-medium text-slate-800">{upload.file.name}</span>
              {upload.state.status === "uploading" ? (
                <span role="status" className="text-slate-700">
                  Uploading {Math.round(upload.state.fraction * 100)}%
                </span>
              ) : (
                <>
                  <span role="alert" className="text-red-800">
                    {upload.state.message}
                  </span>
                  {floorPlanProblem(upload.file) === null && (
                    <Button type="button" variant="outline" size="sm" onClick={() => void start(upload.key, upload.file)} aria-label={`Retry ${upload.file.name}`}>
                      Retry
                    </Button>
                  )}
                  <Button type="button" variant="ghost" size="sm" onClick={() => update(upload.key, null)} aria-label={`Dismiss ${upload.file.name}`}>
                    Dismiss
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
