import { on, type ServerModule } from '../../lib/module'
import { anonymiseUser } from './privacy'
import { updateUser } from './service'
import userRoutes from './routes'

export const userModule: ServerModule = {
  name: 'user',
  dependsOn: ['geography'],
  owns: ['users'],
  async routes(app) {
    await app.register(userRoutes)
  },
  subscriptions: [
    on('account.erasing', 'user.anonymise', (tx, e) => anonymiseUser(tx, e.tenantId, e.userId)),
    on('moderation.decided', 'user.publishAvatar', async (tx, review) => {
      if (review.kind === 'avatar')
        await updateUser(tx, review.tenantId, review.userId, { headPic: review.shown as string })
    })
  ]
}
