import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from "react";
import { FilePicker, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT } from "@/entities/media/domain/image-plan";
import {
  heroOf,
  photoListReducer,
  MAX_CAPTION_LENGTH,
  type MediaPhoto,
} from "@/entities/media/domain/photo-list";
import { cn } from "@/lib/cn";
import { mediaUrl } from "@/lib/media-url";
import { randomHexId } from "@/lib/random-id";

/**
 * The owner desk's one photo list (docs/decisions/068): many photos at once, dropped or
 * picked (a phone's camera roll or a computer's files), each converted and uploaded with its
 * own progress; a failed one is retried; the order changes by dragging (a mouse), by the
 * arrow keys on a photo's handle, or with its Earlier/Later buttons (a phone); one photo is
 * the hero; each has a caption and can be hidden; removing one deletes its stored files.
 *
 * The caller gives the upload (usually usePhotoUploads of this entity's api/) and the
 * delete, and is told the list after every change:
 *
 *   const uploads = usePhotoUploads({ bucket: "gallery", folder, shape: "photo" });
 *   <PhotoList label="Gallery photos" upload={uploads.upload} remove={uploads.remove} onChange={setPhotos} />
 */

export interface PhotoUploadReport {
  onPhase: (phase: "preparing" | "uploading") => void;
  /** 0..1 */
  onProgress: (fraction: number) => void;
}

export interface PhotoListProps {
  /** The list's name ("Listing photos"): its heading and the region's label. */
  label: string;
  /** Photos already stored; read when the list first renders. */
  initialPhotos?: MediaPhoto[];
  onChange?: (photos: MediaPhoto[]) => void;
  upload: (
    file: File,
    report: PhotoUploadReport,
  ) => Promise<{ src: string; objectPaths: string[] }>;
  remove: (photo: MediaPhoto) => Promise<void>;
  /** At most this many photos (default 60). */
  maxPhotos?: number;
  /** Offer a hero (default true). */
  hero?: boolean;
  /** Offer captions (default true). */
  captions?: boolean;
  /** Offer hiding (default true). */
  hiding?: boolean;
  accept?: string;
}

const DRAG_TYPE = "application/x-photo-key";

function statusText(photo: MediaPhoto): string {
  switch (photo.status) {
    case "preparing":
      return "Preparing…";
    case "uploading":
      return `Uploading ${Math.round(photo.progress * 100)}%`;
    case "uploaded":
      return photo.hidden ? "Stored, hidden" : "Stored";
    case "failed":
      return photo.error ?? "The upload failed.";
  }
}

export function PhotoList({
  label,
  initialPhotos,
  onChange,
  upload,
  remove,
  maxPhotos = 60,
  hero: offerHero = true,
  captions = true,
  hiding = true,
  accept = IMAGE_ACCEPT,
}: PhotoListProps) {
  const [photos, dispatch] = useReducer(photoListReducer, initialPhotos ?? []);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Map<string, string>());
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const first = useRef(true);
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange?.(photos);
  }, [photos, onChange]);

  useEffect(() => {
    const key = focusAfterMove.current;
    if (key) {
      focusAfterMove.current = null;
      handles.current.get(key)?.focus();
    }
  }, [photos]);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const runQueue = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      // One photo at a time: converting a camera photo takes the phone's whole attention.
      for (
        let key = queue.current.shift();
        key !== undefined;
        key = queue.current.shift()
      ) {
        const file = files.current.get(key);
        // A photo removed while it waited has no file here any more.
        if (!file) continue;
        const current = key;
        try {
          const stored = await upload(file, {
            onPhase: (status) =>
              dispatch({ type: "phase", key: current, status }),
            onProgress: (progress) =>
              dispatch({ type: "progressed", key: current, progress }),
          });
          dispatch({ type: "uploaded", key: current, ...stored });
          files.current.delete(current);
        } catch (error) {
          dispatch({
            type: "failed",
            key: current,
            error:
              error instanceof Error ? error.message : "The upload failed.",
          });
        }
      }
    } finally {
      running.current = false;
    }
  }, [upload]);

  const addFiles = (picked: File[]) => {
    setProblem(null);
    const room = maxPhotos - latest.current.length;
    const taken = picked.slice(0, Math.max(0, room));
    if (taken.length < picked.length)
      setProblem(
        `At most ${maxPhotos} photos: ${picked.length - taken.length} not added.`,
      );
    if (taken.length === 0) return;
    const added = taken.map((file) => {
      const key = randomHexId(8);
      files.current.set(key, file);
      if (typeof URL.createObjectURL === "function")
        previews.current.set(key, URL.createObjectURL(file));
      queue.current.push(key);
      return { key, fileName: file.name };
    });
    dispatch({ type: "added", photos: added });
    setAnnouncement(
      `${added.length} ${added.length === 1 ? "photo" : "photos"} added.`,
    );
    void runQueue();
  };

  const retry = (photo: MediaPhoto) => {
    dispatch({ type: "phase", key: photo.key, status: "preparing" });
    queue.current.push(photo.key);
    void runQueue();
  };

  const removePhoto = async (photo: MediaPhoto) => {
    setProblem(null);
    if (photo.status === "uploaded" && photo.objectPaths.length > 0) {
      try {
        await remove(photo);
      } catch (error) {
        setProblem(
          `${photo.fileName} was not removed: ${error instanceof Error ? error.message : "the delete failed."}`,
        );
        return;
      }
    }
    files.current.delete(photo.key);
    const preview = previews.current.get(photo.key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(photo.key);
    dispatch({ type: "removed", key: photo.key });
    setAnnouncement(`${photo.fileName} removed.`);
  };

  const move = (photo: MediaPhoto, to: number) => {
    const count = latest.current.length;
    const target = Math.min(count - 1, Math.max(0, to));
    if (
      target ===
      latest.current.findIndex((candidate) => candidate.key === photo.key)
    )
      return;
    focusAfterMove.current = photo.key;
    dispatch({ type: "moved", key: photo.key, to: target });
    setAnnouncement(
      `${photo.fileName} moved to position ${target + 1} of ${count}.`,
    );
  };

  const onHandleKey = (
    event: KeyboardEvent<HTMLButtonElement>,
    photo: MediaPhoto,
    index: number,
  ) => {
    const moves: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      Home: 0,
      End: photos.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      move(photo, moves[event.key]!);
    }
  };

  const onListDragOver = (event: DragEvent<HTMLElement>) => {
    if (
      event.dataTransfer.types.includes("Files") ||
      event.dataTransfer.types.includes(DRAG_TYPE)
    ) {
      event.preventDefault();
      setDropActive(event.dataTransfer.types.includes("Files"));
    }
  };

  const onListDrop = (event: DragEvent<HTMLElement>) => {
    setDropActive(false);
    if (event.dataTransfer.types.includes(DRAG_TYPE)) return;
    const dropped = Array.from(event.dataTransfer.files ?? []);
    if (dropped.length === 0) return;
    event.preventDefault();
    addFiles(dropped);
  };

  const onItemDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    const key = event.dataTransfer.getData(DRAG_TYPE);
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    const photo = latest.current.find((candidate) => candidate.key === key);
    if (photo) move(photo, index);
  };

  const currentHero = offerHero ? heroOf(photos) : null;
  const busy = photos.filter(
    (photo) => photo.status === "preparing" || photo.status === "uploading",
  ).length;
  const failed = photos.filter((photo) => photo.status === "failed").length;
  const headingId = `photo-list-${label.replace(/\W+/g, "-").toLowerCase()}`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {label}
        </h3>
        <p className="text-sm text-slate-600">
          {photos.length} {photos.length === 1 ? "photo" : "photos"}
          {busy > 0 ? `, ${busy} uploading` : ""}
          {failed > 0 ? `, ${failed} failed` : ""}
        </p>
      </div>
      <div
        data-testid="photo-drop-zone"
        onDragOver={onListDragOver}
        onDragLeave={() => setDropActive(false)}
        onDrop={onListDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm text-slate-600 sm:flex-row sm:justify-center",
          dropActive ? "border-brand-600 bg-brand-50" : "border-slate-300",
        )}
      >
        <FilePicker
          accept={accept}
          multiple
          onFiles={addFiles}
          disabled={photos.length >= maxPhotos}
        >
          Add photos
        </FilePicker>
        <span>
          or drop them here. Each is resized and its location data removed
          before upload.
        </span>
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ol
          className="space-y-2"
          aria-label={`${label}, in order`}
          onDragOver={onListDragOver}
          onDrop={onListDrop}
        >
          {photos.map((photo, index) => {
            const src =
              (photo.src && mediaUrl(photo.src)) ||
              previews.current.get(photo.key);
            const isHero = currentHero?.key === photo.key;
            return (
              <li
                key={photo.key}
                data-testid="photo-item"
                onDragOver={(event) => {
                  if (event.dataTransfer.types.includes(DRAG_TYPE))
                    event.preventDefault();
                }}
                onDrop={(event) => onItemDrop(event, index)}
                className={cn(
                  "flex items-start gap-2 rounded-xl border bg-white p-2 sm:gap-3 sm:p-3",
                  photo.hidden
                    ? "border-dashed border-slate-300 opacity-70"
                    : "border-slate-200",
                )}
              >
                <button
                  type="button"
                  ref={(element) => {
                    if (element) handles.current.set(photo.key, element);
                    else handles.current.delete(photo.key);
                  }}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, photo.key);
                    event.dataTransfer.effectAllowed = "move";
                  }}
                  onKeyDown={(event) => onHandleKey(event, photo, index)}
                  aria-label={`Reorder ${photo.fileName}, position ${index + 1} of ${photos.length}`}
                  aria-describedby={`${headingId}-reorder-hint`}
                  className="flex h-11 w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <span aria-hidden="true">⋮⋮</span>
                </button>
                <div className="h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-20 sm:w-28">
                  {src ? (
                    <img
                      src={src}
                      alt=""
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="min-w-0 flex-1 space-y-2">
                  <PhotoStatus photo={photo} isHero={isHero} />
                  {captions && (
                    <div>
                      <label
                        htmlFor={`${photo.key}-caption`}
                        className="sr-only"
                      >
                        Caption for {photo.fileName}
                      </label>
                      <TextInput
                        id={`${photo.key}-caption`}
                        value={photo.caption}
                        maxLength={MAX_CAPTION_LENGTH}
                        placeholder="Caption (also read aloud to blind visitors)"
                        onChange={(event) =>
                          dispatch({
                            type: "captioned",
                            key: photo.key,
                            caption: event.currentTarget.value,
                          })
                        }
                      />
                    </div>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => move(photo, index - 1)}
                      disabled={index === 0}
                      aria-label={`Move ${photo.fileName} earlier`}
                    >
                      Earlier
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => move(photo, index + 1)}
                      disabled={index === photos.length - 1}
                      aria-label={`Move ${photo.fileName} later`}
                    >
                      Later
                    </Button>
                    {offerHero && (
                      <Button
                        size="sm"
                        variant={isHero ? "secondary" : "ghost"}
                        aria-pressed={isHero}
                        disabled={photo.status !== "uploaded" || photo.hidden}
                        onClick={() =>
                          dispatch({ type: "heroPicked", key: photo.key })
                        }
                        aria-label={`Hero: ${photo.fileName}`}
                      >
                        {isHero ? "Hero" : "Make hero"}
                      </Button>
                    )}
                    {hiding && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-pressed={photo.hidden}
                        onClick={() =>
                          dispatch({
                            type: "hiddenSet",
                            key: photo.key,
                            hidden: !photo.hidden,
                          })
                        }
                        aria-label={`Hide ${photo.fileName}`}
                      >
                        {photo.hidden ? "Hidden" : "Hide"}
                      </Button>
                    )}
                    {photo.status === "failed" && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => retry(photo)}
                        aria-label={`Retry ${photo.fileName}`}
                      >
                        Retry
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      disabled={
                        photo.status === "preparing" ||
                        photo.status === "uploading"
                      }
                      onClick={() => void removePhoto(photo)}
                      aria-label={`Remove ${photo.fileName}`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p id={`${headingId}-reorder-hint`} className="sr-only">
        Use the arrow keys to move the photo, Home and End for first and last.
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function PhotoStatus({
  photo,
  isHero,
}: {
  photo: MediaPhoto;
  isHero: boolean;
}) {
  return (
    <div className="space-y-1">
      <p className="truncate text-sm font-medium text-slate-900">
        <span data-testid="photo-name">{photo.fileName}</span>
        {isHero && (
          <span className="ml-2 rounded bg-accent-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
            Hero
          </span>
        )}
      </p>
      <p
        className={cn(
          "text-sm",
          photo.status === "failed" ? "text-red-700" : "text-slate-600",
        )}
        role={photo.status === "failed" ? "alert" : undefined}
      >
        {statusText(photo)}
      </p>
      {(photo.status === "uploading" || photo.status === "preparing") && (
        <progress
          className="h-1.5 w-full overflow-hidden rounded"
          max={1}
          value={photo.status === "uploading" ? photo.progress : undefined}
          aria-label={`${photo.fileName} upload progress`}
        />
      )}
    </div>
  );
}
