/**
 * The moderation group's paths (`API.moderation` in types/api.ts), in a file of their own:
 * src/api/moderation.ts imports this object alone, so a chunk that calls the moderation group
 * carries these paths and no other group's.
 */
export const MODERATION_API = {
  getMyReviews: '/common/api/moderation/getMyReviews',
  getQueue: '/common/api/moderation/staff/getQueue',
  approve: '/common/api/moderation/staff/approve',
  reject: '/common/api/moderation/staff/reject',
  getHistory: '/common/api/moderation/staff/getHistory',
  undo: '/common/api/moderation/staff/undo',
  reReview: '/common/api/moderation/staff/reReview',
  getMode: '/common/api/moderation/staff/getMode',
  setMode: '/common/api/moderation/staff/setMode'
} as const
