/**
 * New Jersey's counties and municipalities as the parcel generator needs them:
 * MOD-IV codes, display names, postal city and ZIP, a rough local market, and
 * the schedule that spreads parcels over the state by population.
 *
 * The names, types, ZIPs and populations come from the project's reference
 * file data/nj-counties.json (its sources are in its `source_notes`). The
 * market figures below are approximations made for synthetic data, not
 * published statistics.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createRandom, hashText, shuffleInPlace, type Random } from "../seeded-random.ts";
import type { StreetSetting } from "./name-lists.ts";

/** From supabase/local/parcels/ up to the repository root, then into data/. */
const COUNTIES_FILE = new URL("../../../data/nj-counties.json", import.meta.url);

const municipalityTypeSchema = z.enum(["city", "borough", "township", "town", "village"]);
type MunicipalityType = z.infer<typeof municipalityTypeSchema>;

const countiesFileSchema = z.object({
  counties: z
    .array(
      z.object({
        name: z.string().min(1),
        slug: z.string().min(1),
        population2020: z.number().int().positive(),
        municipalities: z
          .array(
            z.object({
              name: z.string().min(1),
              type: municipalityTypeSchema,
              zip: z.string().regex(/^\d{5}$/).nullable(),
            }),
          )
          .min(1),
      }),
    )
    .length(21),
});

type CountiesFile = z.infer<typeof countiesFileSchema>;

function readCountiesFile(): CountiesFile {
  let text: string;
  try {
    text = readFileSync(COUNTIES_FILE, "utf8");
  } catch (error) {
    throw new Error(
      `The parcel generator needs New Jersey's county list at ${fileURLToPath(COUNTIES_FILE)} ` +
        `(data/nj-counties.json in the repository): ${String(error)}`,
    );
  }
  return countiesFileSchema.parse(JSON.parse(text));
}

/** How a county's housing market behaves, roughly, in 2025. */
interface CountyMarket {
  /** Typical sale price per living square foot of a house. */
  pricePerSqFt: number;
  /** Share of an assessment that is land. */
  landShare: number;
  /** What most of the county's townships look like. */
  setting: StreetSetting;
}

const COUNTY_MARKETS: Record<string, CountyMarket> = {
  atlantic: { pricePerSqFt: 210, landShare: 0.35, setting: "shore" },
  bergen: { pricePerSqFt: 340, landShare: 0.45, setting: "suburban" },
  burlington: { pricePerSqFt: 195, landShare: 0.3, setting: "suburban" },
  camden: { pricePerSqFt: 175, landShare: 0.3, setting: "suburban" },
  "cape-may": { pricePerSqFt: 330, landShare: 0.5, setting: "shore" },
  cumberland: { pricePerSqFt: 135, landShare: 0.3, setting: "rural" },
  essex: { pricePerSqFt: 300, landShare: 0.4, setting: "urban" },
  gloucester: { pricePerSqFt: 180, landShare: 0.3, setting: "suburban" },
  hudson: { pricePerSqFt: 360, landShare: 0.5, setting: "urban" },
  hunterdon: { pricePerSqFt: 230, landShare: 0.35, setting: "rural" },
  mercer: { pricePerSqFt: 230, landShare: 0.35, setting: "suburban" },
  middlesex: { pricePerSqFt: 270, landShare: 0.4, setting: "suburban" },
  monmouth: { pricePerSqFt: 340, landShare: 0.45, setting: "suburban" },
  morris: { pricePerSqFt: 305, landShare: 0.4, setting: "suburban" },
  ocean: { pricePerSqFt: 250, landShare: 0.45, setting: "shore" },
  passaic: { pricePerSqFt: 265, landShare: 0.4, setting: "suburban" },
  salem: { pricePerSqFt: 125, landShare: 0.3, setting: "rural" },
  somerset: { pricePerSqFt: 290, landShare: 0.4, setting: "suburban" },
  sussex: { pricePerSqFt: 165, landShare: 0.35, setting: "rural" },
  union: { pricePerSqFt: 295, landShare: 0.45, setting: "urban" },
  warren: { pricePerSqFt: 165, landShare: 0.35, setting: "rural" },
};

/**
 * The reference file has populations per county only. Within a county,
 * parcels are shared out by municipality type, and these places, far larger
 * than a typical municipality of their type, get proportionally more.
 */
const LARGE_MUNICIPALITIES: Record<string, number> = {
  "essex/Newark/city": 6,
  "hudson/Jersey City/city": 6,
  "passaic/Paterson/city": 4,
  "union/Elizabeth/city": 4,
  "ocean/Lakewood/township": 4,
  "middlesex/Edison/township": 3,
  "middlesex/Woodbridge/township": 3,
  "ocean/Toms River/township": 3,
  "mercer/Hamilton/township": 3,
  "mercer/Trenton/city": 3,
  "passaic/Clifton/city": 3,
  "camden/Camden/city": 2,
  "camden/Cherry Hill/township": 2,
  "ocean/Brick/township": 2,
  "hudson/Bayonne/city": 2,
  "hudson/Union City/city": 2,
  "essex/East Orange/city": 2,
  "monmouth/Middletown/township": 2,
  "somerset/Franklin/township": 2,
  "cumberland/Vineland/city": 2,
};

const TYPE_WEIGHTS: Record<MunicipalityType, number> = {
  city: 4,
  township: 3,
  town: 2,
  borough: 2,
  village: 1,
};

/** The postal names of three municipalities whose ZIPs the reference file matched through an alias. */
const POSTAL_ALIASES: Record<string, string> = {
  "City of Orange": "Orange",
  "South Orange Village": "South Orange",
  "Parsippany-Troy Hills": "Parsippany",
};

export interface County {
  name: string;
  slug: string;
  /** MOD-IV county code, "01" (Atlantic) to "21" (Warren): alphabetical. */
  code: string;
  population: number;
  market: CountyMarket;
  municipalities: Municipality[];
}

export interface Municipality {
  county: County;
  /** County code + two digits, as in the first part of a GIS PIN ("1019"). */
  code: string;
  name: string;
  type: MunicipalityType;
  /** "Clinton Township", "Clinton (town)", "Flemington". */
  displayName: string;
  /** The ZIP its addresses use, and that ZIP's post-office name. */
  zip: string;
  postalCity: string;
  setting: StreetSetting;
  /** Local price level relative to the county (0.7 to 1.3). */
  priceFactor: number;
  /** Assessments as a share of market value since the last revaluation. */
  assessmentRatio: number;
  /** Property taxes as a share of market value (NJ: about 1.5 % to 3 %). */
  effectiveTaxRate: number;
  /** Its share of parcels, relative to its county's other municipalities. */
  weight: number;
}

function displayNameOf(name: string, type: MunicipalityType, countyNames: readonly string[]): string {
  // New Jersey speaks of "Readington Township"; "South Orange Village" is already distinct.
  if (type === "township") return name.endsWith(" Village") ? name : `${name} Township`;
  const sharesName = countyNames.filter((other) => other === name).length > 1;
  return sharesName ? `${name} (${type})` : name;
}

/** Words that say nothing about which post office a place shares. */
const GENERIC_PLACE_WORDS = new Set([
  "north", "south", "east", "west", "upper", "lower", "new", "old", "city", "town", "township", "borough",
  "village", "of", "the", "lake", "park", "heights", "beach", "mount", "port", "harbor", "river", "hills",
]);

function distinctiveWords(name: string): string[] {
  return name.toLowerCase().split(/[\s-]+/).filter((word) => !GENERIC_PLACE_WORDS.has(word));
}

/**
 * Where the reference file knows no ZIP, the mail goes through another post
 * office in the county: the namesake's ("Clinton Township" → Clinton), else
 * one sharing a distinctive word ("North Wildwood" → Wildwood), else any.
 */
function borrowedPostOffice<Place extends { name: string; zip: string | null }>(
  name: string,
  withZip: readonly Place[],
  random: Random,
): Place {
  const namesake = withZip.find((other) => other.name === name);
  if (namesake !== undefined) return namesake;
  const words = distinctiveWords(name);
  const related = withZip.filter((other) => distinctiveWords(other.name).some((word) => words.includes(word)));
  return random.pick(related.length > 0 ? related : withZip);
}

function settingOf(type: MunicipalityType, county: CountyMarket): StreetSetting {
  if (type === "city") return county.setting === "shore" ? "shore" : "urban";
  if (type === "township") return county.setting === "urban" ? "town" : county.setting;
  // Boroughs, towns and villages are compact centres, except along the shore.
  return county.setting === "shore" ? "shore" : "town";
}

/** Locale-independent order, so codes come out the same on every machine. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildCounties(): County[] {
  const file = readCountiesFile();
  const sorted = [...file.counties].sort((a, b) => byCodePoint(a.name, b.name));
  return sorted.map((countySource, countyIndex) => {
    const market = COUNTY_MARKETS[countySource.slug];
    if (market === undefined) throw new Error(`No market figures for county ${countySource.slug}`);
    const county: County = {
      name: countySource.name,
      slug: countySource.slug,
      code: String(countyIndex + 1).padStart(2, "0"),
      population: countySource.population2020,
      market,
      municipalities: [],
    };
    const countyNames = countySource.municipalities.map((m) => m.name);
    const withZip = countySource.municipalities.filter((m) => m.zip !== null);
    if (withZip.length === 0) throw new Error(`County ${countySource.name} has no municipality with a ZIP`);
    // Alphabetical, a borough before the township of the same name, as MOD-IV numbers them.
    const ordered = [...countySource.municipalities].sort(
      (a, b) => byCodePoint(a.name, b.name) || Number(a.type === "township") - Number(b.type === "township"),
    );
    county.municipalities = ordered.map((source, municipalityIndex) => {
      const code = county.code + String(municipalityIndex + 1).padStart(2, "0");
      const random = createRandom(hashText(`municipality ${code}`));
      const postOffice = source.zip !== null ? source : borrowedPostOffice(source.name, withZip, random);
      const ratioIsCurrent = random.chance(0.7);
      return {
        county,
        code,
        name: source.name,
        type: source.type,
        displayName: displayNameOf(source.name, source.type, countyNames),
        zip: postOffice.zip ?? "",
        postalCity: POSTAL_ALIASES[postOffice.name] ?? postOffice.name,
        setting: settingOf(source.type, market),
        priceFactor: random.between(0.7, 1.3),
        assessmentRatio: ratioIsCurrent ? random.between(0.85, 1.02) : random.between(0.45, 0.85),
        effectiveTaxRate: random.between(0.015, 0.027),
        weight: TYPE_WEIGHTS[source.type] * (LARGE_MUNICIPALITIES[`${county.slug}/${source.name}/${source.type}`] ?? 1),
      };
    });
    return county;
  });
}

export const COUNTIES: readonly County[] = buildCounties();

export const ALL_MUNICIPALITIES: readonly Municipality[] = COUNTIES.flatMap((county) => county.municipalities);

/**
 * Parcels come in blocks of consecutive indexes, and the schedule says which
 * municipality each block belongs to. It repeats every SCHEDULE_LENGTH
 * blocks. Counties get blocks in proportion to their population, spread
 * evenly (a golden-ratio sequence), after one opening block each so that even
 * the first few hundred parcels cover all 21 counties. Within a county the
 * municipalities take turns from a shuffled deck, each as often as its weight.
 */
export const SCHEDULE_LENGTH = 8192;

export interface ScheduledBlock {
  municipality: Municipality;
  /** How many earlier blocks of this schedule went to the same municipality. */
  rankInSchedule: number;
}

export interface ParcelSchedule {
  blocks: readonly ScheduledBlock[];
  /** Blocks per schedule, by municipality code. */
  blocksPerSchedule: ReadonlyMap<string, number>;
}

function buildSchedule(): ParcelSchedule {
  const random = createRandom(hashText("nj parcel schedule"));
  const totalPopulation = COUNTIES.reduce((sum, county) => sum + county.population, 0);
  const cumulativeShares: number[] = [];
  let running = 0;
  for (const county of COUNTIES) {
    running += county.population / totalPopulation;
    cumulativeShares.push(running);
  }
  const decks = COUNTIES.map((county) => ({
    deck: shuffleInPlace(
      county.municipalities.flatMap((municipality) => Array.from({ length: municipality.weight }, () => municipality)),
      random,
    ),
    next: 0,
  }));
  const openingOrder = shuffleInPlace(
    COUNTIES.map((_, index) => index),
    random,
  );

  const goldenRatioConjugate = (Math.sqrt(5) - 1) / 2;
  const blocks: ScheduledBlock[] = [];
  const counts = new Map<string, number>();
  for (let slot = 0; slot < SCHEDULE_LENGTH; slot++) {
    let countyIndex: number;
    if (slot < openingOrder.length) {
      countyIndex = openingOrder[slot] ?? 0;
    } else {
      const share = (slot * goldenRatioConjugate) % 1;
      countyIndex = cumulativeShares.findIndex((cumulative) => share < cumulative);
      if (countyIndex === -1) countyIndex = COUNTIES.length - 1;
    }
    const countyDeck = decks[countyIndex];
    if (countyDeck === undefined) throw new Error("county deck out of range");
    const municipality = countyDeck.deck[countyDeck.next % countyDeck.deck.length];
    if (municipality === undefined) throw new Error("empty municipality deck");
    countyDeck.next++;
    const rankInSchedule = counts.get(municipality.code) ?? 0;
    counts.set(municipality.code, rankInSchedule + 1);
    blocks.push({ municipality, rankInSchedule });
  }
  return { blocks, blocksPerSchedule: counts };
}

export const PARCEL_SCHEDULE: ParcelSchedule = buildSchedule();
