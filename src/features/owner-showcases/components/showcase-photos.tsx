import { useEffect, useState } from "react";
import type { ShowcasePhoto } from "#schemas/owner-showcases.ts";
import { FormAlert } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { usePhotoUploads } from "@/entities/media/api/use-photo-uploads";
import { useRebuildWhenQuiet } from "@/entities/site-build/api/use-rebuild-when-quiet";
import { PhotoList } from "@/entities/media/components/photo-list";
import { allUploaded, type MediaPhoto } from "@/entities/media/domain/photo-list";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSetShowcasePhotos } from "@/features/owner-showcases/api/save-showcase";
import { SHOWCASE_PROBLEM_MESSAGES } from "@/features/owner-showcases/domain/messages";
import {
  mediaPhotosOf,
  samePhotos,
  SHOWCASE_PHOTO_BUCKET,
  SHOWCASE_PHOTO_SHAPE,
  showcasePhotoFolder,
  showcasePhotosOf,
} from "@/features/owner-showcases/domain/showcase-photos";
import { SHOWCASE_PHOTOS_MAX } from "#schemas/owner-showcases.ts";

/** How long a published showcase's photos stay unchanged before the host is asked to rebuild its page. */
export const PHOTOS_REBUILD_QUIET_MS = 20_000;

/**
 * A showcase's photos (docs/decisions/069): the shared <PhotoList> (docs/decisions/068: many
 * photos at once, converted in the browser to the srcset's sizes, per-file progress, retry,
 * reorder by dragging or by keyboard, hero, captions, hide, remove). Every change is stored as
 * soon as it is made (owner_set_showcase_photos, one save at a time), so a removed photo's
 * files and the stored list never disagree for long; the status line says where it stands.
 * On a published showcase, the host is asked to rebuild its page once the photos have been left
 * alone for PHOTOS_REBUILD_QUIET_MS (or the editor is left), not after every change.
 */
export function ShowcasePhotos({
  showcaseId,
  photos,
  published,
  onDirtyChange,
}: {
  showcaseId: string;
  photos: ShowcasePhoto[];
  published: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const uploads = usePhotoUploads({ bucket: SHOWCASE_PHOTO_BUCKET, folder: showcasePhotoFolder(showcaseId), shape: SHOWCASE_PHOTO_SHAPE });
  const save = useSetShowcasePhotos();
  const rebuild = useRebuildWhenQuiet(PHOTOS_REBUILD_QUIET_MS);
  const [initial] = useState(() => mediaPhotosOf(photos));
  const [list, setList] = useState<MediaPhoto[]>(initial);
  const [saved, setSaved] = useState<ShowcasePhoto[]>(photos);
  const [failed, setFailed] = useState<{ photos: ShowcasePhoto[]; message: string } | null>(null);
  const wanted = showcasePhotosOf(list);
  const changed = !samePhotos(wanted, saved);
  const busy = save.isPending;
  const blockedByFailure = failed !== null && samePhotos(failed.photos, wanted);

  useEffect(() => {
    if (!changed || busy || blockedByFailure) return;
    const photosToSave = wanted;
    save.mutate(
      { id: showcaseId, photos: photosToSave },
      {
        onSuccess: () => {
          setFailed(null);
          setSaved(photosToSave);
          if (published) rebuild.changed();
        },
        onError: (error) => setFailed({ photos: photosToSave, message: SHOWCASE_PROBLEM_MESSAGES[deskProblemOf(error)] }),
      },
    );
    // `wanted` is derived from `list`; `save` is stable enough (its mutate is).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, busy, blockedByFailure, list, showcaseId]);

  const dirty = changed || !allUploaded(list);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const status = busy
    ? "Saving the photos…"
    : !allUploaded(list)
      ? "Photos are still uploading; each is saved once stored."
      : changed
        ? "Not saved yet."
        : `${saved.length} ${saved.length === 1 ? "photo" : "photos"} saved.`;

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <PhotoList label="Photos" initialPhotos={initial} onChange={setList} upload={uploads.upload} remove={uploads.remove} maxPhotos={SHOWCASE_PHOTOS_MAX} />
      <p role="status" aria-live="polite" className="mt-3 text-sm text-slate-700" data-testid="photos-save-status">
        {status}
      </p>
      {failed && blockedByFailure && (
        <div className="mt-2">
          <FormAlert title={failed.message} />
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => setFailed(null)}>
            Save the photos again
          </Button>
        </div>
      )}
    </div>
  );
}
