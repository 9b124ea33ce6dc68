import { FRAUD_REASONS } from '@contract/report'
import { on, type ServerModule } from '../../lib/module'
import { pausePlacements } from '../love-feed/placements'
import { notify, notifyAll } from '../notice/service'
import { profileUnhiddenNotice, reportDecidedNotices } from './notices'
import reportRoutes from './routes'
import reportStaffRoutes from './staff-routes'

export const reportModule: ServerModule = {
  name: 'report',
  dependsOn: ['audit', 'auth', 'love-feed', 'love-profile', 'message', 'notice', 'staff', 'user'],
  owns: ['loveReports'],
  async routes(app) {
    await app.register(reportRoutes)
    await app.register(reportStaffRoutes)
  },
  subscriptions: [
    // A reported chat message counts as a report on its sender: fraud pauses their placements until
    // the desk decides on them (handleReport), which lets them run again.
    on('message.reported', 'love-feed.pauseReported', async (tx, reported) => {
      if (FRAUD_REASONS.includes(reported.reason)) await pausePlacements(tx, reported.tenantId, reported.reportedId)
    }),
    on('report.decided', 'notice.reportDecided', (tx, decided) =>
      notifyAll(tx, decided.tenantId, reportDecidedNotices(decided))
    ),
    on('report.unhidden', 'notice.profileUnhidden', (tx, unhidden) =>
      notify(tx, unhidden.tenantId, profileUnhiddenNotice(unhidden))
    )
  ]
}
