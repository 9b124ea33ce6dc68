/**
 * The salesLibrary group's paths alone, so the app bundle (which carries every path through
 * types/api.ts) does not also carry this domain's types; those load with the library pages.
 */
export const SALES_LIBRARY_API = {
  getLibrary: '/love/api/salesLibrary/getLibrary',
  getEntry: '/love/api/salesLibrary/getEntry',
  getCandidates: '/love/api/salesLibrary/staff/getCandidates',
  addEntry: '/love/api/salesLibrary/staff/addEntry',
  updateNote: '/love/api/salesLibrary/staff/updateNote',
  removeEntry: '/love/api/salesLibrary/staff/removeEntry',
  reorder: '/love/api/salesLibrary/staff/reorder'
} as const
