/* Who may use each staff page: the very lists the server's staff routes declare. */
export { CERT_AUDITORS, FINANCE_STAFF, holdsAny, LINE_HANDLERS } from '@contract/staff'
