/**
 * The media sections of a showcase, in page order. A section exists only when its has_
 * flag is true (docs/product.md §2.4); the listing's cards show up to three of them as
 * badges and a '+N' badge for the rest.
 */

export interface MediaFlags {
  has_photos: boolean;
  has_videos: boolean;
  has_floorplans: boolean;
  has_matterport: boolean;
  has_aerial: boolean;
}

export type MediaSectionId = "photos" | "videos" | "floorplans" | "virtual-tour" | "aerial";

export interface MediaSection {
  id: MediaSectionId;
  /** Section heading and jump-button text. */
  title: string;
  /** Short badge text on cards. */
  badge: string;
}

const SECTIONS: readonly (MediaSection & { flag: keyof MediaFlags })[] = [
  { id: "photos", title: "Photos", badge: "Photos", flag: "has_photos" },
  { id: "videos", title: "Videos", badge: "Video", flag: "has_videos" },
  { id: "floorplans", title: "Floor Plans", badge: "Floor Plans", flag: "has_floorplans" },
  { id: "virtual-tour", title: "Virtual Tour", badge: "3D Tour", flag: "has_matterport" },
  { id: "aerial", title: "Aerial", badge: "Aerial", flag: "has_aerial" },
];

/** The sections switched on, in page order. */
export function mediaSections(flags: MediaFlags): MediaSection[] {
  return SECTIONS.filter((section) => flags[section.flag] === true).map(({ id, title, badge }) => ({ id, title, badge }));
}

export const MAX_MEDIA_BADGES = 3;

/** Up to three badges, and how many more the '+N' badge stands for (0: no '+N' badge). */
export function mediaBadges(flags: MediaFlags, max = MAX_MEDIA_BADGES): { badges: string[]; more: number } {
  const all = mediaSections(flags).map((section) => section.badge);
  return { badges: all.slice(0, max), more: Math.max(0, all.length - max) };
}
