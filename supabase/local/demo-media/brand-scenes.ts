/**
 * SVG art for people and brands in the demo data: studio-style agent
 * portraits (illustrated, never a real face), brokerage logos, and blog
 * cover illustrations by category.
 */
import { seededRandom } from "../seeded-random.ts";
import { r, xmlText } from "./svg-text.ts";

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
const SKIN = ["#f1c7a5", "#e0ac85", "#c68863", "#a86b47", "#8a5436", "#f5d5bd"];
const HAIR = ["#2b1d14", "#4a3020", "#6b4a2f", "#1a1a1a", "#8c6239", "#b98a52", "#3a2a20"];
const SUITS = ["#1f2d3d", "#2b2f36", "#34495e", "#5a3b4a", "#2d4a3e", "#44576b"];
const BACKDROPS = [
  ["#dfe6ec", "#9fb1c1"],
  ["#e9e4dc", "#b6a892"],
  ["#e3e9e4", "#98ad9c"],
  ["#e6e1ea", "#a79bb3"],
];

/** A square studio portrait: backdrop, shoulders in a jacket, head and hair. */
export function headshotSvg(seed: string, size: number): string {
  const rng = seededRandom(seed);
  const [light, dark] = rng.pick(BACKDROPS) as [string, string];
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const suit = rng.pick(SUITS);
  const longHair = rng.chance(0.5);
  const shirt = rng.pick(["#ffffff", "#e8eef5", "#f3e9dc"]);
  const parts = [
    `<defs><radialGradient id="bg" cx="0.45" cy="0.35" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    `<linearGradient id="face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="${skin}" stop-opacity="0.85"/></linearGradient>`,
    `<linearGradient id="suit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${suit}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#bg)"/>`,
  ];
  if (longHair) parts.push(`<path d="M118 170 Q110 320 150 360 L250 360 Q292 320 282 170 Q282 70 200 66 Q118 70 118 170 Z" fill="${hair}"/>`);
  parts.push(`<path d="M40 400 Q50 300 140 280 L260 280 Q350 300 360 400 Z" fill="url(#suit)"/>`);
  parts.push(`<path d="M168 280 L200 350 L232 280 Z" fill="${shirt}"/><path d="M150 282 L200 360 L178 400 L130 400 Z" fill="#000" opacity="0.15"/><path d="M250 282 L200 360 L222 400 L270 400 Z" fill="#000" opacity="0.1"/>`);
  parts.push(`<rect x="176" y="232" width="48" height="56" rx="18" fill="${skin}"/><path d="M176 262 Q200 280 224 262 L224 250 L176 250 Z" fill="#000" opacity="0.12"/>`);
  parts.push(`<ellipse cx="200" cy="176" rx="66" ry="82" fill="url(#face)"/>`);
  parts.push(`<ellipse cx="134" cy="184" rx="10" ry="18" fill="${skin}"/><ellipse cx="266" cy="184" rx="10" ry="18" fill="${skin}"/>`);
  parts.push(
    longHair
      ? `<path d="M132 160 Q134 88 200 86 Q270 88 268 160 Q246 118 200 112 Q160 116 132 160 Z" fill="${hair}"/>`
      : `<path d="M134 150 Q130 90 200 88 Q272 90 266 150 Q262 122 238 114 Q200 104 160 116 Q138 126 134 150 Z" fill="${hair}"/>`,
  );
  parts.push(`<ellipse cx="176" cy="178" rx="7" ry="5" fill="#2b2b2b"/><ellipse cx="224" cy="178" rx="7" ry="5" fill="#2b2b2b"/>`);
  parts.push(`<path d="M164 164 Q176 158 188 164" stroke="${hair}" stroke-width="4" fill="none"/><path d="M212 164 Q224 158 236 164" stroke="${hair}" stroke-width="4" fill="none"/>`);
  parts.push(`<path d="M200 186 Q194 206 202 210" stroke="#000" stroke-opacity="0.2" stroke-width="3" fill="none"/><path d="M180 226 Q200 240 220 226" stroke="#9b4a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  parts.push(`<ellipse cx="170" cy="140" rx="40" ry="22" fill="#fff" opacity="0.08"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${parts.join("")}</svg>`;
}

const LOGO_COLORS = ["#1d3557", "#2d6a4f", "#7a1f1f", "#3f5a78", "#8a5a2b", "#44576b"];

/** A wide logo (5:2) on a transparent background: an emblem and the brokerage's name in two lines. */
export function logoSvg(name: string, width: number, height: number): string {
  const rng = seededRandom(`logo:${name}`);
  const color = rng.pick(LOGO_COLORS);
  const accent = rng.pick(["#c9a227", "#d4763b", "#5fa8d3", "#8fb339"]);
  const words = name.split(" ");
  const split = Math.ceil(words.length / 2);
  const line1 = words.slice(0, split).join(" ");
  const line2 = words.slice(split).join(" ");
  const emblem = rng.int(0, 2);
  const icon =
    emblem === 0
      ? `<path d="M40 110 L100 56 L160 110 L160 170 L40 170 Z" fill="${color}"/><rect x="86" y="124" width="28" height="46" fill="#ffffff"/><path d="M30 112 L100 48 L170 112" stroke="${accent}" stroke-width="10" fill="none" stroke-linejoin="round"/>`
      : emblem === 1
        ? `<circle cx="100" cy="112" r="70" fill="${color}"/><path d="M60 140 L100 96 L140 140" stroke="#ffffff" stroke-width="10" fill="none" stroke-linejoin="round"/><path d="M72 140 L72 120 M128 140 L128 120" stroke="#ffffff" stroke-width="8"/><circle cx="100" cy="112" r="70" fill="none" stroke="${accent}" stroke-width="6"/>`
        : `<rect x="36" y="48" width="128" height="128" rx="22" fill="${color}"/><path d="M58 150 L58 110 L100 76 L142 110 L142 150 Z" fill="none" stroke="#ffffff" stroke-width="9" stroke-linejoin="round"/><path d="M50 162 L150 162" stroke="${accent}" stroke-width="8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 560 224">` +
    icon +
    `<text x="196" y="104" ${FONT} font-size="40" font-weight="700" fill="${color}">${xmlText(line1)}</text>` +
    `<text x="196" y="150" ${FONT} font-size="30" fill="${color}" fill-opacity="0.85">${xmlText(line2)}</text>` +
    `<rect x="196" y="168" width="80" height="6" rx="3" fill="${accent}"/>` +
    `</svg>`
  );
}

const CATEGORY_ART: Record<string, { from: string; to: string; art: string }> = {
  "market-analysis": {
    from: "#1d3557",
    to: "#457b9d",
    art: `<g fill="#ffffff" fill-opacity="0.9"><rect x="760" y="380" width="70" height="170" rx="8"/><rect x="860" y="300" width="70" height="250" rx="8"/><rect x="960" y="230" width="70" height="320" rx="8"/><rect x="1060" y="160" width="70" height="390" rx="8"/></g><path d="M740 360 L880 270 L980 300 L1150 140" stroke="#f4d35e" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  "homeowner-tips": {
    from: "#2d6a4f",
    to: "#74c69d",
    art: `<path d="M760 330 L940 180 L1120 330 L1120 540 L760 540 Z" fill="#ffffff" fill-opacity="0.92"/><rect x="905" y="420" width="70" height="120" fill="#2d6a4f"/><g stroke="#2d6a4f" stroke-width="12" stroke-linecap="round" fill="none"><path d="M800 380 l18 18 l30 -36"/><path d="M800 450 l18 18 l30 -36"/></g>`,
  },
  "photography-tips": {
    from: "#3d405b",
    to: "#e07a5f",
    art: `<rect x="760" y="230" width="380" height="270" rx="36" fill="#ffffff" fill-opacity="0.92"/><rect x="830" y="190" width="120" height="60" rx="14" fill="#ffffff" fill-opacity="0.92"/><circle cx="950" cy="370" r="92" fill="#3d405b"/><circle cx="950" cy="370" r="58" fill="#81b29a"/><circle cx="930" cy="350" r="16" fill="#ffffff" fill-opacity="0.7"/>`,
  },
  "industry-standards": {
    from: "#264653",
    to: "#2a9d8f",
    art: `<rect x="790" y="150" width="300" height="400" rx="18" fill="#ffffff" fill-opacity="0.94"/><g fill="#264653" fill-opacity="0.35"><rect x="830" y="200" width="220" height="16" rx="8"/><rect x="830" y="240" width="180" height="16" rx="8"/><rect x="830" y="280" width="200" height="16" rx="8"/><rect x="830" y="320" width="150" height="16" rx="8"/></g><circle cx="1020" cy="470" r="60" fill="#e9c46a"/><path d="M995 470 l18 18 l32 -38" stroke="#264653" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  },
  "financial-tips": {
    from: "#5f0f40",
    to: "#9a031e",
    art: `<g fill="#fcd581"><ellipse cx="880" cy="500" rx="110" ry="32"/><rect x="770" y="420" width="220" height="80"/><ellipse cx="880" cy="420" rx="110" ry="32" fill="#ffe8a3"/><ellipse cx="1040" cy="440" rx="90" ry="28"/><rect x="950" y="360" width="180" height="80"/><ellipse cx="1040" cy="360" rx="90" ry="28" fill="#ffe8a3"/></g><text x="940" y="270" text-anchor="middle" ${FONT} font-size="150" font-weight="700" fill="#ffffff" fill-opacity="0.92">%</text>`,
  },
  technology: {
    from: "#14213d",
    to: "#3a86ff",
    art: `<rect x="770" y="170" width="360" height="380" rx="28" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-width="8"/><path d="M950 240 L1060 300 L1060 420 L950 480 L840 420 L840 300 Z" fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/><path d="M840 300 L950 360 L1060 300 M950 360 L950 480" stroke="#ffffff" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
  },
  history: {
    from: "#6b4226",
    to: "#c9a66b",
    art: `<path d="M760 300 L950 190 L1140 300 Z" fill="#fff8e7"/><rect x="760" y="300" width="380" height="24" fill="#fff8e7"/><g fill="#fff8e7"><rect x="790" y="330" width="34" height="180"/><rect x="870" y="330" width="34" height="180"/><rect x="996" y="330" width="34" height="180"/><rect x="1076" y="330" width="34" height="180"/></g><rect x="740" y="510" width="420" height="30" fill="#fff8e7"/>`,
  },
};

/** A 1200 x 630 cover (the Open Graph shape): category colours, a soft pattern and the category's illustration. */
export function blogCoverSvg(slug: string, categorySlug: string, width: number, height: number): string {
  const rng = seededRandom(`cover:${slug}`);
  const theme = CATEGORY_ART[categorySlug] ?? (CATEGORY_ART["homeowner-tips"] as (typeof CATEGORY_ART)[string]);
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.75" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    parts.push(`<circle cx="${r(rng.between(0, 1200))}" cy="${r(rng.between(0, 630))}" r="${r(rng.between(30, 160))}" fill="#ffffff" opacity="${r(rng.between(0.03, 0.08))}"/>`);
  }
  let skyline = "M0 630 L0 520";
  for (let x = 0; x < 700; x += 70) {
    const h = rng.between(40, 120);
    skyline += ` L${x} ${r(560 - h)} L${x + 35} ${r(520 - h)} L${x + 70} ${r(560 - h)}`;
  }
  parts.push(`<path d="${skyline} L700 630 Z" fill="#000000" opacity="0.12"/>`);
  parts.push(`<rect width="1200" height="630" fill="url(#glow)"/>`);
  parts.push(theme.art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">${parts.join("")}</svg>`;
}
