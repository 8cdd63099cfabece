/**
 * Measured-looking floor plans: one room layout per level, drawn the same way
 * as an SVG (for the WebP image) and as vector PDF pages (pdf-lib), so the
 * image and the PDF of a showcase show the same rooms and dimensions.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { BUSINESS_DEFAULTS } from "../../functions/_shared/domain/business-defaults.ts";
import { r, xmlText } from "./svg-text.ts";

export interface PlanRoom {
  name: string;
  /** Feet, from the plan's top-left corner. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlanLevel {
  title: string;
  rooms: PlanRoom[];
}

const LEVELS: PlanLevel[] = [
  {
    title: "First Floor",
    rooms: [
      { name: "Living Room", x: 0, y: 0, w: 18, h: 15 },
      { name: "Foyer", x: 18, y: 0, w: 9, h: 15 },
      { name: "Dining Room", x: 27, y: 0, w: 14, h: 15 },
      { name: "Family Room", x: 0, y: 15, w: 18, h: 14 },
      { name: "Kitchen", x: 18, y: 15, w: 15, h: 14 },
      { name: "Pantry", x: 33, y: 15, w: 8, h: 6 },
      { name: "Half Bath", x: 33, y: 21, w: 8, h: 8 },
    ],
  },
  {
    title: "Second Floor",
    rooms: [
      { name: "Primary Bedroom", x: 0, y: 0, w: 18, h: 16 },
      { name: "Primary Bath", x: 18, y: 0, w: 11, h: 9 },
      { name: "Walk-in Closet", x: 18, y: 9, w: 11, h: 7 },
      { name: "Bedroom 2", x: 29, y: 0, w: 12, h: 14 },
      { name: "Bedroom 3", x: 0, y: 16, w: 14, h: 13 },
      { name: "Hall Bath", x: 14, y: 16, w: 9, h: 8 },
      { name: "Laundry", x: 14, y: 24, w: 9, h: 5 },
      { name: "Bedroom 4", x: 23, y: 14, w: 18, h: 15 },
    ],
  },
  {
    title: "Lower Level",
    rooms: [
      { name: "Recreation Room", x: 0, y: 0, w: 24, h: 18 },
      { name: "Office", x: 24, y: 0, w: 17, h: 12 },
      { name: "Full Bath", x: 24, y: 12, w: 9, h: 6 },
      { name: "Utility", x: 33, y: 12, w: 8, h: 17 },
      { name: "Storage", x: 0, y: 18, w: 14, h: 11 },
      { name: "Gym", x: 14, y: 18, w: 19, h: 11 },
    ],
  },
];

const PLAN_W = 41;
const PLAN_H = 29;

export function planLevel(index: number): PlanLevel {
  return LEVELS[index % LEVELS.length] as PlanLevel;
}

export function levelArea(level: PlanLevel): number {
  return level.rooms.reduce((sum, room) => sum + room.w * room.h, 0);
}

const feet = (value: number): string => `${Math.floor(value)}'${value % 1 ? ` ${Math.round((value % 1) * 12)}"` : ""}`;

/** 1600 x 1200 (4:3): white sheet, walls, door swings, room names with sizes, a title block. */
export function floorPlanSvg(level: PlanLevel, caption: string, width: number, height: number): string {
  const scale = 30;
  const ox = (1600 - PLAN_W * scale) / 2;
  const oy = 150;
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  const parts: string[] = [`<rect width="1600" height="1200" fill="#ffffff"/>`];
  parts.push(`<text x="800" y="80" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#1f2933">${xmlText(level.title.toUpperCase())}</text>`);
  parts.push(`<text x="800" y="118" text-anchor="middle" ${font} font-size="22" fill="#52606d">${xmlText(caption)}</text>`);
  for (const room of level.rooms) {
    const x = ox + room.x * scale;
    const y = oy + room.y * scale;
    const w = room.w * scale;
    const h = room.h * scale;
    const tint = /bath|laundry|utility/i.test(room.name) ? "#eef4f8" : /kitchen|pantry/i.test(room.name) ? "#f6f1e7" : "#fafaf8";
    parts.push(`<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${tint}" stroke="#1f2933" stroke-width="6"/>`);
    // A door opening on the bottom wall with its swing.
    const dx = x + w * 0.18;
    const dy = y + h;
    parts.push(`<line x1="${r(dx)}" y1="${r(dy)}" x2="${r(dx + 28)}" y2="${r(dy)}" stroke="${tint}" stroke-width="8"/>`);
    parts.push(`<path d="M${r(dx)} ${r(dy)} L${r(dx)} ${r(dy - 28)} A28 28 0 0 1 ${r(dx + 28)} ${r(dy)}" fill="none" stroke="#7b8794" stroke-width="2"/>`);
    const size = room.w * room.h < 90 ? 15 : 20;
    parts.push(`<text x="${r(x + w / 2)}" y="${r(y + h / 2 - 4)}" text-anchor="middle" ${font} font-size="${size}" font-weight="700" fill="#1f2933">${xmlText(room.name)}</text>`);
    parts.push(`<text x="${r(x + w / 2)}" y="${r(y + h / 2 + size + 2)}" text-anchor="middle" ${font} font-size="${size - 3}" fill="#52606d">${feet(room.w)} x ${feet(room.h)}</text>`);
  }
  parts.push(`<rect x="${r(ox)}" y="${oy}" width="${PLAN_W * scale}" height="${PLAN_H * scale}" fill="none" stroke="#1f2933" stroke-width="12"/>`);
  const barY = oy + PLAN_H * scale + 60;
  parts.push(`<line x1="${r(ox)}" y1="${barY}" x2="${r(ox + 10 * scale)}" y2="${barY}" stroke="#1f2933" stroke-width="4"/><text x="${r(ox)}" y="${barY + 30}" ${font} font-size="18" fill="#52606d">10 ft</text>`);
  parts.push(`<text x="${r(ox + PLAN_W * scale)}" y="${barY + 30}" text-anchor="end" ${font} font-size="18" fill="#52606d">${levelArea(level).toLocaleString("en-US")} sq ft (approx.). Dimensions are approximate.</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1200">${parts.join("")}</svg>`;
}

/** A landscape Letter PDF with one page per level, drawn as vectors. */
export async function floorPlanPdf(levels: PlanLevel[], address: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Floor plans: ${address}`);
  pdf.setAuthor(BUSINESS_DEFAULTS.name);
  pdf.setSubject("Measured floor plans");
  pdf.setCreator("njpr local demo media");
  pdf.setProducer("pdf-lib");
  // A fixed date keeps the file identical from run to run.
  const fixed = new Date("2026-01-01T00:00:00Z");
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.12, 0.16, 0.2);
  const grey = rgb(0.32, 0.38, 0.43);
  for (const level of levels) {
    const page = pdf.addPage([792, 612]);
    const scale = 15;
    const ox = (792 - PLAN_W * scale) / 2;
    const top = 612 - 110;
    page.drawText(level.title.toUpperCase(), { x: ox, y: 612 - 56, size: 22, font: bold, color: ink });
    page.drawText(address, { x: ox, y: 612 - 80, size: 12, font: regular, color: grey });
    for (const room of level.rooms) {
      const x = ox + room.x * scale;
      const y = top - (room.y + room.h) * scale;
      page.drawRectangle({ x, y, width: room.w * scale, height: room.h * scale, borderColor: ink, borderWidth: 2.5, color: rgb(0.98, 0.98, 0.97) });
      const size = room.w * room.h < 90 ? 7.5 : 9.5;
      const label = room.name;
      const dims = `${feet(room.w)} x ${feet(room.h)}`;
      const cx = x + (room.w * scale) / 2;
      const cy = y + (room.h * scale) / 2;
      page.drawText(label, { x: cx - bold.widthOfTextAtSize(label, size) / 2, y: cy + 2, size, font: bold, color: ink });
      page.drawText(dims, { x: cx - regular.widthOfTextAtSize(dims, size - 1) / 2, y: cy - size - 1, size: size - 1, font: regular, color: grey });
    }
    page.drawRectangle({ x: ox, y: top - PLAN_H * scale, width: PLAN_W * scale, height: PLAN_H * scale, borderColor: ink, borderWidth: 5 });
    const note = `${levelArea(level).toLocaleString("en-US")} sq ft (approx.). Dimensions are approximate and for illustration only.`;
    page.drawText(note, { x: ox, y: top - PLAN_H * scale - 28, size: 9, font: regular, color: grey });
  }
  return pdf.save({ useObjectStreams: false });
}
