import { on, type ServerModule } from '../../lib/module'
import { protectLeadBySignedContract, releaseLeadOfClosedContract } from './contract-leads'
import { eraseLeadOf } from './privacy'
import crmRoutes from './routes'

export const crmModule: ServerModule = {
  name: 'crm',
  dependsOn: ['audit', 'love-profile', 'matchmaker', 'tenant'],
  owns: ['crmSettings', 'crmLeads', 'crmFollowUps', 'crmLeadEvents', 'crmClaimCounters', 'crmProspects'],
  async routes(app) {
    await app.register(crmRoutes)
  },
  subscriptions: [
    on('contract.signed', 'crm.protectLead', protectLeadBySignedContract),
    on('contract.closed', 'crm.releaseLead', releaseLeadOfClosedContract),
    on('account.erasing', 'crm.eraseLead', (tx, e) => eraseLeadOf(tx, e.tenantId, e.userId))
  ]
}
