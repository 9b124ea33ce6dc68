import { on, type ServerModule } from '../../lib/module'
import { eraseDateNotesOf } from './privacy'
import appointmentRoutes from './routes'

export const appointmentModule: ServerModule = {
  name: 'appointment',
  dependsOn: ['block', 'contract', 'love-feed', 'love-profile', 'matchmaker', 'notice'],
  owns: ['meetingRequests', 'dates'],
  async routes(app) {
    await app.register(appointmentRoutes)
  },
  subscriptions: [
    on('account.erasing', 'appointment.eraseDateNotes', (tx, e) => eraseDateNotesOf(tx, e.tenantId, e.userId))
  ]
}
