export const APPOINTMENT_API = {} as const
