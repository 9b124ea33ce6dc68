import type { ServerModule } from '../../lib/module'
import { registerFulfiller } from '../finance/kernel'
import { vipFulfiller } from './vip-orders'
import loveRoutes from './routes'

export const loveModule: ServerModule = {
  name: 'love',
  dependsOn: ['finance', 'member', 'promotion', 'user'],
  async routes(app) {
    await app.register(loveRoutes)
  },
  setup() {
    registerFulfiller('vip', vipFulfiller)
  }
}
