/**
 * The salesLibrary group's paths (`API.salesLibrary` in types/api.ts), in a file of their own:
 * src/api/salesLibrary.ts imports this object alone, so a chunk that calls the salesLibrary group
 * carries these paths and no other group's.
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
