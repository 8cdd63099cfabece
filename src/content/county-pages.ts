/**
 * The county pages' content, one entry per covered county: the census facts generated
 * into county-facts.ts joined with copy written for that county (description, four key
 * features, search-result description). Only the county page chunk imports this module;
 * the covered-county list (#shared/covered-counties.ts) is what the route table and footer use.
 */
import { coveredCounties, findCoveredCounty, type CoveredCounty, type CoveredCountySlug } from "#shared/covered-counties.ts";
import { countyFacts, type CountyFacts } from "@/content/county-facts";
import { formatNumber } from "@/lib/format";

export interface CountyKeyFeature {
  title: string;
  text: string;
}

interface CountyCopy {
  /** Two or three sentences for the hero: what the county's housing is like. */
  description: string;
  /** Meta description for search results (about 150–160 characters). */
  seoDescription: string;
  /** Four things about this county's properties that shape an appraisal. */
  keyFeatures: readonly [CountyKeyFeature, CountyKeyFeature, CountyKeyFeature, CountyKeyFeature];
}

const countyCopy: Record<CoveredCountySlug, CountyCopy> = {
  bergen: {
    description:
      "New Jersey's most populous county runs from the high-rise condominiums on the Hudson River Palisades to the wooded estates of Alpine and Saddle River. Its 70 municipalities each set their own tax rate, and most run their own schools, so values can change from one side of a town line to the other.",
    seoDescription:
      "Licensed Bergen County, NJ home appraisers: condos on the Palisades, Ridgewood colonials, Saddle River estates. USPAP reports in 3 business days.",
    keyFeatures: [
      {
        title: "Palisades condos and co-ops",
        text: "Fort Lee, Edgewater and Cliffside Park are dominated by high-rise buildings where Manhattan views, floor level, parking and monthly association fees move values as much as square footage.",
      },
      {
        title: "Luxury estates",
        text: "Alpine, Saddle River, Franklin Lakes and Upper Saddle River have few sales each year, so we widen the search carefully and adjust for acreage, construction quality and privacy.",
      },
      {
        title: "Rail commuter towns",
        text: "Ridgewood, Glen Rock, Westwood and Ramsey sit on NJ Transit's Main, Bergen County and Pascack Valley lines; walking distance to a station is a real premium here.",
      },
      {
        title: "Meadowlands flood zones",
        text: "Homes near the Hackensack River in Little Ferry, Moonachie, Carlstadt and South Hackensack can sit in FEMA flood zones that raise insurance costs and weigh on value.",
      },
    ],
  },
  essex: {
    description:
      "From Newark, New Jersey's largest city, to the historic suburbs of Montclair, Maplewood and Millburn, Essex County packs some of the state's oldest and most varied housing into 126 square miles. Two-family homes, Victorian and Tudor single-families and Short Hills estates can all sit within a few miles of each other.",
    seoDescription:
      "Essex County, NJ home appraisals by licensed appraisers: Newark multi-family, Montclair and Maplewood historic homes, Short Hills estates. Reports in 3 days.",
    keyFeatures: [
      {
        title: "Two-to-four family homes",
        text: "Newark, East Orange, Irvington, Belleville and Bloomfield have many 2–4 unit houses, where rental income and the condition of each unit are part of the value.",
      },
      {
        title: "Historic housing stock",
        text: "Montclair, Glen Ridge, Maplewood and South Orange are full of homes built before 1940; original detail, updated systems and historic-district rules all need to be read correctly.",
      },
      {
        title: "Midtown Direct trains",
        text: "Midtown Direct trains on the Morris & Essex Lines serve Maplewood, South Orange, Millburn and Short Hills, the Montclair-Boonton Line serves Montclair and Glen Ridge, and buyers pay for the commute.",
      },
      {
        title: "Top-tier school districts",
        text: "Millburn–Short Hills, Livingston, Glen Ridge and Essex Fells command strong prices; we compare within the district, not just the county.",
      },
    ],
  },
  hudson: {
    description:
      "The smallest and most densely populated county in New Jersey, Hudson faces Manhattan across the Hudson River. Brownstones in Hoboken, waterfront towers in Jersey City and Weehawken, and two-family homes in Union City, West New York and Bayonne make it a condominium and multi-family market like no other in the state.",
    seoDescription:
      "Hudson County, NJ appraisals for Jersey City and Hoboken condos, brownstones and multi-family homes. Licensed, USPAP-compliant, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Condos and brownstones",
        text: "Most Hoboken and downtown Jersey City sales are condominium units or row houses, so building, floor, exposure, outdoor space and HOA finances drive the comparison.",
      },
      {
        title: "PATH, ferries and light rail",
        text: "Distance to a PATH station, a NY Waterway ferry or the Hudson-Bergen Light Rail is among the strongest value factors in the county.",
      },
      {
        title: "Flood zones",
        text: "Low-lying parts of Hoboken, Jersey City and Secaucus flooded in Hurricane Sandy; FEMA zone, elevation and flood insurance costs are checked on every report.",
      },
      {
        title: "Multi-family buildings",
        text: "Union City, West New York, North Bergen and Bayonne have many 2–4 family houses, valued on their rents as well as their sales.",
      },
    ],
  },
  hunterdon: {
    description:
      "Our home county: rolling farmland, preserved open space and historic villages from the Delaware River to the Somerset County line, crossed by the South Branch of the Raritan. Most homes here sit on an acre or more with a private well and septic system, and the market ranges from Flemington and Clinton in-town houses to horse farms in Tewksbury and river homes in Lambertville and Frenchtown.",
    seoDescription:
      "Hunterdon County, NJ appraisals from a Flemington-based team: farms, acreage, well and septic homes, Delaware River towns. USPAP reports in 3 business days.",
    keyFeatures: [
      {
        title: "Well and septic properties",
        text: "Most rural Hunterdon homes rely on a private well and septic system; we note them in the report and account for their age and type the way lenders expect.",
      },
      {
        title: "Farms and acreage",
        text: "Farmland-assessed lots, preserved farms and equestrian properties in Tewksbury, Readington, Alexandria and the Amwells need land valued apart from the house.",
      },
      {
        title: "Delaware River towns",
        text: "Lambertville, Stockton, Frenchtown and Milford mix 19th-century homes with flood-prone riverfront lots, so FEMA zones and historic features are checked closely.",
      },
      {
        title: "I-78 and Route 202 corridor",
        text: "Clinton, Lebanon, Readington and Raritan Township draw commuters heading east; highway access and newer subdivisions set their own comparables.",
      },
    ],
  },
  mercer: {
    description:
      "Mercer County holds the state capital, Trenton, and Princeton, home to its university, with suburbs in between that commute both to New York and to Philadelphia. The housing runs from city rowhomes to Hamilton and Ewing Cape Cods, West Windsor colonials and farm properties in Hopewell Valley.",
    seoDescription:
      "Mercer County, NJ home appraisals: Princeton, West Windsor, Hamilton, Trenton and Hopewell Valley. Licensed, USPAP-compliant, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Princeton's market",
        text: "Historic homes near the university and newer homes in the former township trade at a premium; condition and walkability to Nassau Street matter.",
      },
      {
        title: "Two-city commuters",
        text: "The Northeast Corridor stops at Trenton, Hamilton and Princeton Junction, putting both New York and Philadelphia within reach and supporting values nearby.",
      },
      {
        title: "Trenton rowhomes",
        text: "Attached homes and small multi-family buildings in the capital need comparables from the same neighborhood, since prices vary sharply block to block.",
      },
      {
        title: "Hopewell Valley acreage",
        text: "Hopewell Township, Pennington and Hopewell borough offer farms and larger lots, where land value and outbuildings are a big share of the total.",
      },
    ],
  },
  middlesex: {
    description:
      "Central New Jersey's crossroads, Middlesex sits where the Turnpike, Garden State Parkway, Route 1 and the Northeast Corridor meet. Rutgers anchors New Brunswick and Piscataway, Edison and Woodbridge are among the state's largest townships, and Monroe is known for its active-adult communities.",
    seoDescription:
      "Middlesex County, NJ appraisals for Edison, Woodbridge, New Brunswick, Monroe 55+ homes and condos. Licensed, USPAP-compliant, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Active-adult communities",
        text: "Monroe Township has one of the largest concentrations of 55+ communities in the state; age restrictions, clubhouse amenities and HOA fees shape value.",
      },
      {
        title: "Rutgers rental market",
        text: "Near campus in New Brunswick and Piscataway, many homes are rented to students, and the condition and legal use of each unit need to be documented.",
      },
      {
        title: "Train station suburbs",
        text: "Metuchen, Edison, Metropark in Woodbridge and New Brunswick are Northeast Corridor stops, and the walk to the platform shows up in prices.",
      },
      {
        title: "Condos and townhomes",
        text: "Plainsboro, South Brunswick, East Brunswick and Old Bridge have large condominium and townhome developments, compared within the same complex where possible.",
      },
    ],
  },
  monmouth: {
    description:
      "Monmouth County stretches from the Raritan Bayshore to the Manasquan Inlet, with 53 municipalities that include the ocean towns of the northern Jersey Shore, the river towns along the Navesink and Shrewsbury, and the horse country of Colts Neck and Holmdel. Beach homes, historic Victorians and new construction all need local comparables.",
    seoDescription:
      "Monmouth County, NJ appraisals: Jersey Shore homes, Rumson and Red Bank river properties, Colts Neck estates. Licensed, USPAP, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Shore towns and flood zones",
        text: "From Sea Bright to Manasquan, FEMA zone, base flood elevation and post-Sandy raised foundations all affect value and must be reported accurately.",
      },
      {
        title: "River properties",
        text: "Rumson, Fair Haven, Red Bank and Little Silver prices depend on water frontage, docks and views of the Navesink and Shrewsbury Rivers.",
      },
      {
        title: "Estates and horse farms",
        text: "Colts Neck, Holmdel and Upper Freehold have larger parcels, barns and farmland assessment, so land and outbuildings are valued carefully.",
      },
      {
        title: "Ferry and rail commuters",
        text: "The North Jersey Coast Line and the high-speed ferries from Highlands and Atlantic Highlands to Manhattan support values in the towns nearby.",
      },
    ],
  },
  morris: {
    description:
      "Morris County combines historic Morristown, corporate-suburb townships like Parsippany-Troy Hills and Florham Park, lake communities in the northwest and estate country around Mendham, Harding and Chester. Much of the county lies in the New Jersey Highlands, where state rules limit new building.",
    seoDescription:
      "Morris County, NJ appraisals: Morristown, Madison, lake homes on Lake Hopatcong, Mendham and Chester estates. Licensed, USPAP reports in 3 business days.",
    keyFeatures: [
      {
        title: "Lake communities",
        text: "Lake Hopatcong, Budd Lake, Mountain Lakes and the private lake associations of Jefferson and Kinnelon set values by frontage, rights and views.",
      },
      {
        title: "Highlands Act limits",
        text: "Homes in the Highlands Preservation Area face strict rules on new construction and additions, which matters when valuing land and expansion potential.",
      },
      {
        title: "Morris & Essex Line towns",
        text: "Madison, Chatham, Convent Station and Morristown have Midtown Direct trains to Manhattan and walkable downtowns that buyers pay for.",
      },
      {
        title: "Estate country",
        text: "Mendham, Harding and Chester have large lots, historic farmhouses and custom homes that need wide-ranging comparables.",
      },
    ],
  },
  passaic: {
    description:
      "Passaic County runs from Paterson, the historic Silk City at the Great Falls, and the cities of Clifton and Passaic in the south to the lakes, reservoirs and forests of West Milford and Ringwood in the north. Dense multi-family neighborhoods and rural lake homes sit in the same county.",
    seoDescription:
      "Passaic County, NJ appraisals for Paterson and Clifton multi-family, Wayne homes and West Milford lake properties. Licensed, USPAP, 3 business day reports.",
    keyFeatures: [
      {
        title: "Multi-family cities",
        text: "Paterson, Passaic and Clifton have many two- and three-family homes where rent rolls, unit condition and legal occupancy all factor into value.",
      },
      {
        title: "River flood areas",
        text: "Parts of Wayne, Little Falls, Pompton Lakes and Totowa along the Passaic and Pompton Rivers have flooded repeatedly; flood zone and history are part of our review.",
      },
      {
        title: "Lakes and woodlands",
        text: "West Milford, Ringwood and Bloomingdale offer lake-community homes on wells and septic, often with association beach rights and steep wooded lots.",
      },
      {
        title: "Route 23, 46 and 80 suburbs",
        text: "Wayne, Totowa and Woodland Park draw buyers for highway access to New York and Morris County employers.",
      },
    ],
  },
  somerset: {
    description:
      "Somerset County is the crossroads of I-78 and I-287, with strong school districts, corporate campuses and some of the most valuable horse country in the state around Bedminster, Far Hills and Peapack-Gladstone. The Raritan River and its tributaries shape the eastern towns, where flood history matters.",
    seoDescription:
      "Somerset County, NJ appraisals: Bridgewater, Hillsborough, Basking Ridge, Bedminster and Far Hills estates. Licensed, USPAP, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Horse country estates",
        text: "Bedminster, Far Hills, Peapack and Gladstone and Bernardsville have large estates and farmland-assessed acreage that call for careful land valuation.",
      },
      {
        title: "Raritan River flooding",
        text: "Manville, Bound Brook and South Bound Brook have flooded repeatedly, most recently in Hurricane Ida in 2021; FEMA zone and elevation are checked on every report.",
      },
      {
        title: "Highly rated schools",
        text: "Bernards (Basking Ridge), Montgomery and Watchung Hills districts support premium prices and comparables drawn from within the district.",
      },
      {
        title: "Raritan Valley Line",
        text: "Somerville, Raritan, Bridgewater and Bound Brook stations offer rail to Newark Penn Station, with connections to Manhattan, and values near them reflect it.",
      },
    ],
  },
  sussex: {
    description:
      "New Jersey's northwestern corner is its most rural: the Kittatinny Ridge, High Point, the Delaware Water Gap and hundreds of lakes. Sussex homes range from Lake Mohawk cottages and Vernon ski-area condos to farmhouses on many acres, nearly all on private wells and septic systems.",
    seoDescription:
      "Sussex County, NJ appraisals: Lake Mohawk and lake-community homes, Vernon condos, farms and acreage on well and septic. Licensed, USPAP, reports in 3 days.",
    keyFeatures: [
      {
        title: "Lake communities",
        text: "Lake Mohawk in Sparta, Highland Lakes in Vernon and the Hopatcong shoreline have lakefront, lake-rights and off-lake homes that each sell at different levels.",
      },
      {
        title: "Well and septic",
        text: "Almost every Sussex home outside the boroughs uses a private well and septic system; we document them as lenders require.",
      },
      {
        title: "Resort and second homes",
        text: "Vernon's Mountain Creek and Crystal Springs in Hardyston bring condominiums and vacation homes with seasonal demand and association fees.",
      },
      {
        title: "Farms and large acreage",
        text: "Wantage, Frankford and Montague have working farms and large parcels where land value, outbuildings and farmland assessment matter.",
      },
    ],
  },
  union: {
    description:
      "Union County is compact and well connected, from the port city of Elizabeth to the tree-lined suburbs of Westfield, Summit and Cranford. Three rail lines, Newark Liberty Airport next door and a wide range of housing, from two-family homes to large Victorians, make it a busy market.",
    seoDescription:
      "Union County, NJ appraisals: Westfield, Summit, Cranford, Elizabeth and Plainfield homes. Licensed, USPAP-compliant, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Three rail lines",
        text: "Summit and New Providence on the Morris & Essex Lines, Westfield and Cranford on the Raritan Valley Line and Elizabeth and Rahway on the Northeast Corridor each have their own commuter premium.",
      },
      {
        title: "Historic districts",
        text: "Plainfield's Victorian districts, Westfield and Summit's older homes and Cranford's riverside streets need condition and character assessed with care.",
      },
      {
        title: "Rahway River flooding",
        text: "Cranford, Rahway, Springfield and Kenilworth neighborhoods along the Rahway River flooded in Irene and Ida; flood zone and history are reviewed.",
      },
      {
        title: "Multi-family homes",
        text: "Elizabeth, Linden, Roselle and Hillside have many two-family houses valued on both sales and rents.",
      },
    ],
  },
  warren: {
    description:
      "Warren County follows the Delaware River in the west of the state, with Phillipsburg facing Easton, Pennsylvania, Hackettstown on the Musconetcong, and farmland and small villages in between. Buyers come for space and value, many of them commuting on I-78 and I-80.",
    seoDescription:
      "Warren County, NJ appraisals: Phillipsburg, Hackettstown, Washington and rural farms on well and septic. Licensed, USPAP-compliant, reports in 3 business days.",
    keyFeatures: [
      {
        title: "Farms and farmland assessment",
        text: "Much of Warren is farmed; preserved farms and farmland-assessed parcels in Harmony, Franklin and White Township need the land valued on its own terms.",
      },
      {
        title: "Lehigh Valley commuters",
        text: "Phillipsburg, Lopatcong and Pohatcong sit on I-78 across the river from Easton, with buyers comparing against Pennsylvania prices and taxes.",
      },
      {
        title: "Planned communities",
        text: "Panther Valley in Allamuchy and the townhome developments of Hackettstown and Independence have association fees and amenities that shape value.",
      },
      {
        title: "Well and septic",
        text: "Outside Phillipsburg, Hackettstown and the boroughs, most homes have private wells and septic systems, documented as lenders require.",
      },
    ],
  },
};

export interface CountyPageContent extends CoveredCounty, CountyCopy {
  facts: CountyFacts;
  /** "955,732" */
  populationText: string;
  /** "232.8 sq mi" */
  areaText: string;
  /** Neighbouring counties, each with the slug of its page when it is covered. */
  neighbors: readonly { name: string; slug: string; covered: boolean }[];
}

function buildCountyPage(county: CoveredCounty): CountyPageContent {
  const facts = countyFacts.find((entry) => entry.slug === county.slug);
  if (!facts) throw new Error(`No census facts for ${county.slug}`);
  return {
    ...county,
    ...countyCopy[county.slug as CoveredCountySlug],
    facts,
    populationText: formatNumber(facts.population2020),
    areaText: `${formatNumber(facts.landAreaSqMi, { maximumFractionDigits: 1 })} sq mi`,
    neighbors: facts.neighbors.map((neighbor) => ({
      name: neighbor.name,
      slug: neighbor.slug,
      covered: findCoveredCounty(neighbor.slug) !== undefined,
    })),
  };
}

export const countyPages: readonly CountyPageContent[] = coveredCounties.map(buildCountyPage);

export function findCountyPage(slug: string | null | undefined): CountyPageContent | undefined {
  const county = findCoveredCounty(slug);
  return county && countyPages.find((page) => page.slug === county.slug);
}

/** Splits a list into three columns of a rounded-up third each (the last may be shorter). */
export function splitIntoRegions<T>(items: readonly T[], columns = 3): T[][] {
  const size = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, index) => items.slice(index * size, (index + 1) * size));
}
