import { useId, useState } from "react";
import { FilePicker } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { uploadPhoto } from "@/entities/media/api/upload-photo";
import { IMAGE_ACCEPT, sourceProblem } from "@/entities/media/domain/image-plan";
import { mediaUrl, type MediaImageShape } from "@/lib/media-url";
import { randomHexId } from "@/lib/random-id";

/** Where agents' pictures go (decision 068's agent-media bucket), one folder per picture. */
export const AGENT_MEDIA_BUCKET = "agent-media";

/**
 * One agent picture (the headshot, the brokerage logo): picked from the phone or computer,
 * converted in the browser to the shape's sizes (decision 068's pipeline: no EXIF, never the
 * original) and uploaded; `onChange` gets the stored value, or null when it is taken away.
 */
export function AgentImageField({
  label,
  shape,
  value,
  onChange,
}: {
  label: string;
  shape: Extract<MediaImageShape, "headshot" | "logo">;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const [state, setState] = useState<{ status: "idle" | "working" } | { status: "failed"; message: string }>({ status: "idle" });
  const preview = mediaUrl(value);

  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = sourceProblem(file);
    if (problem) {
      setState({ status: "failed", message: problem });
      return;
    }
    setState({ status: "working" });
    try {
      const stored = await uploadPhoto(file, { bucket: AGENT_MEDIA_BUCKET, folder: `agents/${randomHexId(8)}`, shape, preview: false });
      onChange(stored.src);
      setState({ status: "idle" });
    } catch (error) {
      setState({ status: "failed", message: error instanceof Error ? error.message : "The upload failed." });
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {preview ? (
          <img src={preview} alt={`${label} chosen`} className={shape === "headshot" ? "h-16 w-16 rounded-full object-cover" : "h-12 w-32 object-contain"} />
        ) : (
          <span className="text-sm text-slate-600">None yet.</span>
        )}
        <FilePicker accept={IMAGE_ACCEPT} onFiles={(files) => void pick(files)} disabled={state.status === "working"} variant="outline" name={`Choose the ${label.toLowerCase()}`}>
          {preview ? "Replace" : "Choose…"}
        </FilePicker>
        {preview && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {state.status === "working" ? `Uploading the ${label.toLowerCase()}…` : ""}
      </p>
      {state.status === "failed" && (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
