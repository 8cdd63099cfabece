import { useState } from "react";
import { ErrorText, FilePicker } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { mediaUrl } from "@/lib/media-url";
import { randomHexId } from "@/lib/random-id";
import { uploadPhoto, type UploadPhotoOptions } from "@/entities/media/api/upload-photo";

/** The bucket of the blog's covers (migration 20261127000100; owners write it, docs/decisions/068). */
export const BLOG_COVER_BUCKET = "blog-images";

type CoverState = { phase: "idle" } | { phase: "preparing" } | { phase: "uploading"; progress: number } | { phase: "failed"; message: string };

/**
 * The post's cover: a photo from the phone or computer, made in the browser into the blog cover's
 * sizes (1200×630 WebP, a 640 px copy, the link-preview JPEG; location data dropped) and uploaded
 * to blog-images with the owner's session (the media entity's uploadPhoto, docs/decisions/068).
 * The field holds the stored path; 'Remove cover' clears it (the files stay until the post no
 * longer needs them: a published post keeps showing its cover until the change is saved).
 */
export function CoverPicker({
  id,
  value,
  onChange,
  prepare,
}: {
  id: string;
  value: string;
  onChange: (path: string) => void;
  /** The converter (tests give their own; the browser's pipeline otherwise). */
  prepare?: UploadPhotoOptions["prepare"];
}) {
  const [state, setState] = useState<CoverState>({ phase: "idle" });
  const busy = state.phase === "preparing" || state.phase === "uploading";
  const cover = mediaUrl(value.trim() || null);

  async function pick(files: File[]) {
    const file = files[0];
    if (!file) return;
    setState({ phase: "preparing" });
    try {
      const uploaded = await uploadPhoto(file, {
        bucket: BLOG_COVER_BUCKET,
        folder: `covers/${randomHexId(8)}`,
        shape: "blogCover",
        preview: true,
        ...(prepare ? { prepare } : {}),
        onPhase: (phase) => setState(phase === "uploading" ? { phase, progress: 0 } : { phase }),
        onProgress: (progress) => setState({ phase: "uploading", progress }),
      });
      onChange(uploaded.src);
      setState({ phase: "idle" });
    } catch (error) {
      setState({ phase: "failed", message: error instanceof Error && error.message ? error.message : "The upload failed." });
    }
  }

  return (
    <div id={id} className="space-y-2">
      {cover && <img src={cover} alt="The post's cover" width={400} height={210} className="aspect-[40/21] w-full max-w-sm rounded-lg border border-slate-200 object-cover" />}
      <div className="flex flex-wrap items-center gap-2">
        <FilePicker accept="image/*" disabled={busy} onFiles={(files) => void pick(files)} name={cover ? "Replace the cover image" : "Choose a cover image"}>
          {cover ? "Replace cover" : "Choose a cover"}
        </FilePicker>
        {cover && !busy && (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Remove cover
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm text-slate-700">
        {state.phase === "preparing" && <p>Preparing the image…</p>}
        {state.phase === "uploading" && (
          <p className="flex items-center gap-2">
            Uploading {Math.round(state.progress * 100)}%
            <progress value={state.progress} max={1} aria-label="Cover upload progress" className="h-2 w-32" />
          </p>
        )}
      </div>
      {state.phase === "failed" && (
        <ErrorText id={`${id}-error`} announce>
          {state.message}
        </ErrorText>
      )}
    </div>
  );
}
