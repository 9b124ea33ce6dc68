import type { ServerModule } from '../../lib/module'
import noticeRoutes from './routes'

export const noticeModule: ServerModule = {
  name: 'notice',
  dependsOn: [],
  owns: ['memberNotices', 'subscribeBudgets'],
  async routes(app) {
    await app.register(noticeRoutes)
  }
}
