const UNKNOWN_DISTANCE = '距离未知'
const EARTH_RADIUS_KM = 6371

/** '12.35km'; anything unusable (missing, NaN, negative) shows as unknown rather than a bogus 0. */
export function formatDistance(km: number | string | null | undefined): string {
  if (km === null || km === undefined) return UNKNOWN_DISTANCE
  if (typeof km === 'string' && km.trim() === '') return UNKNOWN_DISTANCE
  const n = typeof km === 'number' ? km : Number(km)
  if (!Number.isFinite(n) || n < 0) return UNKNOWN_DISTANCE
  return `${roundHalfUp2(n).toFixed(2)}km`
}

// toFixed() rounds the binary value (1.005 → '1.00'); shifting via the exponent
// in text rounds the decimal the user would read instead.
function roundHalfUp2(n: number): number {
  const s = String(n)
  if (s.includes('e')) return n
  return Number(`${Math.round(Number(`${s}e2`))}e-2`)
}

function toRad(deg: number): number {
  return (deg * Math.PI) / 180
}

/** Great-circle (haversine) distance in km on a spherical Earth; error < 0.5%, ample for "how far away". */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1)
  const dLng = toRad(lng2 - lng1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2
  // Clamp guards against a > 1 from rounding at antipodal points, which would make asin() return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)))
}
