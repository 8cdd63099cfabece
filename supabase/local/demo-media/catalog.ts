/**
 * Every file the seed's media URLs point at (supabase/seed.sql), and how to
 * draw it. Keep it in step with the seed: the backend test
 * tests/backend/demo-media.test.ts fetches every seeded URL through the
 * gateway.
 *
 * Sizes (what the app can put in width/height; aspect ratio first):
 *   photos, aerials, gallery images and covers  1920 x 1280 (3:2), also -640w and -1280w
 *   floor-plan images                            1600 x 1200 (4:3), also -800w
 *   blog covers                                  1200 x 630,        also -640w
 *   agent headshots                              400 x 400
 *   brokerage logos                              560 x 224 (5:2), transparent
 * A variant is the same picture at a smaller width, next to it:
 * photo-1.webp → photo-1-640w.webp, photo-1-1280w.webp.
 */
import type { InteriorRoom, PhotoKind } from "./photo-scenes.ts";

export type DemoImage =
  | { draw: "photo"; scene: PhotoKind; seed: string }
  | { draw: "floor-plan"; level: number; caption: string }
  | { draw: "headshot"; seed: string }
  | { draw: "logo"; name: string }
  | { draw: "blog-cover"; slug: string; category: string };

export interface DemoImageFile {
  /** <bucket>/<path>, without the variant suffix. */
  path: string;
  image: DemoImage;
  width: number;
  height: number;
  /** Smaller widths written next to it as <name>-<w>w.webp. */
  variants: number[];
}

export interface DemoPdfFile {
  path: string;
  levels: number[];
  address: string;
}

export const DEMO_IMAGE_SIZES = {
  photo: { width: 1920, height: 1280, variants: [640, 1280] },
  floorPlan: { width: 1600, height: 1200, variants: [800] },
  blogCover: { width: 1200, height: 630, variants: [640] },
  headshot: { width: 400, height: 400, variants: [] },
  logo: { width: 560, height: 224, variants: [] },
} as const;

interface ShowcaseMedia {
  slug: string;
  address: string;
  photos: number;
  floorplans: number;
  aerials: number;
  setting?: "waterfront" | "rural";
}

/** Mirrors the showcase rows in seed.sql (counts of photos, floor plans and aerials). */
export const SHOWCASES: ShowcaseMedia[] = [
  { slug: "14-old-mill-road-tewksbury", address: "14 Old Mill Rd, Oldwick, NJ 08858", photos: 14, floorplans: 2, aerials: 5, setting: "rural" },
  { slug: "27-kingsland-terrace-ridgewood", address: "27 Kingsland Ter, Ridgewood, NJ 07450", photos: 12, floorplans: 2, aerials: 0 },
  { slug: "8-fox-chase-lane-mendham", address: "8 Fox Chase Ln, Mendham, NJ 07945", photos: 18, floorplans: 3, aerials: 6, setting: "rural" },
  { slug: "61-riverside-avenue-red-bank", address: "61 Riverside Ave, Red Bank, NJ 07701", photos: 10, floorplans: 1, aerials: 3, setting: "waterfront" },
  { slug: "45-hunt-drive-princeton", address: "45 Hunt Dr, Princeton, NJ 08540", photos: 16, floorplans: 2, aerials: 4 },
  { slug: "119-main-street-flemington", address: "119 Main St, Flemington, NJ 08822", photos: 9, floorplans: 1, aerials: 0 },
  { slug: "22-cherry-lane-westfield", address: "22 Cherry Ln, Westfield, NJ 07090", photos: 15, floorplans: 2, aerials: 3 },
  { slug: "5-lake-shore-drive-sparta", address: "5 Lake Shore Dr, Sparta, NJ 07871", photos: 11, floorplans: 1, aerials: 4, setting: "waterfront" },
];

/** Agent folders with a headshot (Tomasz Nowicki has none: the page shows its placeholder). */
export const AGENT_HEADSHOTS = ["dana-whitfield", "marcus-ortega", "priya-raman", "colleen-brennan", "elena-marquez"];

export const BROKERAGES: Array<{ folder: string; name: string }> = [
  { folder: "raritan-valley-realty-group", name: "Raritan Valley Realty Group" },
  { folder: "palisades-premier-properties", name: "Palisades Premier Properties" },
  { folder: "morris-hills-realty", name: "Morris Hills Realty" },
  { folder: "shore-point-realty", name: "Shore Point Realty" },
  { folder: "garden-state-home-partners", name: "Garden State Home Partners" },
  { folder: "skylands-country-realty", name: "Skylands Country Realty" },
];

type GalleryLook = "photo" | "aerial" | "aerial-waterfront" | "aerial-rural" | "floor-plan" | "still";

/** Mirrors gallery_collections in seed.sql: folder, what its pictures show, how many. */
export const GALLERY: Array<{ folder: string; look: GalleryLook; images: number }> = [
  { folder: "tewksbury-stone-farmhouse", look: "photo", images: 12 },
  { folder: "ridgewood-tudor-twilight", look: "photo", images: 10 },
  { folder: "readington-horse-farm-aerial", look: "aerial-rural", images: 8 },
  { folder: "lake-hopatcong-lakefront", look: "aerial-waterfront", images: 7 },
  { folder: "hoboken-condo-floor-plans", look: "floor-plan", images: 3 },
  { folder: "princeton-colonial-floor-plans", look: "floor-plan", images: 3 },
  { folder: "red-bank-victorian-video", look: "still", images: 4 },
  { folder: "montclair-craftsman-3d-tour", look: "photo", images: 6 },
  { folder: "morristown-office-suite", look: "photo", images: 8 },
  { folder: "jersey-city-loft-video", look: "still", images: 5 },
  { folder: "spring-lake-shore-aerials", look: "aerial", images: 6 },
];

/** Mirrors blog_posts in seed.sql: slug and category slug. */
export const BLOG_COVERS: Array<{ slug: string; category: string }> = [
  { slug: "what-to-expect-from-your-home-appraisal-inspection", category: "homeowner-tips" },
  { slug: "how-to-prepare-your-home-for-an-appraisal", category: "homeowner-tips" },
  { slug: "appealing-your-new-jersey-property-tax-assessment", category: "financial-tips" },
  { slug: "uspap-explained-the-rules-behind-every-appraisal", category: "industry-standards" },
  { slug: "getting-your-home-camera-ready", category: "photography-tips" },
  { slug: "removing-pmi-with-a-new-appraisal", category: "financial-tips" },
  { slug: "northern-new-jersey-market-low-inventory-appraisal-gaps", category: "market-analysis" },
  { slug: "appraisal-independence-explained", category: "industry-standards" },
  { slug: "drone-photography-for-large-lots-and-rural-properties", category: "photography-tips" },
  { slug: "reading-the-age-of-a-new-jersey-house", category: "history" },
  { slug: "how-appraisers-choose-comparable-sales", category: "market-analysis" },
  { slug: "3d-tours-floor-plans-and-video", category: "technology" },
  { slug: "reading-your-property-tax-record", category: "technology" },
  { slug: "date-of-death-appraisals-for-new-jersey-estates", category: "industry-standards" },
  { slug: "why-new-jersey-property-taxes-are-so-high", category: "history" },
  { slug: "spring-2027-market-preview", category: "market-analysis" },
];

/** A listing's photo order: front exterior first (the hero), then the rooms buyers look for. */
const LISTING_SEQUENCE: PhotoKind[] = [
  { kind: "exterior" },
  { kind: "interior", room: "living" },
  { kind: "interior", room: "kitchen" },
  { kind: "interior", room: "dining" },
  { kind: "interior", room: "bedroom" },
  { kind: "interior", room: "bathroom" },
  { kind: "exterior", twilight: true },
  { kind: "interior", room: "office" },
  { kind: "interior", room: "bedroom" },
];
const ROOMS: InteriorRoom[] = ["living", "kitchen", "bedroom", "bathroom", "dining", "office"];

function listingPhoto(n: number): PhotoKind {
  if (n <= LISTING_SEQUENCE.length) return LISTING_SEQUENCE[n - 1] as PhotoKind;
  return { kind: "interior", room: ROOMS[(n - LISTING_SEQUENCE.length) % ROOMS.length] as InteriorRoom };
}

const photo = (path: string, scene: PhotoKind, seed: string): DemoImageFile => ({ path, image: { draw: "photo", scene, seed }, ...DEMO_IMAGE_SIZES.photo, variants: [...DEMO_IMAGE_SIZES.photo.variants] });
const plan = (path: string, level: number, caption: string): DemoImageFile => ({ path, image: { draw: "floor-plan", level, caption }, ...DEMO_IMAGE_SIZES.floorPlan, variants: [...DEMO_IMAGE_SIZES.floorPlan.variants] });
const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

export function demoImages(): DemoImageFile[] {
  const files: DemoImageFile[] = [];
  for (const showcase of SHOWCASES) {
    const base = `showcase-media/${showcase.slug}`;
    for (const n of range(showcase.photos)) files.push(photo(`${base}/photo-${n}.webp`, listingPhoto(n), `${showcase.slug}:photo:${n}`));
    for (const n of range(showcase.floorplans)) files.push(plan(`${base}/floorplan-${n}.webp`, n - 1, showcase.address));
    const aerial: PhotoKind = { kind: "aerial", waterfront: showcase.setting === "waterfront", rural: showcase.setting === "rural" };
    for (const n of range(showcase.aerials)) files.push(photo(`${base}/aerial-${n}.webp`, aerial, `${showcase.slug}:aerial:${n}`));
  }
  for (const folder of AGENT_HEADSHOTS) {
    files.push({ path: `agent-media/${folder}/headshot.webp`, image: { draw: "headshot", seed: folder }, ...DEMO_IMAGE_SIZES.headshot, variants: [] });
  }
  for (const brokerage of BROKERAGES) {
    files.push({ path: `agent-media/${brokerage.folder}/logo.webp`, image: { draw: "logo", name: brokerage.name }, ...DEMO_IMAGE_SIZES.logo, variants: [] });
  }
  for (const project of GALLERY) {
    const base = `gallery/${project.folder}`;
    const pictureAt = (n: number): DemoImageFile => {
      const path = n === 0 ? `${base}/cover.webp` : `${base}/image-${n}.webp`;
      const seed = `${project.folder}:${n}`;
      switch (project.look) {
        case "floor-plan":
          return n === 0 ? photo(path, { kind: "exterior" }, seed) : plan(path, n - 1, "Measured floor plan");
        case "aerial":
        case "aerial-rural":
        case "aerial-waterfront":
          return photo(path, { kind: "aerial", rural: project.look === "aerial-rural", waterfront: project.look === "aerial-waterfront" }, seed);
        case "still":
          return photo(path, n % 3 === 0 ? { kind: "exterior", twilight: true } : listingPhoto(n + 1), seed);
        case "photo":
          return photo(path, n === 0 ? { kind: "exterior" } : listingPhoto(n), seed);
      }
    };
    for (const n of [0, ...range(project.images)]) files.push(pictureAt(n));
  }
  for (const post of BLOG_COVERS) {
    files.push({ path: `blog-images/${post.slug}.webp`, image: { draw: "blog-cover", slug: post.slug, category: post.category }, ...DEMO_IMAGE_SIZES.blogCover, variants: [...DEMO_IMAGE_SIZES.blogCover.variants] });
  }
  return files;
}

export function demoPdfs(): DemoPdfFile[] {
  return SHOWCASES.filter((showcase) => showcase.floorplans > 0).map((showcase) => ({
    path: `showcase-media/${showcase.slug}/floorplan.pdf`,
    levels: range(showcase.floorplans).map((n) => n - 1),
    address: showcase.address,
  }));
}

/** photo-1.webp → photo-1-640w.webp */
export function variantPath(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}w.webp`);
}
