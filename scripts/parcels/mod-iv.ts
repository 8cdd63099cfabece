/**
 * One row of the state's "Parcels and MOD-IV Composite of New Jersey" (or of the MOD-IV
 * tax list table) as a row of public.nj_parcels: the official column names, what each
 * becomes, and why a row is left out (docs/decisions/062-state-tax-records-import.md).
 * Pure: the reader (gdal-reader.ts) hands it each feature's attributes as GDAL gives them.
 */
import { isCoveredCountyName } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { COUNTIES } from "../../supabase/local/parcels/nj-places.ts";

/** The official columns read, by what they hold (NJOGIS data dictionary; decision 062). */
export const MOD_IV_COLUMNS = {
  pin: "PAMS_PIN",
  municipalityCode: "PCL_MUN",
  block: "PCLBLOCK",
  lot: "PCLLOT",
  qualifier: "PCLQCODE",
  municipalityName: "MUN_NAME",
  propertyClass: "PROP_CLASS",
  location: "PROP_LOC",
  buildingDescription: "BLDG_DESC",
  yearBuilt: "YR_CONSTR",
  acres: "CALC_ACRE",
  salePrice: "SALE_PRICE",
  deedDate: "DEED_DATE",
  landValue: "LAND_VAL",
  improvementValue: "IMPRVT_VAL",
  netValue: "NET_VALUE",
  lastYearTax: "LAST_YR_TX",
  ownerName: "OWNER_NAME",
  ownerStreet: "ST_ADDRESS",
  ownerCityState: "CITY_STATE",
  ownerZip: "ZIP_CODE",
} as const;

type ColumnKey = keyof typeof MOD_IV_COLUMNS;

/** Without these a file is not a MOD-IV table: it is refused before anything is written. */
export const REQUIRED_COLUMNS: readonly string[] = [
  MOD_IV_COLUMNS.pin,
  MOD_IV_COLUMNS.municipalityName,
  MOD_IV_COLUMNS.propertyClass,
  MOD_IV_COLUMNS.location,
];

/** The columns of public.nj_parcels an import writes, in COPY order (sq_ft stays null: decision 062). */
export const IMPORT_COLUMNS = [
  "gis_pin", "county_name", "municipality", "block", "lot", "qual", "property_class",
  "prop_street", "city", "state", "zip", "sq_ft", "yr_built", "acreage", "sale_price", "sale_date",
  "recorded_taxes", "land_assmnt", "building_assmnt", "total_assmnt", "owners_name",
  "owner_mail_street", "owner_mail_city", "owner_mail_state", "owner_mail_zip", "absentee", "corporate_owned",
  "tax_year",
] as const;

export type ImportedParcel = Record<(typeof IMPORT_COLUMNS)[number], string | number | boolean | null>;

export type SkipReason =
  | "county not covered"
  | "no PIN"
  | "PIN not in the county_municipality_block_lot form"
  | "unknown county code"
  | "no municipality name"
  | "no property class"
  | "no property location"
  | "PIN repeated in the file";

export type ModIvRow = Readonly<Record<string, unknown>>;

export type MappedRow = { ok: true; parcel: ImportedParcel } | { ok: false; reason: SkipReason };

/** Which of the required columns a layer lacks (names compared without case, as GDAL drivers differ). */
export function missingColumns(fieldNames: readonly string[]): string[] {
  const present = new Set(fieldNames.map((name) => name.toUpperCase()));
  return REQUIRED_COLUMNS.filter((name) => !present.has(name));
}

const COUNTY_BY_CODE = new Map(COUNTIES.map((county) => [county.code, county.name]));

/** A row's value under an official column name, in any case. */
function field(row: ModIvRow, key: ColumnKey): unknown {
  const name = MOD_IV_COLUMNS[key];
  if (name in row) return row[name];
  const lower = name.toLowerCase();
  for (const [column, value] of Object.entries(row)) if (column.toLowerCase() === lower) return value;
  return undefined;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).replace(/\s+/g, " ").trim();
  return trimmed === "" ? null : trimmed;
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const cleaned = text(value)?.replace(/[$,]/g, "");
  if (!cleaned || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Whole dollars, >= 0 and within numeric(12, 0); else null. */
/**
 * Below this, a deed's consideration is a nominal transfer ($1, $10 between family members or
 * to a trust), not a sale (decision 062).
 */
const NOMINAL_CONSIDERATION = 100;

function dollars(value: unknown): number | null {
  const amount = numberOrNull(value);
  return amount !== null && amount >= 0 && amount < 1e12 ? Math.round(amount) : null;
}

/** "MAIN ST" → "Main St"; words with digits ("3RD") lowercase after the first character. */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-/'(])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** MOD-IV's municipality types, abbreviated in MUN_NAME ("CLINTON TWP"), spelled out. */
const MUNICIPALITY_TYPES: Readonly<Record<string, string>> = { TWP: "Township", BORO: "Borough", BOROUGH: "Borough", TOWNSHIP: "Township", CITY: "City", TOWN: "Town", VILLAGE: "Village", VLG: "Village" };

/** "CLINTON TWP" → "Clinton Township". */
export function municipalityDisplayName(name: string): string {
  const words = name.toUpperCase().split(" ");
  const last = words.at(-1)!;
  const type = MUNICIPALITY_TYPES[last];
  const base = titleCase((type ? words.slice(0, -1) : words).join(" "));
  return type && base ? `${base} ${type}` : titleCase(name);
}

/**
 * DEED_DATE as YYYY-MM-DD: a date GDAL read as a date ("2019-05-03…"), or MOD-IV's text
 * forms YYMMDD and YYYYMMDD. A two-digit year after the tax year's is the 1900s.
 */
export function deedDate(value: unknown, taxYear: number): string | null {
  const raw = value instanceof Date ? value.toISOString() : text(value);
  if (!raw) return null;
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(raw);
  const compact = /^(\d{2}|\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (compact) {
    const yearText = compact[1]!;
    year = Number(yearText);
    if (yearText.length === 2) year += year > taxYear % 100 ? 1900 : 2000;
    [month, day] = [Number(compact[2]), Number(compact[3])];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1700 || year > taxYear) return null;
  return date.toISOString().slice(0, 10);
}

/** YR_CONSTR: a plausible year (1600 to the tax year), else null (MOD-IV writes 0 or blanks when unknown). */
function yearBuilt(value: unknown, taxYear: number): number | null {
  const year = numberOrNull(value);
  return year !== null && Number.isInteger(year) && year >= 1600 && year <= taxYear ? year : null;
}

const CORPORATE = /\b(LLC|L L C|INC|CORP|CORPORATION|CO|COMPANY|LP|LLP|LTD|TRUST|TRUSTEES?|BANK|ASSOC|ASSOCIATION|PARTNERS(HIP)?|HOLDINGS?|REALTY|PROPERTIES|FUND|CHURCH|AUTHORITY|BOARD|STATE OF|COUNTY OF|TOWNSHIP OF|BOROUGH OF|CITY OF)\b/i;

/** "FLEMINGTON, NJ" / "FLEMINGTON NJ 08822" → city and state. */
function cityState(value: unknown): { city: string | null; state: string | null } {
  const raw = text(value);
  if (!raw) return { city: null, state: null };
  const match = /^(.*?)[,\s]+([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/i.exec(raw);
  if (!match) return { city: titleCase(raw), state: null };
  return { city: match[1] ? titleCase(match[1].replace(/,$/, "")) : null, state: match[2]!.toUpperCase() };
}

const squash = (value: string | null) => (value ?? "").toUpperCase().replace(/[^A-Z0-9]+/g, "");

/**
 * The row as nj_parcels holds it, or why it is left out. The PIN is PAMS_PIN
 * ("1019_12_3.01", county/municipality code, block, lot, qualifier); its first two digits
 * are the county's MOD-IV code, which names the county. The property's postal city and ZIP
 * are not in MOD-IV: the town is the municipality's full name, the ZIP is left empty.
 */
export function mapModIvRow(row: ModIvRow, options: { taxYear: number; allCounties: boolean }): MappedRow {
  const pin = text(field(row, "pin"))?.replace(/ /g, "") ?? null;
  if (!pin) return { ok: false, reason: "no PIN" };
  const parts = /^([0-9]{4})_([^_]+)_([^_]+)(?:_([^_]+))?$/.exec(pin);
  if (!parts) return { ok: false, reason: "PIN not in the county_municipality_block_lot form" };
  const countyName = COUNTY_BY_CODE.get(parts[1]!.slice(0, 2));
  if (!countyName) return { ok: false, reason: "unknown county code" };
  if (!options.allCounties && !isCoveredCountyName(countyName)) return { ok: false, reason: "county not covered" };
  const municipalityName = text(field(row, "municipalityName"));
  if (!municipalityName) return { ok: false, reason: "no municipality name" };
  const propertyClass = text(field(row, "propertyClass"))?.toUpperCase() ?? null;
  if (!propertyClass) return { ok: false, reason: "no property class" };
  const location = text(field(row, "location"));
  if (!location) return { ok: false, reason: "no property location" };

  const municipality = municipalityDisplayName(municipalityName);
  const ownerStreet = text(field(row, "ownerStreet"));
  const owner = cityState(field(row, "ownerCityState"));
  const ownerZip = /^(\d{5})/.exec(text(field(row, "ownerZip")) ?? "")?.[1] ?? null;
  const ownerName = text(field(row, "ownerName"));
  const land = dollars(field(row, "landValue"));
  const building = dollars(field(row, "improvementValue"));
  const net = dollars(field(row, "netValue"));
  const acres = numberOrNull(field(row, "acres"));
  const salePrice = dollars(field(row, "salePrice"));
  const taxes = numberOrNull(field(row, "lastYearTax"));

  return {
    ok: true,
    parcel: {
      gis_pin: pin,
      county_name: countyName,
      municipality,
      block: parts[2]!,
      lot: parts[3]!,
      qual: parts[4] ?? null,
      property_class: propertyClass,
      prop_street: titleCase(location),
      // The municipality, with its type: a bare "Raritan" would name another town.
      city: municipality,
      state: "NJ",
      zip: null,
      // MOD-IV carries no living area (decision 062): the quote asks the visitor.
      sq_ft: null,
      yr_built: yearBuilt(field(row, "yearBuilt"), options.taxYear),
      acreage: acres !== null && acres >= 0 && acres < 1e6 ? Math.round(acres * 10_000) / 10_000 : null,
      sale_price: salePrice !== null && salePrice >= NOMINAL_CONSIDERATION ? salePrice : null,
      sale_date: deedDate(field(row, "deedDate"), options.taxYear),
      recorded_taxes: taxes !== null && taxes >= 0 && taxes < 1e10 ? Math.round(taxes * 100) / 100 : null,
      land_assmnt: land,
      building_assmnt: building,
      total_assmnt: net,
      owners_name: ownerName,
      owner_mail_street: ownerStreet ? titleCase(ownerStreet) : null,
      owner_mail_city: owner.city,
      owner_mail_state: owner.state,
      owner_mail_zip: ownerZip,
      // The tax bill goes to another street, or to another state.
      absentee: (ownerStreet !== null && squash(ownerStreet) !== squash(location)) || (owner.state !== null && owner.state !== "NJ"),
      corporate_owned: ownerName !== null && CORPORATE.test(ownerName),
      tax_year: options.taxYear,
    },
  };
}
