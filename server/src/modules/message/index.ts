import { on, type ServerModule } from '../../lib/module'
import { notifyAll } from '../notice/service'
import { messageReportNotices } from './notices'
import { eraseMessagesOf } from './privacy'
import messageRoutes from './routes'
import messageStaffRoutes from './staff-routes'

export const messageModule: ServerModule = {
  name: 'message',
  dependsOn: ['block', 'certification', 'image', 'love-profile', 'matchmaker', 'notice', 'user'],
  owns: ['conversations', 'conversationMembers', 'messages', 'messageDailyStarts', 'messageReports'],
  async routes(app) {
    await app.register(messageRoutes)
    await app.register(messageStaffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'message.eraseMessages', async (tx, e) => {
      e.othersFiles.push(...(await eraseMessagesOf(tx, e.tenantId, e.userId, e.at)))
    }),
    on('message.reportDecided', 'notice.messageReportDecided', (tx, decided) =>
      notifyAll(tx, decided.tenantId, messageReportNotices(decided))
    )
  ]
}
