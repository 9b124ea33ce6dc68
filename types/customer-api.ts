export const CUSTOMER_API = {} as const
