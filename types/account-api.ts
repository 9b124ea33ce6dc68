/**
 * The account group's paths (`API.account` in types/api.ts), in a file of their own:
 * src/api/account.ts imports this object alone, so a chunk that calls the account group carries
 * these paths and no other group's.
 */
export const ACCOUNT_API = {
  getDeletionCheck: '/common/api/account/getDeletionCheck',
  deleteAccount: '/common/api/account/deleteAccount',
  exportMyData: '/common/api/account/exportMyData'
} as const
