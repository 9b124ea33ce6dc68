/** Ta的缘分库: member cards a matchmaker curates to introduce. */
export { SALES_LIBRARY_API } from './sales-library-api'

export interface SalesLibraryEndpoints {}
