import { NJ_COUNTY_CENTROIDS } from "./nj-county-centroids.ts";

/**
 * The travel time between two appointments, estimated from their counties
 * (docs/decisions/046): straight-line miles between the county centroids ×
 * a road factor (at least `localMiles`, the drive within one county), at an
 * average speed, plus a fixed allowance (parking, packing up, a margin),
 * rounded up to 5 minutes. Symmetric. Pure.
 */

export interface TravelSettings {
  roadFactor: number;
  speedMph: number;
  localMiles: number;
  allowanceMinutes: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two [longitude, latitude] points. */
export function straightMiles(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = toRadians(b[1] - a[1]);
  const dLon = toRadians(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a[1])) * Math.cos(toRadians(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const centroids: Record<string, readonly [number, number]> = NJ_COUNTY_CENTROIDS;

/** Whether `county` is one of New Jersey's 21 county slugs. */
export function isKnownCounty(county: string): boolean {
  return Object.hasOwn(centroids, county);
}

/** Minutes to allow between an appointment in county `from` and one in `to`. */
export function travelMinutes(from: string, to: string, settings: TravelSettings): number {
  const a = centroids[from];
  const b = centroids[to];
  // An unknown county (never accepted from a visitor) is planned as the farthest drive in the state.
  const miles = a && b ? straightMiles(a, b) * settings.roadFactor : 170;
  const driving = (Math.max(miles, settings.localMiles) / settings.speedMph) * 60;
  return Math.ceil((driving + settings.allowanceMinutes) / 5) * 5;
}
