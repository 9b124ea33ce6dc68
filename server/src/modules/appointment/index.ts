import type { ServerModule } from '../../lib/module'
import appointmentRoutes from './routes'

export const appointmentModule: ServerModule = {
  name: 'appointment',
  dependsOn: ['block', 'love-feed', 'love-profile', 'matchmaker', 'notice'],
  owns: ['meetingRequests', 'dates'],
  async routes(app) {
    await app.register(appointmentRoutes)
  }
}
