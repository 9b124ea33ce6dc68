import type { ServerModule } from '../../lib/module'
import { registerFulfiller } from '../finance/kernel'
import { eventFeeFulfiller } from './signup-fees'
import activeRoutes from './routes'
import activeStaffRoutes from './staff-routes'
import activeRoomRoutes from './room-routes'
import activeRoomStaffRoutes from './room-staff-routes'
import activeSignupRoutes from './signup-routes'
import activeSignupStaffRoutes from './signup-staff-routes'

export const activeModule: ServerModule = {
  name: 'active',
  dependsOn: [
    'audit',
    'block',
    'certification',
    'finance',
    'image',
    'love-feed',
    'love-profile',
    'message',
    'notice',
    'staff',
    'user'
  ],
  owns: ['events', 'eventSignups', 'eventPicks', 'eventMatches'],
  async routes(app) {
    await app.register(activeRoutes)
    await app.register(activeStaffRoutes)
    await app.register(activeRoomRoutes)
    await app.register(activeRoomStaffRoutes)
    await app.register(activeSignupRoutes)
    await app.register(activeSignupStaffRoutes)
  },
  setup() {
    registerFulfiller('event', eventFeeFulfiller)
  }
}
