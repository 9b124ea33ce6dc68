/* Who may use each staff page: the very lists the server's staff routes declare. */
export {
  AUDIT_READERS,
  CERT_AUDITORS,
  CONTENT_EDITORS,
  EXCHANGE_FULFILLERS,
  FINANCE_STAFF,
  GIFT_EDITORS,
  holdsAny,
  LINE_HANDLERS,
  MODERATION_MODE_SETTERS,
  MODERATORS,
  OFFICE_ADMINS,
  OFFICE_STAFF,
  REPORT_HANDLERS,
  SUSPENSION_LIFTERS
} from '@contract/staff'
export { EVENT_MANAGERS } from '@contract/active'
export { XIXUN_REVIEWERS } from '@contract/xixun'
export { STORE_VIEWERS } from '@contract/matchmaker'
