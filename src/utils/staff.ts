/* Who may use each staff page: the very lists the server's staff routes declare. */
export {
  CERT_AUDITORS,
  EXCHANGE_FULFILLERS,
  FINANCE_STAFF,
  GIFT_EDITORS,
  holdsAny,
  LINE_HANDLERS,
  MESSAGE_MODERATORS
} from '@contract/staff'
