/**
 * The poster group's paths (`API.poster` in types/api.ts), in a file of their own: src/api/poster.ts
 * imports this object alone, so a chunk that calls the poster group carries these paths and no
 * other group's.
 */
export const POSTER_API = {
  getMyPoster: '/love/api/poster/getMyPoster',
  resolveScene: '/love/api/poster/resolveScene'
} as const
