/**
 * Where everything sits on the one-page flyer, in PDF points (1/72 in; origin at the
 * bottom-left corner, y up, as PDF draws), and the pixel sizes its photos need to print
 * sharply. Pure maths: the PDF is drawn from these boxes by api/make-flyer.ts.
 */

/** US Letter, portrait. */
export const PAGE = { width: 612, height: 792 } as const;
/** Half an inch all round (inside what office printers can print). */
export const MARGIN = 36;
export const GUTTER = 8;
/** Print resolution the photos are prepared for, where the source has the pixels. */
export const PRINT_DPI = 300;
/** Up to this many photos besides the hero. */
export const MAX_THUMBNAILS = 3;
/** White modules around the QR code (the quiet zone QR readers need). */
export const QR_QUIET_MODULES = 4;

export interface Box {
  x: number;
  /** The box's bottom edge, from the bottom of the page. */
  y: number;
  width: number;
  height: number;
}

const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

/** A box given by its distance from the top of the page (as one reads it), in PDF coordinates. */
export function boxFromTop(x: number, top: number, width: number, height: number): Box {
  return { x, y: PAGE.height - top - height, width, height };
}

export interface FlyerLayout {
  /** The small line above the address. */
  kicker: Box;
  /** The street address (one line, shrunk to fit). */
  title: Box;
  /** City, state and zip. */
  locality: Box;
  hero: Box;
  thumbnails: Box[];
  /** The key facts, one cell each. */
  facts: Box[];
  description: Box;
  agentPhoto: Box;
  /** Name, brokerage, phone and email, beside the photo. */
  agentText: Box;
  /** The QR code with its quiet zone. */
  qr: Box;
  /** The words under the QR code. */
  qrCaption: Box;
  footer: Box;
}

const HERO_TOP = 112;
const HERO_HEIGHT = 288;
const THUMB_HEIGHT = 116;
const LOWER_TOP = HERO_TOP + HERO_HEIGHT + GUTTER + THUMB_HEIGHT + 16; // 540
const QR_SIZE = 144;
const QR_COLUMN = 150;
const LEFT_WIDTH = CONTENT_WIDTH - QR_COLUMN - 16;
const FACTS_HEIGHT = 40;
const DESCRIPTION_TOP = LOWER_TOP + FACTS_HEIGHT + 12;
const DESCRIPTION_HEIGHT = 56;
const AGENT_PHOTO = 80;
const AGENT_TOP = PAGE.height - MARGIN - AGENT_PHOTO;

/**
 * The layout for a flyer with `thumbnailCount` photos besides the hero (0 to 3; with none
 * the hero takes their row too) and `factCount` key facts (cells of equal width in one row).
 */
export function flyerLayout({ thumbnailCount, factCount }: { thumbnailCount: number; factCount: number }): FlyerLayout {
  const thumbs = Math.max(0, Math.min(MAX_THUMBNAILS, Math.floor(thumbnailCount)));
  const heroHeight = thumbs > 0 ? HERO_HEIGHT : HERO_HEIGHT + GUTTER + THUMB_HEIGHT;
  const thumbWidth = thumbs > 0 ? (CONTENT_WIDTH - (thumbs - 1) * GUTTER) / thumbs : 0;
  const thumbTop = HERO_TOP + HERO_HEIGHT + GUTTER;
  const cells = Math.max(0, Math.floor(factCount));
  const cellWidth = cells > 0 ? LEFT_WIDTH / cells : 0;
  const qrX = PAGE.width - MARGIN - QR_COLUMN + (QR_COLUMN - QR_SIZE) / 2;

  return {
    kicker: boxFromTop(MARGIN, MARGIN, CONTENT_WIDTH, 12),
    title: boxFromTop(MARGIN, 52, CONTENT_WIDTH, 32),
    locality: boxFromTop(MARGIN, 86, CONTENT_WIDTH, 18),
    hero: boxFromTop(MARGIN, HERO_TOP, CONTENT_WIDTH, heroHeight),
    thumbnails: Array.from({ length: thumbs }, (_, index) =>
      boxFromTop(MARGIN + index * (thumbWidth + GUTTER), thumbTop, thumbWidth, THUMB_HEIGHT),
    ),
    facts: Array.from({ length: cells }, (_, index) => boxFromTop(MARGIN + index * cellWidth, LOWER_TOP, cellWidth, FACTS_HEIGHT)),
    description: boxFromTop(MARGIN, DESCRIPTION_TOP, LEFT_WIDTH, DESCRIPTION_HEIGHT),
    agentPhoto: boxFromTop(MARGIN, AGENT_TOP, AGENT_PHOTO, AGENT_PHOTO),
    agentText: boxFromTop(MARGIN + AGENT_PHOTO + 14, AGENT_TOP, LEFT_WIDTH - AGENT_PHOTO - 14, AGENT_PHOTO),
    qr: boxFromTop(qrX, LOWER_TOP, QR_SIZE, QR_SIZE),
    qrCaption: boxFromTop(PAGE.width - MARGIN - QR_COLUMN, LOWER_TOP + QR_SIZE + 4, QR_COLUMN, PAGE.height - MARGIN - (LOWER_TOP + QR_SIZE + 4)),
    footer: { x: MARGIN, y: 14, width: CONTENT_WIDTH, height: 12 },
  };
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Pixels a box needs to print at `dpi`. */
export function printPixels(box: Pick<Box, "width" | "height">, dpi: number = PRINT_DPI): { width: number; height: number } {
  return { width: Math.ceil((box.width / 72) * dpi), height: Math.ceil((box.height / 72) * dpi) };
}

export interface Crop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The centred part of a source image that fills a box of `boxAspect` (width / height) without distortion ("cover"). */
export function coverCrop(sourceWidth: number, sourceHeight: number, boxAspect: number): Crop {
  const sourceAspect = sourceWidth / sourceHeight;
  if (sourceAspect > boxAspect) {
    const sw = sourceHeight * boxAspect;
    return { sx: (sourceWidth - sw) / 2, sy: 0, sw, sh: sourceHeight };
  }
  const sh = sourceWidth / boxAspect;
  return { sx: 0, sy: (sourceHeight - sh) / 2, sw: sourceWidth, sh };
}

/**
 * The source width an image of `sourceAspect` must have so that its cover crop of a box of
 * `target` pixels has every pixel (a wider box crops height away, a taller one width).
 */
export function neededSourceWidth(target: { width: number; height: number }, sourceAspect: number): number {
  const boxAspect = target.width / target.height;
  return Math.ceil(sourceAspect > boxAspect ? target.height * sourceAspect : target.width);
}

/**
 * Which stored width of an image to download: the smallest that still gives `neededWidth`
 * pixels, else the largest there is (print at the source's own resolution, never upscaled).
 */
export function chooseImageSource<T extends { width: number }>(sources: readonly T[], neededWidth: number): T | undefined {
  const bySize = [...sources].sort((a, b) => a.width - b.width);
  return bySize.find((source) => source.width >= neededWidth) ?? bySize.at(-1);
}

/**
 * The JPEG's pixel size for a cover crop: the box's print pixels, or fewer when the crop has
 * fewer (same aspect), so a small source is not enlarged (the PDF viewer scales it anyway).
 */
export function outputPixels(crop: Crop, target: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, crop.sw / target.width, crop.sh / target.height);
  return { width: Math.max(1, Math.round(target.width * scale)), height: Math.max(1, Math.round(target.height * scale)) };
}

/**
 * The dark modules of a QR matrix (rows of booleans, true = dark) as rectangles in `box`,
 * which holds the code and its quiet zone: consecutive dark modules of a row merge into one
 * rectangle, so a code is a few hundred vector rectangles.
 */
export function qrRectangles(matrix: readonly (readonly boolean[])[], box: Box, quietModules: number = QR_QUIET_MODULES): Box[] {
  const count = matrix.length;
  if (count === 0) return [];
  const module = Math.min(box.width, box.height) / (count + 2 * quietModules);
  const left = box.x + quietModules * module;
  const top = box.y + box.height - quietModules * module;
  const rects: Box[] = [];
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      rects.push({ x: left + start * module, y: top - (r + 1) * module, width: (c - start) * module, height: module });
    }
  });
  return rects;
}

/** Helvetica's ascender, as a share of the font size: the first baseline sits this far below a box's top. */
export const ASCENT = 0.77;

/**
 * The baselines of `count` lines of `size` points, `leading` apart, set from the top of `box`
 * (PDF text is placed by its baseline).
 */
export function baselines(box: Box, size: number, leading: number, count: number): number[] {
  const first = box.y + box.height - size * ASCENT;
  return Array.from({ length: count }, (_, index) => first - index * leading);
}

/** The x at which a line of `width` points starts to sit centred in `box`. */
export function centredX(box: Box, width: number): number {
  return box.x + (box.width - width) / 2;
}
