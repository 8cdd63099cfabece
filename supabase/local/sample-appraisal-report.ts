/**
 * Generates the sample appraisal report served from the `appraisal-sample` bucket
 * (the services page previews and downloads it). A realistic, internally consistent
 * residential appraisal of a fictitious Hunterdon County home, drawn with pdf-lib:
 * summary, subject and neighborhood, site and improvements, the sales comparison grid
 * (adjustments add up), cost approach and reconciliation, a floor-plan sketch, the
 * certification and the limiting conditions. Every page is marked SAMPLE.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { BUSINESS_DEFAULTS } from "../functions/_shared/domain/business-defaults.ts";

export const SAMPLE_REPORT_BUCKET = "appraisal-sample";
export const SAMPLE_REPORT_PATH = "sample-appraisal-report.pdf";

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.78, 0.8, 0.84);
const BRAND = rgb(0.09, 0.27, 0.45);
const SHADE = rgb(0.94, 0.95, 0.97);

const firm = BUSINESS_DEFAULTS.name;
const subject = {
  address: "27 Orchard View Lane",
  city: "Readington Township",
  county: "Hunterdon",
  zip: "08889",
  blockLot: "Block 41, Lot 7.02",
  owner: "Jordan and Casey Example (fictitious)",
  borrower: "Jordan Example (fictitious)",
  client: "Sample Community Bank, N.A. (fictitious)",
  purpose: "Purchase",
  contractPrice: 560_000,
  contractDate: "March 3, 2025",
  effectiveDate: "March 14, 2025",
  reportDate: "March 17, 2025",
  style: "Two-story Colonial",
  yearBuilt: 1987,
  gla: 2_164,
  rooms: 9,
  bedrooms: 4,
  baths: "2.1",
  basement: "1,020 sq ft, 40% finished",
  garage: "2-car attached",
  lotAcres: 1.02,
  utilities: "Private well, private septic, public electric, propane heat",
  zoning: "RR (Rural Residential)",
  floodZone: "X (outside the 500-year flood plain), FEMA map 34019C0190F",
  taxes: "$13,912 (2024)",
};

interface Comparable {
  label: string;
  address: string;
  proximity: string;
  salePrice: number;
  saleDate: string;
  gla: number;
  yearBuilt: number;
  lotAcres: number;
  baths: string;
  condition: string;
  adjustments: { feature: string; amount: number }[];
}

const comparables: Comparable[] = [
  {
    label: "Comparable 1",
    address: "112 Pleasant Run Road, Readington Twp",
    proximity: "0.8 miles NE",
    salePrice: 548_000,
    saleDate: "01/2025",
    gla: 2_050,
    yearBuilt: 1985,
    lotAcres: 1.15,
    baths: "2.1",
    condition: "C3",
    adjustments: [
      { feature: "Gross living area (+114 sq ft at $75)", amount: 8_550 },
      { feature: "Basement finish (unfinished)", amount: 6_000 },
      { feature: "Site (larger lot)", amount: -2_000 },
    ],
  },
  {
    label: "Comparable 2",
    address: "9 Stonehenge Court, Readington Twp",
    proximity: "1.4 miles W",
    salePrice: 575_000,
    saleDate: "11/2024",
    gla: 2_310,
    yearBuilt: 1990,
    lotAcres: 1.0,
    baths: "2.1",
    condition: "C3",
    adjustments: [
      { feature: "Gross living area (-146 sq ft at $75)", amount: -10_950 },
      { feature: "Kitchen updated 2022 (superior)", amount: -8_000 },
      { feature: "Market conditions (+0.5%/month, 4 months)", amount: 11_500 },
    ],
  },
  {
    label: "Comparable 3",
    address: "44 Old Highway 28, Whitehouse Station",
    proximity: "1.9 miles SE",
    salePrice: 539_900,
    saleDate: "02/2025",
    gla: 2_120,
    yearBuilt: 1979,
    lotAcres: 0.94,
    baths: "2.0",
    condition: "C3",
    adjustments: [
      { feature: "Gross living area (+44 sq ft at $75)", amount: 3_300 },
      { feature: "Bathrooms (no half bath)", amount: 7_500 },
      { feature: "Age/condition (older roof)", amount: 5_000 },
    ],
  },
];

const money = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`;
const signedMoney = (value: number) => `${value < 0 ? "-" : "+"}${money(Math.abs(value))}`;

function adjustedPrice(comp: Comparable): number {
  return comp.salePrice + comp.adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** A page writer with a cursor that moves down the page. */
class PageWriter {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.y = PAGE[1] - MARGIN;
  }

  text(value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(value, { x: options.x ?? MARGIN, y: this.y - size, size, font: options.font ?? this.fonts.regular, color: options.color ?? INK });
    this.y -= size + (options.gap ?? 5);
  }

  /** Wrapped paragraph within the page margins. */
  paragraph(value: string, options: { size?: number; font?: PDFFont; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 9.5;
    const font = options.font ?? this.fonts.regular;
    const x = MARGIN + (options.indent ?? 0);
    const width = PAGE[0] - MARGIN - x;
    let line = "";
    for (const word of value.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        this.text(line, { size, font, x, gap: 3 });
        line = word;
      } else line = candidate;
    }
    if (line) this.text(line, { size, font, x, gap: 3 });
    this.y -= options.gap ?? 6;
  }

  heading(value: string) {
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: PAGE[0] - 2 * MARGIN, height: 18, color: BRAND });
    this.page.drawText(value.toUpperCase(), { x: MARGIN + 6, y: this.y - 13, size: 9.5, font: this.fonts.bold, color: rgb(1, 1, 1) });
    this.y -= 26;
  }

  /** Label/value rows in two columns. */
  fields(rows: [string, string][], columns = 2) {
    const columnWidth = (PAGE[0] - 2 * MARGIN) / columns;
    for (let index = 0; index < rows.length; index += columns) {
      for (let column = 0; column < columns; column += 1) {
        const row = rows[index + column];
        if (!row) continue;
        const x = MARGIN + column * columnWidth;
        this.page.drawText(row[0], { x, y: this.y - 8, size: 7.5, font: this.fonts.regular, color: MUTED });
        this.page.drawText(row[1], { x, y: this.y - 19, size: 9.5, font: this.fonts.bold, color: INK });
      }
      this.y -= 24;
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: PAGE[0] - MARGIN, y: this.y + 2 }, thickness: 0.5, color: RULE });
    }
    this.y -= 4;
  }

  /** A grid of cells; the first row is the header. */
  table(rows: string[][], widths: number[], options: { size?: number; boldLastRow?: boolean } = {}) {
    const size = options.size ?? 8;
    const rowHeight = size + 8;
    rows.forEach((cells, rowIndex) => {
      const header = rowIndex === 0;
      const bold = header || (options.boldLastRow && rowIndex === rows.length - 1);
      if (header) this.page.drawRectangle({ x: MARGIN, y: this.y - rowHeight, width: PAGE[0] - 2 * MARGIN, height: rowHeight, color: SHADE });
      let x = MARGIN;
      cells.forEach((cell, cellIndex) => {
        this.page.drawText(cell, { x: x + 3, y: this.y - size - 3, size, font: bold ? this.fonts.bold : this.fonts.regular, color: INK });
        x += widths[cellIndex] ?? 0;
      });
      this.y -= rowHeight;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE[0] - MARGIN, y: this.y }, thickness: 0.4, color: RULE });
    });
    this.y -= 8;
  }
}

function decorate(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number) {
  page.drawText("SAMPLE", {
    x: 150,
    y: 300,
    size: 110,
    font: fonts.bold,
    color: rgb(0.85, 0.1, 0.1),
    opacity: 0.07,
    rotate: degrees(35),
  });
  page.drawText(`${firm}  |  Sample report: fictitious property, parties and figures`, {
    x: MARGIN,
    y: 28,
    size: 7.5,
    font: fonts.italic,
    color: MUTED,
  });
  const label = `Page ${pageNumber} of ${pageCount}`;
  page.drawText(label, { x: PAGE[0] - MARGIN - fonts.regular.widthOfTextAtSize(label, 7.5), y: 28, size: 7.5, font: fonts.regular, color: MUTED });
}

/** Builds the sample report PDF. */
export async function buildSampleAppraisalReport(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Sample Residential Appraisal Report");
  pdf.setAuthor(firm);
  pdf.setSubject("Sample appraisal report of a fictitious property");
  pdf.setKeywords(["appraisal", "sample", "New Jersey", "USPAP"]);
  pdf.setCreationDate(new Date("2025-03-17T12:00:00Z"));
  pdf.setModificationDate(new Date("2025-03-17T12:00:00Z"));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const newPage = () => new PageWriter(pdf.addPage(PAGE), fonts);
  const adjusted = comparables.map(adjustedPrice);
  const finalValue = 561_000;

  // 1. Summary -----------------------------------------------------------------
  const cover = newPage();
  cover.text(firm, { size: 12, font: fonts.bold, color: BRAND });
  cover.text("Residential Appraisal Report", { size: 24, font: fonts.bold, gap: 4 });
  cover.text("Appraisal of real property for a mortgage finance transaction (sample)", { size: 11, color: MUTED, gap: 18 });
  cover.text(`${subject.address}, ${subject.city}, NJ ${subject.zip}`, { size: 14, font: fonts.bold });
  cover.text(`${subject.county} County  |  ${subject.blockLot}`, { size: 10, color: MUTED, gap: 20 });
  cover.page.drawRectangle({ x: MARGIN, y: cover.y - 70, width: PAGE[0] - 2 * MARGIN, height: 70, color: SHADE, borderColor: BRAND, borderWidth: 1 });
  cover.page.drawText("Opinion of market value", { x: MARGIN + 16, y: cover.y - 24, size: 10, font: fonts.regular, color: MUTED });
  cover.page.drawText(money(finalValue), { x: MARGIN + 16, y: cover.y - 54, size: 26, font: fonts.bold, color: BRAND });
  cover.page.drawText(`As of ${subject.effectiveDate}`, { x: 330, y: cover.y - 30, size: 10, font: fonts.bold, color: INK });
  cover.page.drawText("Fee simple, as is", { x: 330, y: cover.y - 46, size: 10, font: fonts.regular, color: INK });
  cover.y -= 92;
  cover.heading("Assignment");
  cover.fields([
    ["Client / lender", subject.client],
    ["Intended use", "Mortgage lending decision (purchase)"],
    ["Borrower", subject.borrower],
    ["Owner of public record", subject.owner],
    ["Contract price", `${money(subject.contractPrice)} (dated ${subject.contractDate})`],
    ["Property rights appraised", "Fee simple"],
    ["Inspection / effective date", subject.effectiveDate],
    ["Report date", subject.reportDate],
  ]);
  cover.heading("Contents");
  for (const line of [
    "1. Summary and assignment",
    "2. Subject, neighborhood and site",
    "3. Improvements",
    "4. Sales comparison approach",
    "5. Cost approach and reconciliation",
    "6. Building sketch",
    "7. Appraiser's certification",
    "8. Assumptions and limiting conditions",
  ]) {
    cover.text(line, { size: 10, gap: 4 });
  }
  cover.y -= 8;
  cover.paragraph(
    "This sample shows the format and depth of the reports we deliver. The property, parties, sales and figures are fictitious; the market commentary reflects typical conditions in Readington Township and is not an opinion of value for any real property.",
    { font: fonts.italic, size: 9 },
  );

  // 2. Subject, neighborhood, site ----------------------------------------------
  const site = newPage();
  site.heading("Subject");
  site.fields([
    ["Property address", `${subject.address}, ${subject.city}, NJ ${subject.zip}`],
    ["County / tax map", `${subject.county}  |  ${subject.blockLot}`],
    ["Real estate taxes", subject.taxes],
    ["Occupant", "Owner"],
    ["Neighborhood name", "Pleasant Run / Stanton area"],
    ["Special assessments / HOA", "None"],
  ]);
  site.heading("Neighborhood");
  site.fields([
    ["Location / built-up", "Suburban-rural  |  50-75%"],
    ["Growth / property values", "Stable  |  Increasing"],
    ["Demand / supply", "In balance"],
    ["Marketing time", "Under 3 months"],
    ["One-unit price range", "$395,000 to $1,150,000"],
    ["Predominant price / age", "$585,000  |  35 years"],
  ]);
  site.paragraph(
    "Neighborhood boundaries: Route 22 to the south, the Somerset County line to the east, County Route 523 to the west and Route 629 to the north. The area is made up of colonial, split-level and ranch homes on one- to three-acre lots built from the 1970s to the 2000s, mixed with preserved farmland. Shopping, schools and the Whitehouse Station rail stop on NJ Transit's Raritan Valley Line are within four miles; Interstate 78 is about three miles away.",
  );
  site.paragraph(
    "Market conditions: listings in the competing price range have been low for 24 months and typical days on market are under 30. Paired sales and the area's price index show increases of about 0.5% per month over the past year, applied to older comparable sales. Seller concessions are uncommon and, when present, are under 3% of the price.",
  );
  site.heading("Site");
  site.fields([
    ["Area / shape", `${subject.lotAcres} acres  |  Rectangular`],
    ["Zoning", subject.zoning],
    ["Zoning compliance", "Legal"],
    ["Highest and best use as improved", "Present use"],
    ["Utilities", subject.utilities],
    ["Street / view", "Asphalt, public  |  Residential, wooded"],
    ["FEMA flood zone", subject.floodZone],
    ["Easements / encroachments", "None apparent; typical utility easement"],
  ]);
  site.paragraph(
    "Private well and septic systems are typical of the market area and have no adverse effect on marketability. The appraiser did not test either system; the lender may require well water and septic inspections as a condition of the loan.",
  );

  // 3. Improvements --------------------------------------------------------------
  const improvements = newPage();
  improvements.heading("Improvements");
  improvements.fields([
    ["Design (style)", subject.style],
    ["Year built / effective age", `${subject.yearBuilt}  |  15 years`],
    ["Gross living area", `${subject.gla.toLocaleString("en-US")} sq ft above grade`],
    ["Rooms / bedrooms / baths", `${subject.rooms}  |  ${subject.bedrooms}  |  ${subject.baths}`],
    ["Foundation / basement", `Poured concrete  |  ${subject.basement}`],
    ["Exterior walls / roof", "Vinyl siding  |  Architectural asphalt shingle (2016)"],
    ["Heating / cooling", "Forced warm air, propane  |  Central air"],
    ["Car storage", subject.garage],
    ["Amenities", "Fireplace (1), rear deck, patio"],
    ["Windows", "Double-hung, insulated (replaced 2012)"],
  ]);
  improvements.text("Condition and quality", { font: fonts.bold, size: 10 });
  improvements.paragraph(
    "Condition C3, quality Q4. The home is well maintained with normal wear. The kitchen was remodeled in 2014 (maple cabinets, granite counters, stainless appliances) and both full bathrooms were updated in 2017. Hardwood floors on the first floor, carpet on the second. The 2016 roof and the 2019 furnace and central air condenser have ample remaining life. No adverse conditions affecting livability, soundness or structural integrity were observed.",
  );
  improvements.text("Room list", { font: fonts.bold, size: 10 });
  improvements.table(
    [
      ["Level", "Rooms", "Bedrooms", "Baths", "Area (sq ft)"],
      ["First floor", "Foyer, living, dining, kitchen, family, half bath", "0", "0.1", "1,092"],
      ["Second floor", "4 bedrooms, 2 full baths, laundry", "4", "2.0", "1,072"],
      ["Basement", "Recreation room (finished), storage, mechanicals", "-", "-", "1,020 (below grade)"],
    ],
    [80, 240, 60, 50, 86],
  );
  improvements.paragraph(
    "Gross living area was measured by the appraiser at the inspection following ANSI Z765 and is supported by the sketch on page 6. Below-grade area is not included in gross living area and is adjusted for separately.",
  );

  // 4. Sales comparison -------------------------------------------------------
  const sales = newPage();
  sales.heading("Sales comparison approach");
  sales.paragraph(
    "Fourteen closed sales of two-story homes between 1,800 and 2,600 sq ft on one- to two-acre lots in Readington Township within the past twelve months were reviewed. The three below are the most similar in location, size, age and condition and received the least adjustment.",
  );
  const widths = [132, 93, 93, 99, 99];
  sales.table(
    [
      ["Feature", "Subject", comparables[0]!.label, comparables[1]!.label, comparables[2]!.label],
      ["Address", "27 Orchard View Ln", "112 Pleasant Run Rd", "9 Stonehenge Ct", "44 Old Highway 28"],
      ["Proximity", "-", ...comparables.map((c) => c.proximity)],
      ["Sale price", money(subject.contractPrice), ...comparables.map((c) => money(c.salePrice))],
      ["Sale date", "Contract 03/2025", ...comparables.map((c) => c.saleDate)],
      ["Gross living area", `${subject.gla.toLocaleString("en-US")} sq ft`, ...comparables.map((c) => `${c.gla.toLocaleString("en-US")} sq ft`)],
      ["Year built", String(subject.yearBuilt), ...comparables.map((c) => String(c.yearBuilt))],
      ["Site", `${subject.lotAcres} ac`, ...comparables.map((c) => `${c.lotAcres} ac`)],
      ["Baths", subject.baths, ...comparables.map((c) => c.baths)],
      ["Condition", "C3", ...comparables.map((c) => c.condition)],
      ["Price per sq ft", "-", ...comparables.map((c) => money(c.salePrice / c.gla))],
    ],
    widths,
    { size: 7.5 },
  );
  sales.text("Adjustments", { font: fonts.bold, size: 10 });
  for (const comp of comparables) {
    sales.text(`${comp.label}: ${comp.address}`, { size: 9, font: fonts.bold, gap: 3 });
    for (const adjustment of comp.adjustments) {
      sales.text(`${adjustment.feature}`, { size: 8.5, x: MARGIN + 12, gap: -8.5 });
      sales.text(signedMoney(adjustment.amount), { size: 8.5, x: 430, gap: 3 });
    }
    const net = adjustedPrice(comp) - comp.salePrice;
    const gross = comp.adjustments.reduce((sum, adjustment) => sum + Math.abs(adjustment.amount), 0);
    sales.text(
      `Net ${signedMoney(net)} (${((net / comp.salePrice) * 100).toFixed(1)}%), gross ${money(gross)} (${((gross / comp.salePrice) * 100).toFixed(1)}%)`,
      { size: 8.5, x: MARGIN + 12, color: MUTED, gap: -8.5 },
    );
    sales.text(`Adjusted ${money(adjustedPrice(comp))}`, { size: 8.5, x: 430, font: fonts.bold, gap: 8 });
  }
  sales.paragraph(
    `Adjusted sale prices range from ${money(Math.min(...adjusted))} to ${money(Math.max(...adjusted))}. Comparable 1 is the most recent sale on the same road network and received the lowest gross adjustment; it is given the most weight. Comparable 2 required a market-conditions adjustment and is given secondary weight. Indicated value by the sales comparison approach: ${money(finalValue)}.`,
  );

  // 5. Cost approach and reconciliation -------------------------------------
  const reconciliation = newPage();
  reconciliation.heading("Cost approach (supporting)");
  const siteValue = 195_000;
  const replacement = subject.gla * 165 + 1_020 * 45 + 32_000;
  const depreciation = Math.round(replacement * 0.2);
  const siteImprovements = 25_000;
  const costIndication = siteValue + replacement - depreciation + siteImprovements;
  reconciliation.table(
    [
      ["Item", "Basis", "Amount"],
      ["Site value", "Four vacant-lot sales, 0.9-1.6 ac, 2023-2024", money(siteValue)],
      ["Dwelling", `${subject.gla.toLocaleString("en-US")} sq ft at $165`, money(subject.gla * 165)],
      ["Basement", "1,020 sq ft at $45", money(1_020 * 45)],
      ["Garage, deck, porch", "Lump sum", money(32_000)],
      ["Less physical depreciation", "Effective age 15 of 75 years (20%)", `-${money(depreciation)}`],
      ["Site improvements", "Well, septic, driveway, landscaping", money(siteImprovements)],
      ["Indicated value by cost approach", "", money(costIndication)],
    ],
    [190, 240, 86],
    { boldLastRow: true },
  );
  reconciliation.paragraph(
    "Replacement cost is from a national cost service, adjusted for the local market. The cost approach supports the sales comparison result; it is given less weight because buyers of existing homes in this market rely on sales.",
  );
  reconciliation.heading("Income approach");
  reconciliation.paragraph("Not developed: single-family homes in this market are rarely bought for rental income, and there are too few rental sales to derive a reliable gross rent multiplier.");
  reconciliation.heading("Reconciliation");
  reconciliation.table(
    [
      ["Approach", "Indicated value", "Weight"],
      ["Sales comparison", money(finalValue), "Primary"],
      ["Cost", money(costIndication), "Supporting"],
      ["Income", "Not developed", "-"],
    ],
    [190, 160, 166],
  );
  reconciliation.paragraph(
    `The contract price of ${money(subject.contractPrice)} is within the range of the adjusted comparable sales. The sale is an arm's-length transaction with no concessions; the contract was reviewed. This appraisal is made "as is".`,
  );
  reconciliation.text(`Opinion of market value: ${money(finalValue)} as of ${subject.effectiveDate}`, { size: 12, font: fonts.bold, color: BRAND, gap: 8 });
  reconciliation.paragraph(
    "Exposure time: one to three months, consistent with recent marketing times of competing homes, at a price near the appraised value.",
  );

  // 6. Sketch ------------------------------------------------------------------
  const sketch = newPage();
  sketch.heading("Building sketch (gross living area)");
  const scale = 5.2; // points per foot
  const originX = MARGIN + 70;
  const originY = sketch.y - 40;
  const drawRoom = (label: string, x: number, y: number, w: number, h: number) => {
    sketch.page.drawRectangle({
      x: originX + x * scale,
      y: originY - (y + h) * scale,
      width: w * scale,
      height: h * scale,
      borderColor: INK,
      borderWidth: 1.2,
    });
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 7.5);
    sketch.page.drawText(label, { x: originX + (x + w / 2) * scale - labelWidth / 2, y: originY - (y + h / 2) * scale + 2, size: 7.5, font: fonts.bold, color: INK });
    const size = `${w}' x ${h}'`;
    sketch.page.drawText(size, { x: originX + (x + w / 2) * scale - fonts.regular.widthOfTextAtSize(size, 7) / 2, y: originY - (y + h / 2) * scale - 8, size: 7, font: fonts.regular, color: MUTED });
  };
  sketch.text("First floor (1,092 sq ft)", { font: fonts.bold, size: 10, x: originX });
  // 42 x 26 = 1,092
  drawRoom("Living", 0, 0, 16, 14);
  drawRoom("Foyer", 16, 0, 10, 14);
  drawRoom("Dining", 26, 0, 16, 14);
  drawRoom("Family", 0, 14, 18, 12);
  drawRoom("1/2 bath", 18, 14, 8, 12);
  drawRoom("Kitchen", 26, 14, 16, 12);
  drawRoom("2-car garage", 42, 2, 22, 24);
  sketch.y = originY - 26 * scale - 40;
  const secondY = sketch.y - 14;
  sketch.text("Second floor (1,072 sq ft)", { font: fonts.bold, size: 10, x: originX });
  const drawRoom2 = (label: string, x: number, y: number, w: number, h: number) => {
    sketch.page.drawRectangle({ x: originX + x * scale, y: secondY - (y + h) * scale - 10, width: w * scale, height: h * scale, borderColor: INK, borderWidth: 1.2 });
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 7.5);
    sketch.page.drawText(label, { x: originX + (x + w / 2) * scale - labelWidth / 2, y: secondY - (y + h / 2) * scale - 8, size: 7.5, font: fonts.bold, color: INK });
  };
  // 42 x 26 = 1,092 less a 20 sq ft open stair = 1,072
  drawRoom2("Primary bedroom", 0, 0, 18, 14);
  drawRoom2("Bath", 18, 0, 8, 14);
  drawRoom2("Bedroom 2", 26, 0, 16, 14);
  drawRoom2("Bedroom 3", 0, 14, 14, 12);
  drawRoom2("Bath/laundry", 14, 14, 14, 12);
  drawRoom2("Bedroom 4", 28, 14, 14, 12);
  sketch.y = secondY - 26 * scale - 40;
  sketch.table(
    [
      ["Area calculations", "Dimensions", "Square feet"],
      ["First floor", "42' x 26'", "1,092"],
      ["Second floor", "42' x 26' less 20 sq ft open stair", "1,072"],
      ["Gross living area", "", subject.gla.toLocaleString("en-US")],
      ["Garage (not living area)", "22' x 24'", "528"],
    ],
    [190, 230, 96],
  );

  // 7. Certification -------------------------------------------------------------
  const certification = newPage();
  certification.heading("Appraiser's certification");
  certification.paragraph("I certify that, to the best of my knowledge and belief:");
  [
    "The statements of fact contained in this report are true and correct.",
    "The reported analyses, opinions and conclusions are limited only by the reported assumptions and limiting conditions and are my personal, impartial and unbiased professional analyses, opinions and conclusions.",
    "I have no present or prospective interest in the property that is the subject of this report and no personal interest with respect to the parties involved.",
    "I have performed no services, as an appraiser or in any other capacity, regarding the property that is the subject of this report within the three-year period immediately preceding acceptance of this assignment.",
    "I have no bias with respect to the property that is the subject of this report or to the parties involved with this assignment.",
    "My engagement in this assignment was not contingent upon developing or reporting predetermined results.",
    "My compensation for completing this assignment is not contingent upon the development or reporting of a predetermined value or direction in value that favors the cause of the client, the amount of the value opinion, the attainment of a stipulated result, or the occurrence of a subsequent event directly related to the intended use of this appraisal.",
    "My analyses, opinions and conclusions were developed, and this report has been prepared, in conformity with the Uniform Standards of Professional Appraisal Practice.",
    "I have made a personal inspection of the property that is the subject of this report.",
    "No one provided significant real property appraisal assistance to the person signing this certification.",
  ].forEach((statement, index) => certification.paragraph(`${index + 1}. ${statement}`, { indent: 8, gap: 2 }));
  certification.y -= 14;
  certification.fields([
    ["Appraiser", "Alex Sample, SCGREA (fictitious)"],
    ["State / license", "New Jersey  |  42RG00000000 (sample)"],
    ["Date of signature and report", subject.reportDate],
    ["Effective date of appraisal", subject.effectiveDate],
    ["Appraised value of subject", money(finalValue)],
    ["Inspection", "Interior and exterior, March 14, 2025"],
  ]);
  certification.page.drawLine({ start: { x: MARGIN, y: certification.y - 20 }, end: { x: 260, y: certification.y - 20 }, thickness: 0.8, color: INK });
  certification.page.drawText("Signature (sample, not signed)", { x: MARGIN, y: certification.y - 32, size: 8, font: fonts.italic, color: MUTED });

  // 8. Limiting conditions --------------------------------------------------------
  const conditions = newPage();
  conditions.heading("Assumptions and limiting conditions");
  [
    "The appraiser assumes that the title is good and marketable and will not render any opinion about the title. The property is appraised as though under responsible ownership.",
    "The sketch in this report is included only to show the approximate dimensions of the improvements and is not a survey.",
    "The flood zone was identified from the Federal Emergency Management Agency's maps. The appraiser is not a surveyor and makes no guarantee, express or implied, regarding this determination.",
    "The appraiser will not give testimony or appear in court because of having made this appraisal unless specific arrangements to do so have been made beforehand.",
    "The appraiser noted no hidden or unapparent conditions of the property or adverse environmental conditions (such as hazardous wastes or toxic substances) during the inspection or in the normal research of the appraisal. Unless otherwise stated, the appraiser has assumed there are none, and this is not an environmental assessment.",
    "The private well and septic system were not tested; they are assumed to be adequate and in working order. The appraiser recommends inspections by qualified professionals.",
    "This report may be relied on only by the client and intended users named in it, for the intended use stated. Possession of a copy does not carry the right of publication.",
    "The opinion of value is valid as of the effective date only. Lenders typically accept an appraisal for about 120 days from the effective date.",
  ].forEach((condition, index) => conditions.paragraph(`${index + 1}. ${condition}`, { indent: 8, gap: 3 }));
  conditions.heading("Scope of work");
  conditions.paragraph(
    "The appraiser inspected the interior and exterior of the subject, measured it, viewed each comparable sale from the street, and verified sales through the Garden State MLS and county deed records. Public records for taxes, zoning and flood zone were reviewed. The sales comparison and cost approaches were developed; the income approach was not, for the reasons stated.",
  );

  const pages = pdf.getPages();
  pages.forEach((page, index) => decorate(page, fonts, index + 1, pages.length));
  return pdf.save();
}

/** Storage-asset generator: writes the sample into <storageRoot>/appraisal-sample/. */
export async function writeSampleAppraisalReport(storageRoot: string): Promise<void> {
  const target = join(storageRoot, SAMPLE_REPORT_BUCKET, SAMPLE_REPORT_PATH);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, await buildSampleAppraisalReport());
}
