/**
 * SVG scenes for the demo listing photos: house exteriors (day and
 * twilight), interiors by room, and drone views from above. Drawn in a
 * 1500 x 1000 (3:2) coordinate space; the renderer scales them. Every choice
 * comes from a seeded random source, so a key always draws the same picture.
 */
import { seededRandom, type Random } from "../seeded-random.ts";
import { r } from "./svg-text.ts";

export const PHOTO_VIEWBOX = { width: 1500, height: 1000 } as const;

export type InteriorRoom = "living" | "kitchen" | "bedroom" | "bathroom" | "dining" | "office";
export type PhotoKind = { kind: "exterior"; twilight?: boolean } | { kind: "interior"; room: InteriorRoom } | { kind: "aerial"; waterfront?: boolean; rural?: boolean };

const SIDINGS = ["#f4efe6", "#dfe6ea", "#c9d3d8", "#e8dcc8", "#b9c4b1", "#8fa3b5", "#d9c2a8", "#f7f3ee", "#a7b3a0"];
const TRIMS = ["#ffffff", "#f8f6f1", "#2f3b45"];
const ROOFS = ["#3b3f45", "#4a4440", "#2e3338", "#5b4a3f", "#44505a"];
const SHUTTERS = ["#1f2d3d", "#2d4a3e", "#5a1f1f", "#2b2b2b", "#44576b"];
const DOORS = ["#7a1f1f", "#1d3557", "#2f4f3a", "#1f1f1f", "#8a5a2b"];
const WALLS = ["#f3efe8", "#ece7df", "#e6ebee", "#efe9e1", "#e9ece6", "#f5f1ea"];
const ACCENTS = ["#55707f", "#8c6d55", "#5e7458", "#a2574b", "#3f5a78", "#8a7a5a"];
const FLOORS = [
  ["#b98b5e", "#8e6440"],
  ["#c9a27a", "#a07a55"],
  ["#8a6242", "#5e412b"],
  ["#d2b48c", "#b3936c"],
];

function defs(body: string): string {
  return `<defs>${body}</defs>`;
}

function linear(id: string, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
  const s = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, rr = 0.5): string {
  const s = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${s}</radialGradient>`;
}

/** Darkened edges, as a real lens gives. */
function vignette(strength = 0.35): string {
  return `<rect width="1500" height="1000" fill="url(#vignette)"/>` + defs(radial("vignette", [[0.55, "#000", 0], [1, "#000", strength]], 0.5, 0.5, 0.75));
}

function svg(content: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${PHOTO_VIEWBOX.width} ${PHOTO_VIEWBOX.height}" preserveAspectRatio="xMidYMid slice">${content}</svg>`;
}

function tree(rng: Random, x: number, baseY: number, size: number, palette: string[]): string {
  const parts: string[] = [`<rect x="${r(x - size * 0.05)}" y="${r(baseY - size * 0.9)}" width="${r(size * 0.1)}" height="${r(size * 0.9)}" fill="#4a3826"/>`];
  const blobs = 7;
  for (let i = 0; i < blobs; i++) {
    const angle = (i / blobs) * Math.PI * 2;
    const cx = x + Math.cos(angle) * size * rng.between(0.2, 0.38);
    const cy = baseY - size * 1.05 + Math.sin(angle) * size * rng.between(0.18, 0.3);
    parts.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * rng.between(0.3, 0.42))}" fill="${rng.pick(palette)}"/>`);
  }
  parts.push(`<circle cx="${r(x - size * 0.1)}" cy="${r(baseY - size * 1.2)}" r="${r(size * 0.28)}" fill="#ffffff" opacity="0.08"/>`);
  return parts.join("");
}

function windowPane(x: number, y: number, w: number, h: number, trim: string, glass: string, shutter?: string): string {
  const muntin = `<line x1="${r(x + w / 2)}" y1="${r(y)}" x2="${r(x + w / 2)}" y2="${r(y + h)}" stroke="${trim}" stroke-width="4"/><line x1="${r(x)}" y1="${r(y + h / 2)}" x2="${r(x + w)}" y2="${r(y + h / 2)}" stroke="${trim}" stroke-width="4"/>`;
  const shutters = shutter
    ? `<rect x="${r(x - w * 0.42)}" y="${r(y)}" width="${r(w * 0.34)}" height="${r(h)}" fill="${shutter}"/><rect x="${r(x + w * 1.08)}" y="${r(y)}" width="${r(w * 0.34)}" height="${r(h)}" fill="${shutter}"/>`
    : "";
  return `${shutters}<rect x="${r(x - 6)}" y="${r(y - 6)}" width="${r(w + 12)}" height="${r(h + 12)}" fill="${trim}"/><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${glass})"/>${muntin}`;
}

export function exteriorSvg(seed: string, options: { twilight?: boolean }, width: number, height: number): string {
  const rng = seededRandom(seed);
  const twilight = Boolean(options.twilight);
  const siding = rng.pick(SIDINGS);
  const trim = rng.pick(TRIMS.slice(0, 2));
  const roof = rng.pick(ROOFS);
  const shutter = rng.chance(0.7) ? rng.pick(SHUTTERS) : undefined;
  const door = rng.pick(DOORS);
  const houseW = rng.between(560, 700);
  const houseX = 750 - houseW / 2 + rng.between(-120, 120);
  const baseY = 720;
  const bodyH = rng.between(300, 340);
  const topY = baseY - bodyH;
  const roofH = rng.between(150, 210);
  const garage = rng.chance(0.65);
  const greens = twilight ? ["#1f3a2a", "#244431", "#2b4d36", "#1a3324"] : ["#3f7d3a", "#4f8f45", "#5c9c4e", "#35692f", "#6aa85a"];
  const sky = twilight
    ? linear("sky", [[0, "#1b2452"], [0.55, "#5b4a7a"], [0.85, "#e48a63"], [1, "#f6c28b"]])
    : linear("sky", [[0, "#5d9bd8"], [0.6, "#a9cdef"], [1, "#e4f0fa"]]);
  const glass = twilight
    ? linear("glass", [[0, "#ffd68a"], [1, "#f29f4c"]])
    : linear("glass", [[0, "#8fb3cc"], [0.5, "#c8dceb"], [1, "#5d7d96"]]);
  const parts: string[] = [
    defs(
      sky +
        glass +
        linear("lawn", twilight ? [[0, "#24452c"], [1, "#122619"]] : [[0, "#6fae4f"], [1, "#3d7a2e"]]) +
        linear("siding", [[0, siding], [1, siding]]) +
        linear("roof", [[0, roof], [1, "#1d2024"]]) +
        linear("drive", [[0, twilight ? "#3a3a40" : "#a9a59c"], [1, twilight ? "#1e1e22" : "#7d7a73"]]) +
        radial("sun", twilight ? [[0, "#ffd9a0", 0.9], [1, "#ffd9a0", 0]] : [[0, "#fffbe6", 0.95], [1, "#fffbe6", 0]]) +
        linear("shade", [[0, "#000", 0], [1, "#000", twilight ? 0.35 : 0.18]], 1, 0),
    ),
    `<rect width="1500" height="1000" fill="url(#sky)"/>`,
    `<circle cx="${r(rng.between(150, 1350))}" cy="${twilight ? 640 : r(rng.between(90, 200))}" r="${twilight ? 420 : 260}" fill="url(#sun)"/>`,
  ];
  if (!twilight) {
    for (let i = 0; i < 5; i++) {
      const cx = rng.between(0, 1500);
      const cy = rng.between(60, 260);
      parts.push(`<g fill="#ffffff" opacity="${r(rng.between(0.45, 0.8))}"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rng.between(70, 140))}" ry="${r(rng.between(20, 34))}"/><ellipse cx="${r(cx + 50)}" cy="${r(cy - 14)}" rx="${r(rng.between(50, 90))}" ry="${r(rng.between(20, 30))}"/></g>`);
    }
  } else {
    for (let i = 0; i < 40; i++) parts.push(`<circle cx="${r(rng.between(0, 1500))}" cy="${r(rng.between(0, 300))}" r="${r(rng.between(0.8, 2))}" fill="#fff" opacity="${r(rng.between(0.3, 0.8))}"/>`);
  }
  // Distant tree line.
  let ridge = `M0 ${baseY - 120}`;
  for (let x = 0; x <= 1500; x += 50) ridge += ` Q${x + 25} ${r(baseY - 150 - rng.between(0, 70))} ${x + 50} ${r(baseY - 110 - rng.between(0, 30))}`;
  parts.push(`<path d="${ridge} L1500 ${baseY} L0 ${baseY} Z" fill="${twilight ? "#18281f" : "#4c7a48"}" opacity="0.9"/>`);
  parts.push(`<rect y="${baseY - 10}" width="1500" height="${1000 - baseY + 10}" fill="url(#lawn)"/>`);
  for (let i = 0; i < 60; i++) parts.push(`<ellipse cx="${r(rng.between(0, 1500))}" cy="${r(rng.between(baseY + 10, 1000))}" rx="${r(rng.between(30, 90))}" ry="${r(rng.between(4, 10))}" fill="#000" opacity="0.05"/>`);
  // Garage wing.
  const garageX = houseX + houseW - 10;
  const garageW = houseW * 0.45;
  if (garage) {
    const gTop = baseY - bodyH * 0.55;
    parts.push(`<rect x="${r(garageX)}" y="${r(gTop)}" width="${r(garageW)}" height="${r(baseY - gTop)}" fill="url(#siding)"/>`);
    parts.push(`<polygon points="${r(garageX - 20)},${r(gTop)} ${r(garageX + garageW / 2)},${r(gTop - 90)} ${r(garageX + garageW + 20)},${r(gTop)}" fill="url(#roof)"/>`);
    const doorW = garageW * 0.78;
    const doorX = garageX + (garageW - doorW) / 2;
    const doorTop = baseY - 150;
    parts.push(`<rect x="${r(doorX)}" y="${r(doorTop)}" width="${r(doorW)}" height="150" fill="${trim}"/>`);
    for (let i = 1; i < 4; i++) parts.push(`<line x1="${r(doorX)}" y1="${r(doorTop + i * 37.5)}" x2="${r(doorX + doorW)}" y2="${r(doorTop + i * 37.5)}" stroke="#b9bcbf" stroke-width="3"/>`);
    parts.push(`<rect x="${r(garageX)}" y="${r(gTop)}" width="${r(garageW)}" height="${r(baseY - gTop)}" fill="url(#shade)"/>`);
  }
  // Main house.
  parts.push(`<rect x="${r(houseX)}" y="${r(topY)}" width="${r(houseW)}" height="${r(bodyH)}" fill="url(#siding)"/>`);
  for (let y = topY + 14; y < baseY; y += 14) parts.push(`<line x1="${r(houseX)}" y1="${r(y)}" x2="${r(houseX + houseW)}" y2="${r(y)}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`);
  parts.push(`<polygon points="${r(houseX - 30)},${r(topY)} ${r(houseX + houseW / 2)},${r(topY - roofH)} ${r(houseX + houseW + 30)},${r(topY)}" fill="url(#roof)"/>`);
  parts.push(`<rect x="${r(houseX - 30)}" y="${r(topY - 4)}" width="${r(houseW + 60)}" height="12" fill="${trim}"/>`);
  const chimneyX = houseX + houseW * rng.between(0.12, 0.25);
  parts.push(`<rect x="${r(chimneyX)}" y="${r(topY - roofH * 0.85)}" width="46" height="${r(roofH * 0.7)}" fill="#8c4a3a"/><rect x="${r(chimneyX - 6)}" y="${r(topY - roofH * 0.85 - 10)}" width="58" height="12" fill="#5e2f25"/>`);
  // Windows: two rows, door centred below.
  const cols = houseW > 620 ? 4 : 3;
  const winW = 62;
  const winH = 92;
  const gap = houseW / cols;
  for (let c = 0; c < cols; c++) {
    const x = houseX + gap * c + gap / 2 - winW / 2;
    parts.push(windowPane(x, topY + 40, winW, winH, trim, "glass", shutter));
    const isDoorCol = cols === 3 ? c === 1 : false;
    if (!isDoorCol) parts.push(windowPane(x, topY + 40 + winH + 70, winW, winH, trim, "glass", shutter));
  }
  const doorX = cols === 3 ? houseX + houseW / 2 - 38 : houseX + houseW / 2 - 38;
  parts.push(`<rect x="${r(doorX - 40)}" y="${r(baseY - 190)}" width="156" height="18" fill="${trim}"/><polygon points="${r(doorX - 50)},${r(baseY - 190)} ${r(doorX + 38)},${r(baseY - 240)} ${r(doorX + 126)},${r(baseY - 190)}" fill="${trim}"/>`);
  parts.push(`<rect x="${r(doorX - 32)}" y="${r(baseY - 172)}" width="10" height="172" fill="${trim}"/><rect x="${r(doorX + 98)}" y="${r(baseY - 172)}" width="10" height="172" fill="${trim}"/>`);
  parts.push(`<rect x="${r(doorX)}" y="${r(baseY - 150)}" width="76" height="150" fill="${door}"/><circle cx="${r(doorX + 62)}" cy="${r(baseY - 75)}" r="4" fill="#d4af37"/>`);
  if (twilight) parts.push(`<circle cx="${r(doorX - 18)}" cy="${r(baseY - 130)}" r="26" fill="url(#sun)"/><circle cx="${r(doorX + 94)}" cy="${r(baseY - 130)}" r="26" fill="url(#sun)"/>`);
  parts.push(`<rect x="${r(houseX)}" y="${r(topY)}" width="${r(houseW)}" height="${r(bodyH)}" fill="url(#shade)"/>`);
  // Steps, walkway, driveway.
  parts.push(`<rect x="${r(doorX - 20)}" y="${baseY}" width="116" height="14" fill="#9c9a94"/>`);
  parts.push(`<polygon points="${r(doorX + 8)},${baseY + 14} ${r(doorX + 68)},${baseY + 14} ${r(doorX + 150)},1000 ${r(doorX - 70)},1000" fill="#c7c2b8" opacity="0.9"/>`);
  if (garage) parts.push(`<polygon points="${r(garageX + garageW * 0.1)},${baseY} ${r(garageX + garageW * 0.9)},${baseY} ${r(garageX + garageW * 1.6)},1000 ${r(garageX - garageW * 0.2)},1000" fill="url(#drive)"/>`);
  // Foundation shrubs and trees.
  for (let x = houseX + 10; x < houseX + houseW - 20; x += rng.between(45, 70)) {
    if (Math.abs(x - doorX - 38) < 80) continue;
    parts.push(`<ellipse cx="${r(x)}" cy="${baseY - 8}" rx="${r(rng.between(26, 40))}" ry="${r(rng.between(22, 32))}" fill="${rng.pick(greens)}"/>`);
  }
  parts.push(tree(rng, rng.between(80, 220), baseY + 60, rng.between(300, 380), greens));
  parts.push(tree(rng, rng.between(1300, 1440), baseY + 40, rng.between(260, 340), greens));
  parts.push(vignette(twilight ? 0.5 : 0.3));
  return svg(parts.join(""), width, height);
}

/** One-point perspective room: back wall, side walls, ceiling and a wood or tile floor. */
export function interiorSvg(seed: string, room: InteriorRoom, width: number, height: number): string {
  const rng = seededRandom(seed);
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const [floorLight, floorDark] = rng.pick(FLOORS) as [string, string];
  const bx0 = 360;
  const bx1 = 1140;
  const by0 = 230;
  const by1 = 690;
  const vx = 750;
  const vy = 470;
  const tile = room === "bathroom";
  const parts: string[] = [
    defs(
      linear("backwall", [[0, wall], [1, wall]]) +
        linear("leftwall", [[0, "#000", 0.12], [1, "#000", 0.02]], 1, 0) +
        linear("rightwall", [[0, "#000", 0.02], [1, "#000", 0.14]], 1, 0) +
        linear("ceiling", [[0, "#ffffff"], [1, wall]]) +
        linear("floor", tile ? [[0, "#e9e6e1"], [1, "#c9c4bc"]] : [[0, floorDark], [1, floorLight]]) +
        linear("window", [[0, "#bcdaf2"], [0.6, "#e8f3fb"], [1, "#f9fcff"]]) +
        radial("lamp", [[0, "#fff3d6", 0.9], [1, "#fff3d6", 0]]) +
        linear("beam", [[0, "#fffef5", 0.35], [1, "#fffef5", 0]]) +
        linear("fabric", [[0, accent], [1, accent]]),
    ),
    `<rect width="1500" height="1000" fill="${wall}"/>`,
    `<polygon points="0,0 1500,0 ${bx1},${by0} ${bx0},${by0}" fill="url(#ceiling)"/>`,
    `<polygon points="0,0 ${bx0},${by0} ${bx0},${by1} 0,1000" fill="${wall}"/><polygon points="0,0 ${bx0},${by0} ${bx0},${by1} 0,1000" fill="url(#leftwall)"/>`,
    `<polygon points="1500,0 ${bx1},${by0} ${bx1},${by1} 1500,1000" fill="${wall}"/><polygon points="1500,0 ${bx1},${by0} ${bx1},${by1} 1500,1000" fill="url(#rightwall)"/>`,
    `<rect x="${bx0}" y="${by0}" width="${bx1 - bx0}" height="${by1 - by0}" fill="url(#backwall)"/>`,
    `<polygon points="0,1000 ${bx0},${by1} ${bx1},${by1} 1500,1000" fill="url(#floor)"/>`,
  ];
  // Floor boards or tiles converge on the vanishing point.
  for (let i = -12; i <= 12; i++) {
    const xb = vx + i * 130;
    const t = (by1 - vy) / (1000 - vy);
    const xt = vx + (xb - vx) * t;
    parts.push(`<line x1="${r(xt)}" y1="${by1}" x2="${r(xb)}" y2="1000" stroke="#000" stroke-opacity="${tile ? 0.12 : 0.16}" stroke-width="2"/>`);
  }
  if (tile) for (let y = by1 + 20; y < 1000; y += (y - by1) * 0.35 + 18) parts.push(`<line x1="0" y1="${r(y)}" x2="1500" y2="${r(y)}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`);
  // Baseboard and crown.
  parts.push(`<rect x="${bx0}" y="${by1 - 16}" width="${bx1 - bx0}" height="16" fill="#ffffff"/><rect x="${bx0}" y="${by0}" width="${bx1 - bx0}" height="10" fill="#ffffff"/>`);
  // Left-wall window with light falling across the floor.
  parts.push(`<polygon points="80,230 260,300 260,600 80,660" fill="#ffffff"/><polygon points="96,250 246,310 246,588 96,640" fill="url(#window)"/><line x1="171" y1="280" x2="171" y2="614" stroke="#fff" stroke-width="6"/>`);
  parts.push(`<polygon points="96,640 246,588 700,820 420,1000 0,1000" fill="url(#beam)"/>`);
  parts.push(`<ellipse cx="750" cy="${by0 + 40}" rx="120" ry="60" fill="url(#lamp)"/>`);
  switch (room) {
    case "living": {
      parts.push(`<ellipse cx="760" cy="860" rx="430" ry="95" fill="${rng.pick(["#d8cfc0", "#c3b59f", "#9aa7ad"])}" opacity="0.85"/>`);
      parts.push(`<rect x="520" y="520" width="480" height="150" rx="24" fill="url(#fabric)"/><rect x="500" y="590" width="520" height="120" rx="26" fill="${accent}"/><rect x="520" y="600" width="480" height="36" rx="14" fill="#fff" opacity="0.12"/>`);
      parts.push(`<rect x="560" y="540" width="90" height="70" rx="18" fill="#f2e8d5"/><rect x="870" y="540" width="90" height="70" rx="18" fill="#f2e8d5"/>`);
      parts.push(`<rect x="620" y="780" width="280" height="26" rx="8" fill="#5c4330"/><rect x="640" y="806" width="12" height="50" fill="#3e2c20"/><rect x="868" y="806" width="12" height="50" fill="#3e2c20"/>`);
      parts.push(`<rect x="600" y="300" width="320" height="190" fill="#ffffff"/><rect x="614" y="314" width="292" height="162" fill="${rng.pick(["#7f9fb5", "#c9a27a", "#8fae8b"])}"/><path d="M614 430 Q700 360 780 420 T906 400 L906 476 L614 476 Z" fill="#ffffff" opacity="0.35"/>`);
      parts.push(`<rect x="1070" y="380" width="8" height="300" fill="#2b2b2b"/><path d="M1030 380 L1118 380 L1096 320 L1052 320 Z" fill="#efe6d2"/><circle cx="1074" cy="380" r="90" fill="url(#lamp)"/>`);
      parts.push(`<ellipse cx="430" cy="690" rx="40" ry="12" fill="#000" opacity="0.2"/><rect x="400" y="600" width="60" height="90" rx="10" fill="#c4b5a0"/><circle cx="430" cy="560" r="60" fill="#4f7d45"/><circle cx="400" cy="530" r="40" fill="#5f9152"/>`);
      break;
    }
    case "kitchen": {
      parts.push(`<rect x="${bx0}" y="${by0 + 20}" width="${bx1 - bx0}" height="150" fill="${rng.pick(["#ffffff", "#e9edf0", "#dfe7e2"])}"/>`);
      for (let x = bx0 + 10; x < bx1 - 60; x += 130) parts.push(`<rect x="${x}" y="${by0 + 30}" width="120" height="130" rx="4" fill="none" stroke="#c7cbce" stroke-width="3"/>`);
      parts.push(`<rect x="${bx0}" y="${by1 - 210}" width="${bx1 - bx0}" height="20" fill="#e9e4dc"/><rect x="${bx0}" y="${by1 - 190}" width="${bx1 - bx0}" height="174" fill="${accent}"/>`);
      for (let x = bx0 + 10; x < bx1 - 60; x += 130) parts.push(`<rect x="${x}" y="${by1 - 180}" width="120" height="156" rx="4" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="3"/><rect x="${x + 50}" y="${by1 - 170}" width="20" height="5" fill="#d4d4d4"/>`);
      parts.push(`<rect x="${bx0}" y="${by0 + 170}" width="${bx1 - bx0}" height="${by1 - 210 - by0 - 170}" fill="#f7f7f5"/>`);
      for (let x = bx0; x < bx1; x += 40) parts.push(`<line x1="${x}" y1="${by0 + 170}" x2="${x}" y2="${by1 - 210}" stroke="#d9dcde" stroke-width="1.5"/>`);
      parts.push(`<polygon points="420,760 1080,760 1160,830 340,830" fill="#f1efea"/><rect x="340" y="830" width="820" height="150" fill="${accent}"/><rect x="340" y="830" width="820" height="150" fill="#000" opacity="0.15"/>`);
      for (const x of [470, 700, 930]) parts.push(`<rect x="${x}" y="880" width="90" height="12" rx="6" fill="#2b2b2b"/><rect x="${x + 40}" y="892" width="10" height="90" fill="#2b2b2b"/>`);
      for (const x of [560, 750, 940]) parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="140" stroke="#2b2b2b" stroke-width="3"/><path d="M${x - 40} 180 Q${x} 120 ${x + 40} 180 Z" fill="#2b2b2b"/><ellipse cx="${x}" cy="190" rx="70" ry="40" fill="url(#lamp)"/>`);
      parts.push(`<circle cx="1000" cy="745" r="22" fill="#e7b23c"/><circle cx="1030" cy="750" r="18" fill="#d2452e"/><circle cx="1010" cy="730" r="16" fill="#7fa34a"/>`);
      break;
    }
    case "bedroom": {
      parts.push(`<rect x="500" y="380" width="520" height="200" rx="16" fill="${accent}"/><rect x="470" y="560" width="580" height="200" rx="18" fill="#ffffff"/><rect x="470" y="650" width="580" height="150" rx="16" fill="${rng.pick(["#d9d2c5", "#b8c4cc", "#c8b8a8"])}"/>`);
      parts.push(`<rect x="520" y="520" width="200" height="80" rx="24" fill="#f4f1ec"/><rect x="800" y="520" width="200" height="80" rx="24" fill="#f4f1ec"/><rect x="600" y="560" width="320" height="60" rx="20" fill="${accent}" opacity="0.7"/>`);
      for (const x of [380, 1060]) parts.push(`<rect x="${x}" y="600" width="90" height="100" rx="6" fill="#6b4f3a"/><rect x="${x + 30}" y="520" width="30" height="80" fill="#d7d0c4"/><path d="M${x + 5} 520 L${x + 85} 520 L${x + 70} 470 L${x + 20} 470 Z" fill="#f1e8d6"/><circle cx="${x + 45}" cy="510" r="80" fill="url(#lamp)"/>`);
      parts.push(`<rect x="640" y="270" width="240" height="90" fill="#ffffff"/><rect x="650" y="280" width="220" height="70" fill="${rng.pick(["#9db4c0", "#c7b299", "#a3b59a"])}"/>`);
      break;
    }
    case "bathroom": {
      parts.push(`<rect x="${bx0}" y="${by0 + 220}" width="${bx1 - bx0}" height="${by1 - by0 - 220}" fill="#ffffff"/>`);
      for (let y = by0 + 220; y < by1; y += 40) parts.push(`<line x1="${bx0}" y1="${y}" x2="${bx1}" y2="${y}" stroke="#dfe3e6" stroke-width="2"/>`);
      for (let x = bx0; x < bx1; x += 80) parts.push(`<line x1="${x}" y1="${by0 + 220}" x2="${x}" y2="${by1}" stroke="#dfe3e6" stroke-width="2"/>`);
      parts.push(`<rect x="560" y="290" width="380" height="220" rx="10" fill="#dfe9ef" stroke="#b9a77f" stroke-width="10"/><path d="M580 480 L700 310 L760 310 L620 480 Z" fill="#ffffff" opacity="0.35"/>`);
      parts.push(`<rect x="520" y="560" width="460" height="30" fill="#efece6"/><rect x="530" y="590" width="440" height="150" fill="${accent}"/><ellipse cx="750" cy="575" rx="70" ry="14" fill="#ffffff"/><rect x="744" y="540" width="12" height="30" fill="#c0c0c0"/>`);
      parts.push(`<rect x="1150" y="700" width="350" height="180" rx="60" fill="#ffffff"/><rect x="1170" y="710" width="330" height="60" rx="30" fill="#e6eef2"/>`);
      for (const x of [610, 890]) parts.push(`<rect x="${x - 4}" y="230" width="8" height="50" fill="#b9a77f"/><circle cx="${x}" cy="290" r="60" fill="url(#lamp)"/>`);
      break;
    }
    case "dining": {
      parts.push(`<rect x="520" y="650" width="460" height="28" rx="6" fill="#5c4330"/><rect x="540" y="678" width="16" height="150" fill="#3e2c20"/><rect x="944" y="678" width="16" height="150" fill="#3e2c20"/>`);
      for (const x of [470, 620, 830, 980]) parts.push(`<rect x="${x}" y="560" width="70" height="120" rx="10" fill="${accent}"/><rect x="${x}" y="680" width="70" height="16" fill="${accent}"/><rect x="${x + 6}" y="696" width="8" height="120" fill="#3e2c20"/><rect x="${x + 56}" y="696" width="8" height="120" fill="#3e2c20"/>`);
      parts.push(`<line x1="750" y1="0" x2="750" y2="260" stroke="#6b5b3e" stroke-width="4"/><path d="M650 300 Q750 230 850 300 Z" fill="#b9a77f"/><ellipse cx="750" cy="320" rx="220" ry="120" fill="url(#lamp)"/>`);
      parts.push(`<ellipse cx="750" cy="648" rx="50" ry="12" fill="#ffffff"/><circle cx="750" cy="628" r="24" fill="#7fa34a"/>`);
      parts.push(`<rect x="600" y="300" width="300" height="180" fill="#ffffff"/><rect x="612" y="312" width="276" height="156" fill="${rng.pick(["#6d8aa0", "#b6916b", "#7f9d7a"])}"/>`);
      break;
    }
    case "office": {
      parts.push(`<rect x="${bx0 + 20}" y="${by0 + 30}" width="260" height="${by1 - by0 - 46}" fill="#6b4f3a"/>`);
      for (let y = by0 + 90; y < by1 - 20; y += 80) {
        parts.push(`<rect x="${bx0 + 30}" y="${y}" width="240" height="8" fill="#4e3a2a"/>`);
        for (let x = bx0 + 36; x < bx0 + 260; x += rng.between(16, 26)) parts.push(`<rect x="${r(x)}" y="${r(y - rng.between(40, 64))}" width="12" height="${r(rng.between(40, 64))}" fill="${rng.pick(["#8c2f2f", "#2f4f6b", "#e0d6c0", "#3d5a3f", "#c58f3c"])}"/>`);
      }
      parts.push(`<rect x="700" y="600" width="380" height="24" fill="#3e2c20"/><rect x="720" y="624" width="14" height="150" fill="#3e2c20"/><rect x="1046" y="624" width="14" height="150" fill="#3e2c20"/>`);
      parts.push(`<rect x="820" y="470" width="170" height="110" rx="6" fill="#1f2933"/><rect x="830" y="480" width="150" height="90" fill="#4f7ea8"/><rect x="890" y="580" width="30" height="20" fill="#1f2933"/>`);
      parts.push(`<rect x="820" y="640" width="110" height="130" rx="20" fill="${accent}"/>`);
      break;
    }
  }
  parts.push(vignette(0.3));
  return svg(parts.join(""), width, height);
}

/** Straight down from a drone: lots, roofs with their shadows, trees, a road, maybe water or fields. */
export function aerialSvg(seed: string, options: { waterfront?: boolean; rural?: boolean }, width: number, height: number): string {
  const rng = seededRandom(seed);
  const parts: string[] = [
    defs(
      linear("grass", [[0, "#5f8f45"], [1, "#4b7a38"]], 1, 1) +
        linear("water", [[0, "#2a6f97"], [1, "#1b4965"]], 1, 1) +
        linear("pool", [[0, "#7fd3e6"], [1, "#3aa6c9"]], 1, 1) +
        radial("canopy", [[0, "#6a9c4a"], [0.7, "#3f6d2c"], [1, "#2c5220"]]) +
        radial("canopy2", [[0, "#7fae52"], [0.7, "#4d7f34"], [1, "#335a24"]]),
    ),
    `<rect width="1500" height="1000" fill="url(#grass)"/>`,
  ];
  for (let i = 0; i < 90; i++) parts.push(`<ellipse cx="${r(rng.between(0, 1500))}" cy="${r(rng.between(0, 1000))}" rx="${r(rng.between(20, 80))}" ry="${r(rng.between(10, 40))}" fill="${rng.pick(["#6e9d50", "#4a7436", "#86a95c"])}" opacity="0.35"/>`);
  if (options.rural) {
    for (let i = 0; i < 4; i++) {
      const x = rng.between(-200, 1200);
      const y = rng.between(-100, 700);
      parts.push(`<g transform="rotate(${r(rng.between(-12, 12))} ${r(x)} ${r(y)})"><rect x="${r(x)}" y="${r(y)}" width="${r(rng.between(300, 520))}" height="${r(rng.between(200, 320))}" fill="${rng.pick(["#a9b46a", "#8fa457", "#c2b67a", "#7d9c4a"])}" opacity="0.85"/>`);
      for (let k = 0; k < 12; k++) parts.push(`<line x1="${r(x)}" y1="${r(y + k * 20)}" x2="${r(x + 500)}" y2="${r(y + k * 20)}" stroke="#000" stroke-opacity="0.06" stroke-width="6"/>`);
      parts.push(`</g>`);
    }
  }
  if (options.waterfront) {
    parts.push(`<path d="M0 ${r(rng.between(600, 700))} C400 ${r(rng.between(520, 640))} 900 ${r(rng.between(700, 800))} 1500 ${r(rng.between(560, 660))} L1500 1000 L0 1000 Z" fill="url(#water)"/>`);
    parts.push(`<path d="M0 ${r(640)} C400 590 900 760 1500 610" stroke="#e8dcb5" stroke-width="18" fill="none" opacity="0.7"/>`);
    for (let i = 0; i < 30; i++) parts.push(`<line x1="${r(rng.between(0, 1500))}" y1="${r(rng.between(760, 1000))}" x2="${r(rng.between(0, 1500))}" y2="${r(rng.between(760, 1000))}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`);
    parts.push(`<rect x="720" y="640" width="26" height="200" fill="#8c6d4f"/><rect x="690" y="820" width="90" height="40" fill="#8c6d4f"/>`);
  } else {
    const roadY = rng.between(780, 860);
    parts.push(`<rect x="0" y="${r(roadY)}" width="1500" height="120" fill="#54565a"/><rect x="0" y="${r(roadY - 14)}" width="1500" height="14" fill="#b9b6ae"/><rect x="0" y="${r(roadY + 120)}" width="1500" height="14" fill="#b9b6ae"/>`);
    for (let x = 0; x < 1500; x += 90) parts.push(`<rect x="${x}" y="${r(roadY + 57)}" width="50" height="6" fill="#e8d36a"/>`);
  }
  // Houses: hip roofs drawn as four planes, with a soft shadow to the lower right.
  const count = options.rural ? 1 : rng.int(3, 4);
  const clear: Array<[number, number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const main = i === 0;
    const w = main ? rng.between(300, 380) : rng.between(200, 260);
    const h = main ? rng.between(200, 240) : rng.between(150, 180);
    const cx = main ? rng.between(620, 880) : i === 1 ? rng.between(120, 260) : i === 2 ? rng.between(1240, 1380) : rng.between(600, 900);
    const cy = main ? rng.between(360, 460) : i === 3 ? rng.between(90, 150) : rng.between(300, 500);
    const angle = rng.between(-10, 10);
    const color = rng.pick(["#4a4f57", "#5b4a3f", "#6d6f73", "#3f4650", "#7a5a48"]);
    const x = cx - w / 2;
    const y = cy - h / 2;
    const inset = h * 0.42;
    clear.push([x - 60, y - (main ? 230 : 60), x + w + 120, y + h + 80]);
    parts.push(`<g transform="rotate(${r(angle)} ${r(cx)} ${r(cy)})">`);
    parts.push(`<rect x="${r(x + 26)}" y="${r(y + 30)}" width="${r(w)}" height="${r(h)}" fill="#000" opacity="0.28"/>`);
    parts.push(`<polygon points="${r(x)},${r(y)} ${r(x + w)},${r(y)} ${r(x + w - inset)},${r(cy)} ${r(x + inset)},${r(cy)}" fill="${color}"/>`);
    parts.push(`<polygon points="${r(x)},${r(y + h)} ${r(x + w)},${r(y + h)} ${r(x + w - inset)},${r(cy)} ${r(x + inset)},${r(cy)}" fill="${color}" opacity="0.78"/>`);
    parts.push(`<polygon points="${r(x)},${r(y)} ${r(x + inset)},${r(cy)} ${r(x)},${r(y + h)}" fill="#000" opacity="0.18"/><polygon points="${r(x + w)},${r(y)} ${r(x + w - inset)},${r(cy)} ${r(x + w)},${r(y + h)}" fill="#fff" opacity="0.08"/>`);
    parts.push(`<line x1="${r(x + inset)}" y1="${r(cy)}" x2="${r(x + w - inset)}" y2="${r(cy)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`);
    parts.push(`</g>`);
    if (main) {
      if (!options.waterfront) parts.push(`<polygon points="${r(cx + w * 0.2)},${r(cy + h / 2 + 10)} ${r(cx + w * 0.45)},${r(cy + h / 2 + 10)} ${r(cx + w * 0.5)},900 ${r(cx + w * 0.1)},900" fill="#c9c4ba"/>`);
      if (rng.chance(0.7)) parts.push(`<rect x="${r(cx - w / 2 - 40)}" y="${r(cy - h / 2 - 200)}" width="200" height="100" rx="20" fill="#d9d2c2"/><rect x="${r(cx - w / 2 - 25)}" y="${r(cy - h / 2 - 186)}" width="170" height="72" rx="14" fill="url(#pool)"/>`);
      parts.push(`<rect x="${r(cx + w / 2 - 10)}" y="${r(cy - 40)}" width="90" height="110" fill="#a07b5a" opacity="0.9"/>`);
    }
  }
  for (let i = 0; i < (options.rural ? 110 : 80); i++) {
    const x = rng.between(0, 1500);
    const y = rng.between(0, options.waterfront ? 600 : 760);
    const size = rng.between(28, 70);
    if (clear.some(([x0, y0, x1, y1]) => x > x0 - size && x < x1 + size && y > y0 - size && y < y1 + size)) continue;
    parts.push(`<circle cx="${r(x + size * 0.35)}" cy="${r(y + size * 0.4)}" r="${r(size)}" fill="#000" opacity="0.22"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="url(#${rng.chance(0.5) ? "canopy" : "canopy2"})"/>`);
  }
  parts.push(vignette(0.25));
  return svg(parts.join(""), width, height);
}
