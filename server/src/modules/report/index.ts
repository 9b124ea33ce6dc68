import { on, type ServerModule } from '../../lib/module'
import { notify, notifyAll } from '../notice/service'
import { profileUnhiddenNotice, reportDecidedNotices } from './notices'
import reportRoutes from './routes'
import reportStaffRoutes from './staff-routes'

export const reportModule: ServerModule = {
  name: 'report',
  dependsOn: ['audit', 'auth', 'love-profile', 'notice', 'staff', 'user'],
  owns: ['loveReports'],
  async routes(app) {
    await app.register(reportRoutes)
    await app.register(reportStaffRoutes)
  },
  subscriptions: [
    on('report.decided', 'notice.reportDecided', (tx, decided) =>
      notifyAll(tx, decided.tenantId, reportDecidedNotices(decided))
    ),
    on('report.unhidden', 'notice.profileUnhidden', (tx, unhidden) =>
      notify(tx, unhidden.tenantId, profileUnhiddenNotice(unhidden))
    )
  ]
}
