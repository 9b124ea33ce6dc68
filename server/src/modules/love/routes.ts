import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Id } from '../../lib/schemas'
import { currentUser } from '../member/service'
import { bindPromoter, findUserById, isVip } from '../user/service'

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
      summary: 'Bind the member to the promoter whose shared link brought them (first binding wins)',
      tags,
      body: Type.Object({ id: Id }),
      response: Type.Object({ bound: Type.Boolean() }),
      auth: true
    },
    async (req) => {
      const who = authed(req)
      if (req.body.id === who.userId) return { bound: false }
      const promoter = await findUserById(app.db, who.tenantId, req.body.id)
      if (!promoter || promoter.status !== 'active') return { bound: false }
      return { bound: await bindPromoter(app.db, who.tenantId, who.userId, promoter.id) }
    }
  )
}
