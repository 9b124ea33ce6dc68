/**
 * The singlePage group's paths (`API.singlePage` in types/api.ts), in a file of their own:
 * src/api/singlePage.ts imports this object alone, so a chunk that calls the singlePage group
 * carries these paths and no other group's.
 */
export const SINGLE_PAGE_API = {
  getSinglePage: '/common/api/singlePage/getSinglePage',
  staffSavePage: '/common/api/singlePage/staff/savePage'
} as const
