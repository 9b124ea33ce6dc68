import { on, type ServerModule } from '../../lib/module'
import { eraseDateNotesOf } from './privacy'
import { notifyAll } from '../notice/service'
import { dateDeclinedNotice, dateNotices, dateProposedNotice } from './notices'
import { tenantTimeZone } from '../tenant/service'
import appointmentRoutes from './routes'

export const appointmentModule: ServerModule = {
  name: 'appointment',
  dependsOn: ['block', 'contract', 'love-feed', 'love-profile', 'matchmaker', 'notice', 'tenant'],
  owns: ['meetingRequests', 'dates'],
  async routes(app) {
    await app.register(appointmentRoutes)
  },
  subscriptions: [
    on('account.erasing', 'appointment.eraseDateNotes', (tx, e) => eraseDateNotesOf(tx, e.tenantId, e.userId)),
    on('appointment.dateProposed', 'notice.dateProposed', async (tx, date) =>
      notifyAll(tx, date.tenantId, [dateProposedNotice(date, await tenantTimeZone(tx, date.tenantId))])
    ),
    on('appointment.dateDeclined', 'notice.dateDeclined', (tx, date) =>
      notifyAll(tx, date.tenantId, [dateDeclinedNotice(date)])
    ),
    on('appointment.dateScheduled', 'notice.dateScheduled', async (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'scheduled', await tenantTimeZone(tx, date.tenantId)))
    ),
    on('appointment.dateReminded', 'notice.dateReminded', async (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'reminded', await tenantTimeZone(tx, date.tenantId)))
    ),
    on('appointment.dateCancelled', 'notice.dateCancelled', async (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'cancelled', await tenantTimeZone(tx, date.tenantId), date.reason))
    )
  ]
}
