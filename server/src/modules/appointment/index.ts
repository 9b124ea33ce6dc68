import { on, type ServerModule } from '../../lib/module'
import { eraseDateNotesOf } from './privacy'
import { notifyAll } from '../notice/service'
import { dateDeclinedNotice, dateNotices, dateProposedNotice } from './notices'
import appointmentRoutes from './routes'

export const appointmentModule: ServerModule = {
  name: 'appointment',
  dependsOn: ['block', 'contract', 'love-feed', 'love-profile', 'matchmaker', 'notice'],
  owns: ['meetingRequests', 'dates'],
  async routes(app) {
    await app.register(appointmentRoutes)
  },
  subscriptions: [
    on('account.erasing', 'appointment.eraseDateNotes', (tx, e) => eraseDateNotesOf(tx, e.tenantId, e.userId)),
    on('appointment.dateProposed', 'notice.dateProposed', (tx, date) =>
      notifyAll(tx, date.tenantId, [dateProposedNotice(date)])
    ),
    on('appointment.dateDeclined', 'notice.dateDeclined', (tx, date) =>
      notifyAll(tx, date.tenantId, [dateDeclinedNotice(date)])
    ),
    on('appointment.dateScheduled', 'notice.dateScheduled', (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'scheduled'))
    ),
    on('appointment.dateReminded', 'notice.dateReminded', (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'reminded'))
    ),
    on('appointment.dateCancelled', 'notice.dateCancelled', (tx, date) =>
      notifyAll(tx, date.tenantId, dateNotices(date, 'cancelled', date.reason))
    )
  ]
}
