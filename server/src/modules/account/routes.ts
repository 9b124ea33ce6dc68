import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MESSAGE, OkSchema } from '../../lib/schemas'
import { exportMyData } from '../privacy/export'
import { deleteAccount, deletionCheck } from './service'

const tags = ['account']

/** A member deletes their own account (账号注销). */
export default async function accountRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.account.getDeletionCheck,
    {
      summary: 'Whether my account can be deleted now, and how I confirm it',
      tags,
      body: EmptyBody,
      response: Type.Object({
        blockers: Type.Array(Type.String()),
        hasPassword: Type.Boolean(),
        maskedPhone: Type.String()
      }),
      auth: true
    },
    async (req) => deletionCheck(app.db, authed(req))
  )
  postRoute(
    app,
    API.account.deleteAccount,
    {
      summary: 'Delete my account: personal data erased, money records kept, signed out everywhere',
      tags,
      body: Type.Object({
        password: Type.String({ maxLength: 64, [MESSAGE]: '密码不正确' }),
        code: Type.String({ maxLength: 8, [MESSAGE]: '验证码不正确' }),
        confirmText: Type.String({ maxLength: 20, [MESSAGE]: '确认文字不正确' })
      }),
      response: OkSchema,
      auth: true
    },
    async (req) => deleteAccount(app, authed(req), req.body)
  )
  postRoute(
    app,
    API.account.exportMyData,
    {
      summary: 'A copy of my personal data (JSON and my photos, zipped), handed over now and stored nowhere; logged',
      tags,
      body: EmptyBody,
      response: Type.Object({
        fileName: Type.String(),
        base64: Type.String(),
        records: Type.Integer(),
        photos: Type.Integer()
      }),
      auth: true
    },
    async (req, reply) => {
      const who = authed(req)
      reply.header('cache-control', 'private, no-store')
      // Each copy reads every table and every photo of hers: a few a minute is all a person needs.
      await app.hitLimit(`mydata:${who.tenantId}:${who.userId}`, 3, 60_000, '导出太频繁，请一分钟后再试')
      return exportMyData(app, who, new Date(), req.tenant.tenant.timeZone)
    }
  )
}
