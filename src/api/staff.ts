import { STAFF_API } from '@contract/staff-api'
import { call, type CallOptions } from './client'

/** The back-office roles the logged-in member holds ([] for everyone else). */
export const getMyStaffRoles = (options?: CallOptions) => call(STAFF_API.getMyRoles, {}, options)
