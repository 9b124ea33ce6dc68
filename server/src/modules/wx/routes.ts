import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { newNonce } from '../../lib/crypto'
import { postRoute } from '../../lib/route'
import { MESSAGE } from '../../lib/schemas'
import { jsapiSignature } from '../../providers/wechat/crypto'
import { viaWechat } from '../auth/service'

export default async function wxRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.wx.getWxJsapiSignature,
    {
      summary: 'JS-SDK signature (sha1 over jsapi_ticket, noncestr, timestamp, url)',
      tags: ['wx'],
      body: Type.Object({
        url: Type.String({ pattern: '^https?://', maxLength: 2048, [MESSAGE]: '请输入正确的链接' })
      }),
      response: Type.Object({
        appId: Type.String(),
        timestamp: Type.Integer(),
        nonceStr: Type.String(),
        signature: Type.String()
      })
    },
    async (req) => {
      const ticket = await viaWechat(() => app.wechat.getJsapiTicket())
      const timestamp = Math.floor(Date.now() / 1000)
      const nonceStr = newNonce(8)
      return {
        appId: app.wechat.mpAppId,
        timestamp,
        nonceStr,
        signature: jsapiSignature(ticket, nonceStr, timestamp, req.body.url)
      }
    }
  )
}
