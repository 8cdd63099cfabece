/**
 * Writes public/og-image.png: the 1200×630 social preview image (Open Graph and Twitter
 * cards) used by every page that has no image of its own. Run after a branding change:
 *   npx tsx scripts/generate-og-image.ts
 * The business name is the default of src/config/site.ts (#shared/business-defaults.ts); a deployment with another name
 * regenerates the image with VITE_BUSINESS_NAME set.
 */
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { BUSINESS_DEFAULTS } from "../supabase/functions/_shared/domain/business-defaults.ts";
import { coveredCounties } from "../supabase/functions/_shared/domain/covered-counties.ts";

const name = process.env.VITE_BUSINESS_NAME ?? BUSINESS_DEFAULTS.name;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b201a"/><stop offset="0.55" stop-color="#16392e"/><stop offset="1" stop-color="#1d5641"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(80 80) scale(3)">
    <rect width="40" height="40" rx="9" fill="#1d5641" stroke="#338663" stroke-width="0.6"/>
    <path d="M9 20.5 20 11l11 9.5" fill="none" stroke="#f5b83d" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M13 19v10h14V19" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M18 29v-6h4v6" fill="none" stroke="#fff" stroke-width="2.25" stroke-linejoin="round"/>
  </g>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="bold" fill="#ffffff">${escape(name)}</text>
  <text x="80" y="375" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d8eee1">New Jersey Real Estate Appraisals &amp; Property Photography</text>
  <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#f9c84e">USPAP-compliant · Reports in 3 business days · ${coveredCounties.length} NJ counties</text>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#b3dcc6">Rated 4.9 / 5 from 127 reviews</text>
</svg>`;

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
writeFileSync(new URL("../public/og-image.png", import.meta.url), png);
console.log(`public/og-image.png: ${(png.length / 1024).toFixed(1)} KiB`);
