import { on, type ServerModule } from '../../lib/module'
import { eraseSmsOf } from './privacy'
import systemRoutes from './routes'

export const systemModule: ServerModule = {
  name: 'system',
  dependsOn: ['config', 'user'],
  owns: ['smsCodes', 'smsOutbox'],
  async routes(app) {
    await app.register(systemRoutes)
  },
  subscriptions: [on('account.erasing', 'system.eraseSms', (tx, e) => eraseSmsOf(tx, e.tenantId, e.phone))]
}
