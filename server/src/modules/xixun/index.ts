import { on, type ServerModule } from '../../lib/module'
import { eraseStoriesOf } from './privacy'
import xixunRoutes from './routes'
import xixunStaffRoutes from './staff-routes'

export const xixunModule: ServerModule = {
  name: 'xixun',
  dependsOn: ['block', 'image', 'love-profile', 'notice', 'staff', 'user'],
  owns: ['loveStories', 'pennants'],
  async routes(app) {
    await app.register(xixunRoutes)
    await app.register(xixunStaffRoutes)
  },
  subscriptions: [
    on('account.erasing', 'xixun.eraseStories', async (tx, e) => {
      e.othersFiles.push(...(await eraseStoriesOf(tx, e.tenantId, e.userId)))
    })
  ]
}
