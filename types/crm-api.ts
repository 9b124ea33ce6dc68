export const CRM_API = {} as const
