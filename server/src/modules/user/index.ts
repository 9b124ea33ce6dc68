import { on, type ServerModule } from '../../lib/module'
import { updateUser } from './service'
import userRoutes from './routes'

export const userModule: ServerModule = {
  name: 'user',
  dependsOn: [],
  owns: ['users'],
  async routes(app) {
    await app.register(userRoutes)
  },
  subscriptions: [
    on('moderation.decided', 'user.publishAvatar', async (tx, review) => {
      if (review.kind === 'avatar')
        await updateUser(tx, review.tenantId, review.userId, { headPic: review.shown as string })
    })
  ]
}
