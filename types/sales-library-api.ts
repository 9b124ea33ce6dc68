export const SALES_LIBRARY_API = {} as const
