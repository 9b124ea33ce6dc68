import { on, type ServerModule } from '../../lib/module'
import { registerFulfiller } from '../finance/kernel'
import { notify, notifyAll } from '../notice/service'
import {
  eventCancelledNotices,
  picksRevealedNotices,
  signupAuditedNotice,
  signupPaymentReturnedNotice,
  signupPlacedNotice
} from './notices'
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
    'tenant',
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
  },
  subscriptions: [
    on('active.signupPlaced', 'notice.signupPlaced', (tx, signup) =>
      notify(tx, signup.tenantId, signupPlacedNotice(signup))
    ),
    on('active.signupAudited', 'notice.signupAudited', (tx, signup) =>
      notify(tx, signup.tenantId, signupAuditedNotice(signup))
    ),
    on('active.signupPaymentReturned', 'notice.signupPaymentReturned', (tx, signup) =>
      notify(tx, signup.tenantId, signupPaymentReturnedNotice(signup))
    ),
    on('active.eventCancelled', 'notice.eventCancelled', (tx, event) =>
      notifyAll(tx, event.tenantId, eventCancelledNotices(event))
    ),
    on('active.picksRevealed', 'notice.picksRevealed', (tx, event) =>
      notifyAll(tx, event.tenantId, picksRevealedNotices(event))
    )
  ]
}
