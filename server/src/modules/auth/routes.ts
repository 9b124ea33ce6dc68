import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { LoginResultSchema, MESSAGE, OkSchema, Password, Phone, SmsCode, Username, WxCode } from '../../lib/schemas'
import { PASSWORD_RULE_TEXT } from '@contract/rules'
import { readToken } from '../../plugins/auth'
import { revokeSession } from './session'
import {
  loginByAccount,
  loginByMaCode,
  loginByMaPhone,
  loginByMpCode,
  loginByPhone,
  registerByPhone,
  viaWechat
} from './service'
import { newNonce } from '../../lib/crypto'

const tags = ['auth']

export default async function authRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.auth.regByPhone,
    {
      summary: 'Register with phone, SMS code, username and password',
      tags,
      body: Type.Object({ phone: Phone, code: SmsCode, username: Username, password: Password }),
      response: LoginResultSchema
    },
    async (req) => registerByPhone(app, req, req.body)
  )

  postRoute(
    app,
    API.auth.loginByPhone,
    {
      summary: 'Log in (or sign up) with phone + SMS code',
      tags,
      body: Type.Object({ phone: Phone, code: SmsCode }),
      response: LoginResultSchema
    },
    async (req) => loginByPhone(app, req, req.body.phone, req.body.code)
  )

  postRoute(
    app,
    API.auth.loginByAccount,
    {
      summary: 'Log in with username or phone + password',
      tags,
      body: Type.Object({
        account: Type.String({ minLength: 1, maxLength: 30, [MESSAGE]: '请输入用户名或手机号' }),
        password: Type.String({ minLength: 1, maxLength: 64, [MESSAGE]: PASSWORD_RULE_TEXT })
      }),
      response: LoginResultSchema
    },
    async (req) => loginByAccount(app, req, req.body.account.trim(), req.body.password)
  )

  postRoute(
    app,
    API.auth.loginByMaCode,
    {
      summary: 'Mini-program silent login with wx.login code',
      tags,
      body: Type.Object({ code: WxCode }),
      response: Type.Object({ ...LoginResultSchema.properties, registered: Type.Boolean() })
    },
    async (req) => loginByMaCode(app, req, req.body.code)
  )

  postRoute(
    app,
    API.auth.loginByMaPhone,
    {
      summary: 'Mini-program login with the phone-number button (encrypted data)',
      tags,
      body: Type.Object({
        code: WxCode,
        phoneEncryptedData: Type.String({ minLength: 1, maxLength: 4096 }),
        phoneIv: Type.String({ minLength: 1, maxLength: 64 }),
        userEncryptedData: Type.Optional(Type.String({ maxLength: 8192 })),
        userIv: Type.Optional(Type.String({ maxLength: 64 })),
        customerAvatarBase64: Type.Optional(Type.String({ maxLength: 2_000_000 })),
        customerUserName: Type.Optional(Type.String({ maxLength: 64 }))
      }),
      response: LoginResultSchema
    },
    async (req) => loginByMaPhone(app, req, req.body)
  )

  postRoute(
    app,
    API.auth.loginByMpCode,
    {
      summary: 'Messaging-app browser login with the OAuth code',
      tags,
      body: Type.Object({ code: WxCode }),
      response: LoginResultSchema
    },
    async (req) => loginByMpCode(app, req, req.body.code)
  )

  postRoute(
    app,
    API.auth.checkWechat,
    {
      summary: 'Whether messaging-app login is available',
      tags,
      body: EmptyBody,
      response: Type.Object({
        wxLoginEnabled: Type.Boolean(),
        mode: Type.Union([Type.Literal('http'), Type.Literal('dev')])
      })
    },
    async () => ({ wxLoginEnabled: true, mode: app.wechat.mode })
  )

  postRoute(
    app,
    API.auth.generateMpAuthUrl,
    {
      summary: 'OAuth URL that brings the member back with a code',
      tags,
      body: Type.Object({
        redirectUrl: Type.String({ pattern: '^https?://', maxLength: 1024, [MESSAGE]: '请输入正确的回跳链接' }),
        state: Type.Optional(Type.String({ maxLength: 64 }))
      }),
      response: Type.Object({ url: Type.String() })
    },
    async (req) => ({
      url: await viaWechat(async () => app.wechat.buildMpAuthUrl(req.body.redirectUrl, req.body.state ?? newNonce()))
    })
  )

  postRoute(
    app,
    API.auth.logout,
    { summary: 'End this session', tags, body: EmptyBody, response: OkSchema, auth: true },
    async (req) => {
      await revokeSession(app.db, req.tenant.tenantId, readToken(req.headers.authorization))
      await app.realtime.recheck(req.tenant.tenantId, [authed(req).userId])
      return { ok: true }
    }
  )
}
