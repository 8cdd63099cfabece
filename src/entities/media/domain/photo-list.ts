/**
 * The photo list's state (one list of photos being uploaded, ordered, captioned), as a
 * reducer the <PhotoList> component and its tests share. Pure: the uploads themselves run
 * in the component, which reports their progress here.
 *
 * Rules: the order is the list's order; at most one photo is the hero, and a hidden or
 * removed photo stops being it; with none picked, the first visible uploaded photo is
 * shown as the hero (heroOf).
 */

export type PhotoStatus = "preparing" | "uploading" | "uploaded" | "failed";

export interface MediaPhoto {
  /** This list's id of the photo (not stored). */
  key: string;
  fileName: string;
  status: PhotoStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** Why the last attempt failed, in the owner's words. */
  error: string | null;
  /** The stored value of its full-size WebP (`/storage/v1/object/public/...`) once uploaded. */
  src: string | null;
  /** Every object uploaded for it (sizes, preview), deleted with it. */
  objectPaths: string[];
  caption: string;
  hidden: boolean;
  hero: boolean;
}

export type PhotoListAction =
  | { type: "added"; photos: { key: string; fileName: string }[] }
  | { type: "phase"; key: string; status: "preparing" | "uploading" }
  | { type: "progressed"; key: string; progress: number }
  | { type: "uploaded"; key: string; src: string; objectPaths: string[] }
  | { type: "failed"; key: string; error: string }
  | { type: "moved"; key: string; to: number }
  | { type: "heroPicked"; key: string }
  | { type: "captioned"; key: string; caption: string }
  | { type: "hiddenSet"; key: string; hidden: boolean }
  | { type: "removed"; key: string };

/** The longest caption (alt text and the caption under the photo). */
export const MAX_CAPTION_LENGTH = 200;

/** A photo already stored (when a list opens on saved photos). */
export function storedPhoto(key: string, photo: { src: string; objectPaths: string[]; caption?: string; hidden?: boolean; hero?: boolean }): MediaPhoto {
  const fileName = photo.src.split("/").pop() ?? photo.src;
  return { key, fileName, status: "uploaded", progress: 1, error: null, src: photo.src, objectPaths: photo.objectPaths, caption: photo.caption ?? "", hidden: photo.hidden ?? false, hero: photo.hero ?? false };
}

function update(photos: MediaPhoto[], key: string, change: (photo: MediaPhoto) => MediaPhoto): MediaPhoto[] {
  return photos.map((photo) => (photo.key === key ? change(photo) : photo));
}

export function photoListReducer(photos: MediaPhoto[], action: PhotoListAction): MediaPhoto[] {
  switch (action.type) {
    case "added":
      return [
        ...photos,
        ...action.photos.map(({ key, fileName }): MediaPhoto => ({
          key,
          fileName,
          status: "preparing",
          progress: 0,
          error: null,
          src: null,
          objectPaths: [],
          caption: "",
          hidden: false,
          hero: false,
        })),
      ];
    case "phase":
      return update(photos, action.key, (photo) => ({ ...photo, status: action.status, progress: 0, error: null }));
    case "progressed":
      return update(photos, action.key, (photo) => ({ ...photo, progress: Math.min(1, Math.max(0, action.progress)) }));
    case "uploaded":
      return update(photos, action.key, (photo) => ({ ...photo, status: "uploaded", progress: 1, error: null, src: action.src, objectPaths: action.objectPaths }));
    case "failed":
      return update(photos, action.key, (photo) => ({ ...photo, status: "failed", progress: 0, error: action.error }));
    case "moved": {
      const from = photos.findIndex((photo) => photo.key === action.key);
      if (from < 0) return photos;
      const to = Math.min(photos.length - 1, Math.max(0, action.to));
      if (to === from) return photos;
      const next = [...photos];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    }
    case "heroPicked":
      return photos.map((photo) => ({ ...photo, hero: photo.key === action.key && !photo.hidden && photo.status === "uploaded" }));
    case "captioned":
      return update(photos, action.key, (photo) => ({ ...photo, caption: action.caption.slice(0, MAX_CAPTION_LENGTH) }));
    case "hiddenSet":
      return update(photos, action.key, (photo) => ({ ...photo, hidden: action.hidden, hero: action.hidden ? false : photo.hero }));
    case "removed":
      return photos.filter((photo) => photo.key !== action.key);
  }
}

/** The hero: the one picked, else the first visible uploaded photo, else none. */
export function heroOf(photos: readonly MediaPhoto[]): MediaPhoto | null {
  return photos.find((photo) => photo.hero) ?? photos.find((photo) => !photo.hidden && photo.status === "uploaded") ?? null;
}

/** Whether every photo is stored (a form may save only then). */
export function allUploaded(photos: readonly MediaPhoto[]): boolean {
  return photos.every((photo) => photo.status === "uploaded");
}
