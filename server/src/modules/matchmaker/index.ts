import { on, type ServerModule } from '../../lib/module'
import { eraseMatchmakerDataOf } from './privacy'
import { registerCommission } from '../finance/kernel'
import { notify } from '../notice/service'
import { matchmakerApplicationNotice } from './notices'
import { officeShareCommission } from './shares'
import matchmakerRoutes from './routes'

export const matchmakerModule: ServerModule = {
  name: 'matchmaker',
  dependsOn: ['finance', 'notice', 'staff'],
  owns: ['matchmakers', 'stores', 'matchmakerLevels', 'matchmakerApplications', 'officeShares'],
  async routes(app) {
    await app.register(matchmakerRoutes)
  },
  setup() {
    registerCommission('office-shares', officeShareCommission)
  },
  subscriptions: [
    on('account.erasing', 'matchmaker.eraseMatchmakerData', (tx, e) => eraseMatchmakerDataOf(tx, e.tenantId, e.userId)),
    on('matchmaker.applicationReviewed', 'notice.matchmakerApplication', (tx, application) =>
      notify(tx, application.tenantId, matchmakerApplicationNotice(application))
    )
  ]
}
