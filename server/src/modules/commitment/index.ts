import { on, type ServerModule } from '../../lib/module'
import { erasePledgeOf } from './privacy'
import commitmentRoutes from './routes'

export const commitmentModule: ServerModule = {
  name: 'commitment',
  dependsOn: ['block', 'certification', 'love-profile', 'user'],
  owns: ['loveCommitments'],
  async routes(app) {
    await app.register(commitmentRoutes)
  },
  subscriptions: [on('account.erasing', 'commitment.erasePledge', (tx, e) => erasePledgeOf(tx, e.tenantId, e.userId))]
}
