/**
 * The link-preview (Open Graph / Twitter card) image of one property showcase, made at build
 * time: the hero photo cover-cropped to 1200×630 under a dark band at the bottom that carries
 * the street address (large), the city/state/zip line and the key facts, with the business
 * name in a small panel in the top-left corner. Without a hero photo, or with one that cannot
 * be decoded, the same text sits on the site's green gradient.
 *
 * Text is drawn by sharp's `text` input (Pango) with the DejaVu Sans files shipped beside this
 * module in fonts/ (licence: fonts/LICENSE), so the result does not depend on the fonts of the
 * machine that builds the site, and nothing is downloaded. Text that does not fit shrinks and
 * wraps (the address to two lines, the other lines to one); an address longer than
 * MAX_TEXT_CHARS is cut with an ellipsis.
 */
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions } from "sharp";

export const SHOWCASE_OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

export interface ShowcaseOgImageInput {
  /** The hero photo in any format sharp reads, or null for the branded background. */
  hero: Buffer | null;
  /** Street address, e.g. "14 Maple Ave". */
  address: string;
  /** e.g. "Westfield, NJ 07090". */
  cityLine: string;
  /** e.g. "4 beds · 2.5 baths · 2,350 sq ft". */
  facts: string;
  businessName: string;
}

const W = SHOWCASE_OG_IMAGE.width;
const H = SHOWCASE_OG_IMAGE.height;
/** Left and right margin of the text block. */
const MARGIN_X = 64;
const MARGIN_BOTTOM = 54;
const TEXT_WIDTH = W - 2 * MARGIN_X;
/** Longer text is cut with an ellipsis before it is laid out. */
const MAX_TEXT_CHARS = 140;

const BRAND = { dark: "#0b201a", mid: "#16392e", light: "#1d5641", accent: "#f5b83d", border: "#338663" } as const;

const FONT_DIR = fileURLToPath(new URL("./fonts/", import.meta.url));
const FONT = {
  regular: { file: `${FONT_DIR}DejaVuSans.ttf`, face: "DejaVu Sans" },
  bold: { file: `${FONT_DIR}DejaVuSans-Bold.ttf`, face: "DejaVu Sans Bold" },
} as const;

interface TextStyle {
  font: (typeof FONT)[keyof typeof FONT];
  color: string;
  /**
   * [font size in pixels, most lines], tried in order: the first at which the text fits is
   * used; past the last, Pango shrinks the text into the last one's box.
   */
  fits: readonly (readonly [size: number, lines: number])[];
}

const STYLE = {
  // One line while it stays large, then two.
  address: { font: FONT.bold, color: "#ffffff", fits: [[60, 1], [54, 1], [48, 1], [48, 2], [42, 2], [38, 2], [34, 2]] },
  cityLine: { font: FONT.regular, color: "#e4f2ea", fits: [[32, 1], [28, 1], [25, 1], [22, 1]] },
  facts: { font: FONT.bold, color: BRAND.accent, fits: [[32, 1], [28, 1], [25, 1], [22, 1]] },
  businessName: { font: FONT.bold, color: "#ffffff", fits: [[24, 1], [22, 1], [20, 1], [18, 1]] },
} as const satisfies Record<string, TextStyle>;

interface Layer {
  /** Raw RGBA pixels. */
  input: Buffer;
  width: number;
  height: number;
  /**
   * Height of the text's line boxes: the layer's bottom edge is the last line's (see STRUT),
   * its top edge may lie below the first line's, which this tells.
   */
  boxHeight: number;
}

/** One line of input: no control characters or runs of white space, at most MAX_TEXT_CHARS. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length > MAX_TEXT_CHARS ? `${chars.slice(0, MAX_TEXT_CHARS - 1).join("").trimEnd()}…` : flat;
}

/** Escapes text for Pango markup (an XML subset). */
export function escapePangoMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

async function renderText(markup: string, style: TextStyle, size: number, width: number, height?: number): Promise<Layer> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${style.font.face} ${size}`,
      fontfile: style.font.file,
      width,
      // Pixel sizes: at 72 dpi a point is a pixel. With a height, Pango picks the size that fits instead.
      ...(height ? { height } : { dpi: 72 }),
      wrap: "word-char",
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height, boxHeight: info.height };
}

/**
 * libvips sizes a text image to the ink of its glyphs, so "aaa" would come out shorter than
 * "Hg". An invisible box-drawing bar (│ spans the font's full ascent and descent) after the
 * text gives every line the same height and the text block a baseline-true bottom edge.
 */
const STRUT = '<span fgalpha="1">│</span>';

interface LineMetrics {
  /** Height of a one-line layer. */
  first: number;
  /** What each further line adds. */
  pitch: number;
}
const lineMetrics = new Map<string, LineMetrics>();
async function metrics(style: TextStyle, size: number): Promise<LineMetrics> {
  const key = `${style.font.face} ${size}`;
  let found = lineMetrics.get(key);
  if (!found) {
    const [one, two] = await Promise.all([renderText(STRUT, style, size, TEXT_WIDTH), renderText(`${STRUT}\n${STRUT}`, style, size, TEXT_WIDTH)]);
    found = { first: one.height, pitch: two.height - one.height };
    lineMetrics.set(key, found);
  }
  return found;
}
const blockHeight = ({ first, pitch }: LineMetrics, lines: number) => first + (lines - 1) * pitch;

/**
 * `text` rendered in `style` within `maxWidth` at the first of style.fits it fits in; failing
 * them all, shrunk by Pango into the box of the last. Null for empty text.
 */
async function textLayer(text: string, style: TextStyle, maxWidth: number): Promise<Layer | null> {
  const clean = cleanText(text);
  if (!clean) return null;
  const markup = `<span foreground="${style.color}">${escapePangoMarkup(clean)}${STRUT}</span>`;
  let last: { size: number; box: number } | null = null;
  for (const [size, lines] of style.fits) {
    const lineBox = await metrics(style, size);
    const box = blockHeight(lineBox, lines);
    const layer = await renderText(markup, style, size, maxWidth);
    if (layer.height <= box + 1) {
      const rendered = Math.max(1, Math.ceil((layer.height - lineBox.first - 1) / lineBox.pitch) + 1);
      return fitWithin({ ...layer, boxHeight: Math.max(layer.height, blockHeight(lineBox, rendered)) }, maxWidth, Infinity);
    }
    last = { size, box };
  }
  if (!last) throw new Error("A text style needs at least one fit.");
  const layer = await renderText(markup, style, last.size, maxWidth, last.box);
  return fitWithin({ ...layer, boxHeight: last.box }, maxWidth, last.box);
}

/** Crops a layer that Pango made a pixel or two larger than asked (never more than that). */
async function fitWithin(layer: Layer, maxWidth: number, maxHeight: number): Promise<Layer> {
  if (layer.width <= maxWidth && layer.height <= maxHeight) return layer;
  const width = Math.min(layer.width, maxWidth);
  const height = Math.min(layer.height, maxHeight);
  const input = await sharp(layer.input, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .extract({ left: 0, top: 0, width, height })
    .raw()
    .toBuffer();
  return { input, width, height, boxHeight: Math.min(layer.boxHeight, maxHeight) };
}

/** The hero cover-cropped to 1200×630 as raw sRGB, or null when sharp cannot decode it. */
async function heroBackground(hero: Buffer | null): Promise<Buffer | null> {
  if (!hero || hero.length === 0) return null;
  try {
    return await sharp(hero, { failOn: "error", autoOrient: true })
      .resize(W, H, { fit: "cover", position: "centre" })
      .flatten({ background: BRAND.mid })
      .toColourspace("srgb")
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The business-name panel in the top-left corner: logo mark, then the name. */
const PANEL = { x: 36, y: 34, pad: 10, padRight: 24, logo: 40, gap: 14 } as const;

/** The site's logo mark (as in scripts/generate-og-image.ts), 40×40 units. */
const LOGO_MARK = `<rect width="40" height="40" rx="9" fill="${BRAND.light}" stroke="${BRAND.border}" stroke-width="0.6"/>
  <path d="M9 20.5 20 11l11 9.5" fill="none" stroke="${BRAND.accent}" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M13 19v10h14V19" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M18 29v-6h4v6" fill="none" stroke="#fff" stroke-width="2.25" stroke-linejoin="round"/>`;

function brandedBackgroundSvg(): string {
  // The diagonal gradient of the site's default OG image, and a large faint logo mark at the right.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${BRAND.dark}"/><stop offset="0.55" stop-color="${BRAND.mid}"/><stop offset="1" stop-color="${BRAND.light}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g transform="translate(820 70) scale(7.5)" opacity="0.13">
    <path d="M9 20.5 20 11l11 9.5" fill="none" stroke="${BRAND.accent}" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M13 19v10h14V19" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M18 29v-6h4v6" fill="none" stroke="#fff" stroke-width="2.25" stroke-linejoin="round"/>
  </g>
</svg>`;
}

/** Shapes drawn over the background: the dark band behind the text, the accent rule, the name panel. */
function decorationSvg(opts: { photo: boolean; textTop: number; ruleY: number | null; panel: { width: number; height: number } | null }): string {
  const { photo, textTop, ruleY, panel } = opts;
  const parts: string[] = [];
  if (photo) {
    // Clear at the top of the band, dark enough behind the text for white type on any photo.
    const bandTop = Math.max(0, textTop - 170);
    const solidFrom = Math.min(0.9, Math.max(0.3, (textTop - 20 - bandTop) / (H - bandTop)));
    parts.push(`<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#06130f" stop-opacity="0"/>
      <stop offset="${(solidFrom * 0.55).toFixed(3)}" stop-color="#06130f" stop-opacity="0.45"/>
      <stop offset="${solidFrom.toFixed(3)}" stop-color="#06130f" stop-opacity="0.78"/>
      <stop offset="1" stop-color="#06130f" stop-opacity="0.9"/>
    </linearGradient></defs>
    <rect x="0" y="${bandTop}" width="${W}" height="${H - bandTop}" fill="url(#band)"/>`);
  }
  if (ruleY !== null) parts.push(`<rect x="${MARGIN_X}" y="${ruleY}" width="72" height="6" rx="3" fill="${BRAND.accent}"/>`);
  if (panel) {
    parts.push(`<rect x="${PANEL.x}" y="${PANEL.y}" width="${panel.width}" height="${panel.height}" rx="${panel.height / 2}" fill="${BRAND.dark}" fill-opacity="${photo ? 0.82 : 0.55}"/>
    <g transform="translate(${PANEL.x + PANEL.pad - 2} ${PANEL.y + (panel.height - PANEL.logo) / 2}) scale(${PANEL.logo / 40})">${LOGO_MARK}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/**
 * The showcase's 1200×630 progressive JPEG. Never throws for a bad hero: an image sharp cannot
 * decode gives the branded background, as null does.
 */
export async function renderShowcaseOgImage(input: ShowcaseOgImageInput): Promise<Buffer> {
  const [background, address, cityLine, facts, name] = await Promise.all([
    heroBackground(input.hero),
    textLayer(input.address, STYLE.address, TEXT_WIDTH),
    textLayer(input.cityLine, STYLE.cityLine, TEXT_WIDTH),
    textLayer(input.facts, STYLE.facts, TEXT_WIDTH),
    textLayer(input.businessName, STYLE.businessName, W - 2 * PANEL.x - PANEL.pad - PANEL.logo - PANEL.gap - PANEL.padRight),
  ]);
  const photo = background !== null;

  // The text block, laid out from the bottom up: facts, city line, address, accent rule.
  const composites: OverlayOptions[] = [];
  const gapAbove = { cityLine: 4, address: 2 };
  let y = H - MARGIN_BOTTOM;
  const place = (layer: Layer | null, gap: number) => {
    if (!layer) return;
    composites.push({ input: layer.input, raw: { width: layer.width, height: layer.height, channels: 4 }, left: MARGIN_X, top: Math.max(0, y - layer.height) });
    y -= layer.boxHeight + gap;
  };
  place(facts, gapAbove.cityLine);
  place(cityLine, gapAbove.address);
  place(address, 0);
  const hasText = address !== null || cityLine !== null || facts !== null;
  const textTop = hasText ? Math.max(0, y) : H - MARGIN_BOTTOM;
  const ruleY = hasText ? Math.max(0, textTop - 12) : null;

  let panel: { width: number; height: number } | null = null;
  if (name) {
    panel = { width: PANEL.pad + PANEL.logo + PANEL.gap + name.width + PANEL.padRight, height: Math.max(PANEL.logo, name.height) + 2 * PANEL.pad };
    composites.push({
      input: name.input,
      raw: { width: name.width, height: name.height, channels: 4 },
      left: PANEL.x + PANEL.pad + PANEL.logo + PANEL.gap,
      top: PANEL.y + Math.round((panel.height - name.height) / 2),
    });
  }

  const base = photo
    ? sharp(background, { raw: { width: W, height: H, channels: 3 } })
    : sharp(Buffer.from(brandedBackgroundSvg()));
  return base
    .composite([{ input: Buffer.from(decorationSvg({ photo, textTop, ruleY, panel })), left: 0, top: 0 }, ...composites])
    .jpeg({ quality: 82, progressive: true, mozjpeg: Boolean(sharp.versions.mozjpeg), chromaSubsampling: "4:2:0" })
    .toBuffer();
}
