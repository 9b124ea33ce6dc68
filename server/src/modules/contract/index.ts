import type { ServerModule } from '../../lib/module'
import { registerFulfiller } from '../finance/kernel'
import { contractFeeFulfiller } from './fees'
import contractRoutes from './routes'

export const contractModule: ServerModule = {
  name: 'contract',
  dependsOn: ['audit', 'finance', 'image', 'matchmaker', 'tenant'],
  owns: ['contractTemplates', 'contracts', 'contractParties'],
  async routes(app) {
    await app.register(contractRoutes)
  },
  setup() {
    registerFulfiller('contract', contractFeeFulfiller)
  }
}
