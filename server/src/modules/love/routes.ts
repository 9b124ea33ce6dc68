import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Id } from '../../lib/schemas'
import { currentUser } from '../member/service'
import { bindToPromoter } from '../promotion/binding'
import { isVip } from '../user/service'

const tags = ['love']

export default async function loveRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.love.checkLoginUserInfo,
    {
      summary: 'Dating status of the logged-in member',
      tags,
      body: EmptyBody,
      response: Type.Object({
        whetherLoveUser: Type.Boolean(),
        whetherVip: Type.Boolean(),
        userVipType: Type.Integer(),
        vipExpiresAt: Type.String()
      }),
      auth: true
    },
    async (req) => {
      const user = await currentUser(app.db, authed(req))
      const vip = isVip(user)
      return {
        whetherLoveUser: user.isLoveUser,
        whetherVip: vip,
        userVipType: vip ? user.vipType : 0,
        vipExpiresAt: vip ? user.vipExpiresAt!.toISOString() : ''
      }
    }
  )

  postRoute(
    app,
    API.love.saveExtensionDetail,
    {
      summary:
        'Bind the member to the promoter whose shared link brought them: the first binding holds while it lasts, never to oneself or one’s own service matchmaker',
      tags,
      body: Type.Object({ id: Id }),
      response: Type.Object({ bound: Type.Boolean() }),
      auth: true
    },
    async (req) => ({ bound: await bindToPromoter(app.db, authed(req), req.body.id) })
  )
}
