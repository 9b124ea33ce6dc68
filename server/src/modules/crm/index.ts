import type { ServerModule } from '../../lib/module'
import crmRoutes from './routes'

export const crmModule: ServerModule = {
  name: 'crm',
  dependsOn: ['audit', 'love-profile', 'matchmaker'],
  owns: ['crmSettings', 'crmLeads', 'crmFollowUps', 'crmLeadEvents', 'crmClaimCounters', 'crmProspects'],
  async routes(app) {
    await app.register(crmRoutes)
  }
}
