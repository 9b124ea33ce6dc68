import type { ServerModule } from '../../lib/module'
import systemRoutes from './routes'

export const systemModule: ServerModule = {
  name: 'system',
  dependsOn: ['config', 'user'],
  owns: ['smsCodes', 'smsOutbox'],
  async routes(app) {
    await app.register(systemRoutes)
  }
}
