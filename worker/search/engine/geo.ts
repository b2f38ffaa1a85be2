const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

/** Miles along a meridian per degree of latitude: no two points are nearer than their latitudes' gap in it. */
export const MILES_PER_DEGREE_LATITUDE = EARTH_RADIUS_MILES * RAD;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
