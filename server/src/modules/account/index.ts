import type { ServerModule } from '../../lib/module'
import accountRoutes from './routes'

export const accountModule: ServerModule = {
  name: 'account',
  dependsOn: [
    'appointment',
    'auth',
    'commitment',
    'crm',
    'customer',
    'gift',
    'love-line',
    'matchmaker',
    'message',
    'privacy',
    'report',
    'sales-library',
    'system',
    'user',
    'xixun'
  ],
  async routes(app) {
    await app.register(accountRoutes)
  }
}
