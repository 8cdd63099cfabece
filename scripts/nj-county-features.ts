/**
 * New Jersey's 21 counties as GeoJSON features, from the Census cartographic
 * boundaries in us-atlas (counties-10m) with topojson-client: what the
 * generators of the county map (generate-nj-county-map.ts) and of the county
 * centroids (generate-nj-county-centroids.ts) start from.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const NJ_STATE_FIPS = "34";

export type NjCountyFeature = Feature<Geometry, { name: string }>;

export function njCountyFeatures(): NjCountyFeature[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>;
  const counties = all.features.filter((county) => String(county.id).startsWith(NJ_STATE_FIPS));
  if (counties.length !== 21) throw new Error(`Expected New Jersey's 21 counties, found ${counties.length}`);
  return counties;
}

/** "Cape May" → "cape-may": the slugs of data/nj-counties.json and the county pages. */
export const countySlug = (name: string): string => name.toLowerCase().replace(/\s+/g, "-");
