import { on, type ServerModule } from '../../lib/module'
import { eraseLeadOf } from './privacy'
import crmRoutes from './routes'

export const crmModule: ServerModule = {
  name: 'crm',
  dependsOn: ['audit', 'love-profile', 'matchmaker'],
  owns: ['crmSettings', 'crmLeads', 'crmFollowUps', 'crmLeadEvents', 'crmClaimCounters', 'crmProspects'],
  async routes(app) {
    await app.register(crmRoutes)
  },
  subscriptions: [on('account.erasing', 'crm.eraseLead', (tx, e) => eraseLeadOf(tx, e.tenantId, e.userId))]
}
