import type { ServerModule } from '../../lib/module'
import messageRoutes from './routes'
import messageStaffRoutes from './staff-routes'

export const messageModule: ServerModule = {
  name: 'message',
  dependsOn: ['block', 'certification', 'image', 'notice', 'user'],
  owns: ['conversations', 'conversationMembers', 'messages', 'messageDailyStarts', 'messageReports'],
  async routes(app) {
    await app.register(messageRoutes)
    await app.register(messageStaffRoutes)
  }
}
