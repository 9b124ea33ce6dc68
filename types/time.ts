/** Spans of time the client and the server count alike. */

/** A day in milliseconds (China keeps no daylight saving, so every day there is this long). */
export const DAY_MS = 24 * 60 * 60 * 1000
