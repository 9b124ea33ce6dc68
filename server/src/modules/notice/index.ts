import { on, type ServerModule } from '../../lib/module'
import { eraseNoticesOf } from './privacy'
import noticeRoutes from './routes'

export const noticeModule: ServerModule = {
  name: 'notice',
  dependsOn: ['tenant'],
  owns: ['memberNotices', 'subscribeBudgets'],
  async routes(app) {
    await app.register(noticeRoutes)
  },
  subscriptions: [on('account.erasing', 'notice.eraseNotices', (tx, e) => eraseNoticesOf(tx, e.tenantId, e.userId))]
}
