export const CONTRACT_API = {} as const
