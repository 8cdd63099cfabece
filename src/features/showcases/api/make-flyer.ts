import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "@cantoo/pdf-lib";
import { encode } from "uqr";
import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import { site } from "@/config/site";
import { loadPhoto, printableJpeg } from "@/features/showcases/api/load-flyer-photo";
import { flyerContent, type FlyerContent } from "@/features/showcases/domain/flyer-content";
import {
  baselines,
  centredX,
  flyerLayout,
  PAGE,
  qrRectangles,
  type Box,
  type FlyerLayout,
} from "@/features/showcases/domain/flyer-layout";
import { fitText, toWinAnsi, wrapUrl } from "@/features/showcases/domain/flyer-text";
import { flyerFileName } from "@/features/showcases/domain/flyer-url";

/**
 * The one-page US Letter flyer of a showcase, made in the browser when the visitor asks for
 * it (docs/decisions/037): photos fetched and turned into 300-dpi JPEGs, text as PDF text in
 * the standard Helvetica fonts, the QR code as vector rectangles. This module and the two
 * libraries it imports load only through the flyer button's dynamic import.
 */

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.04, 0.32, 0.45);
const RULE = rgb(0.85, 0.87, 0.9);
const PLACEHOLDER = rgb(0.93, 0.94, 0.96);

export interface Flyer {
  bytes: Uint8Array;
  fileName: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const measureWith = (font: PDFFont) => (text: string, size: number) => font.widthOfTextAtSize(text, size);

/** One line of text in a box (shrunk between maxSize and minSize to fit, else cut with an ellipsis), from its top. */
function drawFittedLine(
  page: PDFPage,
  value: string,
  box: Box,
  font: PDFFont,
  sizes: { maxSize: number; minSize: number },
  color: RGB,
  align: "left" | "centre" = "left",
): number {
  const text = toWinAnsi(value);
  if (!text) return 0;
  const fitted = fitText(text, { maxWidth: box.width, maxLines: 1, ...sizes }, measureWith(font));
  const line = fitted.lines[0] ?? "";
  const [y = box.y] = baselines(box, fitted.size, fitted.size, 1);
  const x = align === "centre" ? centredX(box, font.widthOfTextAtSize(line, fitted.size)) : box.x;
  page.drawText(line, { x, y, size: fitted.size, font, color });
  return fitted.size;
}

/** Lines from the top of a box, `leading` apart, left-aligned or centred. */
function drawLines(page: PDFPage, lines: string[], box: Box, font: PDFFont, size: number, leading: number, color: RGB, align: "left" | "centre") {
  baselines(box, size, leading, lines.length).forEach((y, index) => {
    const line = lines[index] ?? "";
    const x = align === "centre" ? centredX(box, font.widthOfTextAtSize(line, size)) : box.x;
    page.drawText(line, { x, y, size, font, color });
  });
}

/** How many lines of `size` points, `leading` apart, fit in a box's height. */
function linesThatFit(box: Box, size: number, leading: number): number {
  return Math.max(1, Math.floor((box.height - size) / leading) + 1);
}

/** A paragraph from the top of a box, at one size, as many lines as fit (the last cut with an ellipsis). */
function drawParagraph(page: PDFPage, value: string, box: Box, font: PDFFont, size: number, leading: number, color: RGB, align: "left" | "centre" = "left") {
  const fitted = fitText(toWinAnsi(value), { maxWidth: box.width, maxLines: linesThatFit(box, size, leading), maxSize: size, minSize: size }, measureWith(font));
  drawLines(page, fitted.lines, box, font, size, leading, color, align);
}

function drawHeader(page: PDFPage, content: FlyerContent, layout: FlyerLayout, fonts: Fonts) {
  drawFittedLine(page, `PROPERTY SHOWCASE · ${site.shortName.toUpperCase()}`, layout.kicker, fonts.bold, { maxSize: 9, minSize: 7 }, BRAND);
  drawFittedLine(page, content.street, layout.title, fonts.bold, { maxSize: 28, minSize: 16 }, INK);
  drawFittedLine(page, content.locality, layout.locality, fonts.regular, { maxSize: 14, minSize: 10 }, MUTED);
}

function drawPhoto(page: PDFPage, image: PDFImage | undefined, box: Box) {
  if (image) page.drawImage(image, box);
  else page.drawRectangle({ ...box, color: PLACEHOLDER });
}

function drawFacts(page: PDFPage, content: FlyerContent, layout: FlyerLayout, fonts: Fonts) {
  layout.facts.forEach((cell, index) => {
    const fact = content.facts[index];
    if (!fact) return;
    const inner = { ...cell, x: cell.x + (index === 0 ? 0 : 10), width: cell.width - (index === 0 ? 10 : 20) };
    if (index > 0) page.drawLine({ start: { x: cell.x, y: cell.y + 4 }, end: { x: cell.x, y: cell.y + cell.height - 4 }, thickness: 0.75, color: RULE });
    drawFittedLine(page, fact.value, { ...inner, height: 22, y: cell.y + cell.height - 22 }, fonts.bold, { maxSize: 17, minSize: 9 }, INK);
    drawFittedLine(page, fact.label.toUpperCase(), { ...inner, height: 12, y: cell.y }, fonts.regular, { maxSize: 7.5, minSize: 6 }, MUTED);
  });
}

function drawContact(page: PDFPage, content: FlyerContent, layout: FlyerLayout, fonts: Fonts, headshot: PDFImage | undefined) {
  const { contact } = content;
  const photo = layout.agentPhoto;
  const text = headshot ? layout.agentText : { ...layout.agentText, x: photo.x, width: layout.agentText.x + layout.agentText.width - photo.x };
  if (headshot) {
    page.drawImage(headshot, photo);
    page.drawRectangle({ ...photo, borderColor: RULE, borderWidth: 0.75 });
  }
  const rows: { value: string | null; font: PDFFont; size: number; color: RGB; gap: number }[] = [
    { value: contact.heading.toUpperCase(), font: fonts.bold, size: 7.5, color: BRAND, gap: 4 },
    { value: contact.name, font: fonts.bold, size: 15, color: INK, gap: 3 },
    { value: contact.brokerage, font: fonts.regular, size: 10, color: MUTED, gap: 5 },
    { value: contact.phone, font: fonts.bold, size: 11.5, color: INK, gap: 3 },
    { value: contact.email, font: fonts.regular, size: 10, color: INK, gap: 0 },
  ];
  let top = text.y + text.height;
  for (const row of rows) {
    if (!row.value) continue;
    const line = { ...text, y: top - row.size, height: row.size };
    const size = drawFittedLine(page, row.value, line, row.font, { maxSize: row.size, minSize: Math.min(row.size, 7) }, row.color);
    top -= size + row.gap;
  }
}

function drawQr(page: PDFPage, content: FlyerContent, layout: FlyerLayout, fonts: Fonts) {
  // Medium error correction: survives a fold or a smudge; the URL still fits a small version.
  const { data } = encode(content.url, { ecc: "M", border: 0 });
  for (const rect of qrRectangles(data, layout.qr)) page.drawRectangle({ ...rect, color: rgb(0, 0, 0) });
  const caption = layout.qrCaption;
  const captionBox = { ...caption, y: caption.y + caption.height - 24, height: 24 };
  drawParagraph(page, "Scan to see every photo and detail online", captionBox, fonts.bold, 8.5, 10.5, INK, "centre");
  // The page's address without the tracking, for a reader without a phone at hand.
  const shortUrl = toWinAnsi(content.url.replace(/^https?:\/\//, "").replace(/\?.*$/, ""));
  const urlBox = { ...caption, height: caption.height - 28 };
  const size = 7;
  const lines = wrapUrl(shortUrl, urlBox.width, size, measureWith(fonts.regular)).slice(0, linesThatFit(urlBox, size, 8.5));
  drawLines(page, lines, urlBox, fonts.regular, size, 8.5, MUTED, "centre");
}

async function embedJpeg(doc: PDFDocument, bitmap: ImageBitmap | undefined, box: Box): Promise<PDFImage | undefined> {
  if (!bitmap) return undefined;
  const jpeg = await printableJpeg(bitmap, box);
  return doc.embedJpg(jpeg.bytes);
}

/** A photo that fails to load is left out (and said in the console); the flyer is made with the others. */
async function settle<T>(label: string, promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    console.warn(`Flyer: ${label} could not be loaded and is left out:`, error);
    return undefined;
  }
}

/**
 * Makes the flyer's PDF. Rejects when the PDF cannot be made, or when the showcase has
 * photos and none of them can be loaded (a flyer without its photos is not worth printing).
 */
export async function makeShowcaseFlyer(showcase: PropertyShowcase, options: { description?: string | null; signal?: AbortSignal } = {}): Promise<Flyer> {
  const content = flyerContent(showcase, { description: options.description });
  const planned = flyerLayout({ thumbnailCount: content.photos.length - 1, factCount: content.facts.length });
  const [photoBitmaps, headshotBitmap] = await Promise.all([
    Promise.all(
      content.photos.map((url, index) =>
        settle(`photo ${index + 1}`, loadPhoto(url, "photo", index === 0 ? planned.hero : (planned.thumbnails[index - 1] ?? planned.hero), options.signal)),
      ),
    ),
    content.contact.photoUrl ? settle("the agent's photo", loadPhoto(content.contact.photoUrl, "headshot", planned.agentPhoto, options.signal)) : undefined,
  ]);
  const photos = photoBitmaps.filter((bitmap): bitmap is ImageBitmap => bitmap !== undefined);

  try {
    options.signal?.throwIfAborted();
    if (content.photos.length > 0 && photos.length === 0) throw new Error("None of the showcase's photos could be loaded");
    const layout = flyerLayout({ thumbnailCount: photos.length - 1, factCount: content.facts.length });
    const doc = await PDFDocument.create();
    doc.setTitle(toWinAnsi(`${content.street}, ${content.locality}`));
    doc.setSubject("Property flyer");
    doc.setAuthor(toWinAnsi(content.contact.name));
    doc.setCreator(toWinAnsi(site.name));
    doc.setProducer("pdf-lib (@cantoo/pdf-lib)");
    const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    const page = doc.addPage([PAGE.width, PAGE.height]);

    const boxes = [layout.hero, ...layout.thumbnails];
    const [images, headshot] = await Promise.all([
      Promise.all(boxes.map((box, index) => embedJpeg(doc, photos[index], box))),
      embedJpeg(doc, headshotBitmap, layout.agentPhoto),
    ]);

    drawHeader(page, content, layout, fonts);
    boxes.forEach((box, index) => drawPhoto(page, images[index], box));
    drawFacts(page, content, layout, fonts);
    if (content.description) drawParagraph(page, content.description, layout.description, fonts.regular, 10.5, 14, INK);
    drawContact(page, content, layout, fonts, headshot);
    drawQr(page, content, layout, fonts);
    drawFittedLine(page, content.footer, layout.footer, fonts.regular, { maxSize: 8, minSize: 6 }, MUTED, "centre");

    return { bytes: await doc.save(), fileName: flyerFileName(showcase) };
  } finally {
    for (const bitmap of [...photos, headshotBitmap]) bitmap?.close();
  }
}
