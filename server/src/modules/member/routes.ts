import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MESSAGE, OkSchema, Password, Phone, SmsCode, UserInfoSchema, Username, WxCode } from '../../lib/schemas'
import { BUILT_IN_AVATAR_PATTERN } from '../image/ownership'
import { ImageUrl } from '../image/schema'
import { findUserById, updateUser } from '../user/service'
import { submitContent } from '../moderation/service'
import {
  bindPhone,
  bindPhoneByMa,
  bindWxByMpCode,
  completeAccount,
  currentUser,
  ownUserInfo,
  setPassword,
  setUsername
} from './service'

const tags = ['member']

/**
 * A changed password or phone ends the member's other sessions; their sockets close now, on every
 * replica, rather than at the next ping.
 */
async function signsOthersOut<T>(app: FastifyInstance, req: FastifyRequest, change: Promise<T>): Promise<T> {
  const done = await change
  await app.realtime.recheck(authed(req).tenantId, [authed(req).userId])
  return done
}

export default async function memberRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.member.getUser,
    { summary: 'The logged-in member', tags, body: EmptyBody, response: UserInfoSchema, auth: true },
    async (req) => ownUserInfo(app.db, await currentUser(app.db, authed(req)))
  )

  postRoute(
    app,
    API.member.bindPhone,
    {
      summary: 'Bind a phone with an SMS code',
      tags,
      body: Type.Object({ phone: Phone, code: SmsCode }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => signsOthersOut(app, req, bindPhone(app.db, authed(req), req.body.phone, req.body.code))
  )

  postRoute(
    app,
    API.member.bindPhoneByMa,
    {
      summary: 'Bind the mini-program phone number (encrypted data)',
      tags,
      body: Type.Object({
        code: WxCode,
        phoneEncryptedData: Type.String({ minLength: 1, maxLength: 4096 }),
        phoneIv: Type.String({ minLength: 1, maxLength: 64 })
      }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => signsOthersOut(app, req, bindPhoneByMa(app, authed(req), req.body))
  )

  postRoute(
    app,
    API.member.bindWxByMpCode,
    {
      summary: 'Bind the messaging-app account (OAuth code)',
      tags,
      body: Type.Object({ code: WxCode }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => bindWxByMpCode(app, authed(req), req.body.code)
  )

  postRoute(
    app,
    API.member.setAvator,
    {
      summary: 'Set the avatar: an image I uploaded, or one of the built-in avatars',
      tags,
      body: Type.Object({
        headPic: Type.Union([ImageUrl, Type.String({ pattern: BUILT_IN_AVATAR_PATTERN })], {
          [MESSAGE]: '头像地址不正确'
        })
      }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      const mode = req.tenant.tenant.moderationConfig.mode
      const user = await app.db.transaction(async (tx) => {
        const current = await findUserById(tx, who.tenantId, who.userId)
        // An uploaded photo waits for review before others see it (or shows at once under post-moderation).
        const headPic = await submitContent(
          tx,
          who.tenantId,
          who.userId,
          'avatar',
          req.body.headPic,
          current?.headPic ?? '',
          mode
        )
        return updateUser(tx, who.tenantId, who.userId, { headPic: headPic as string })
      })
      return ownUserInfo(app.db, user)
    }
  )

  postRoute(
    app,
    API.member.setUsername,
    {
      summary: 'Change the username',
      tags,
      body: Type.Object({ username: Username }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => setUsername(app.db, authed(req), req.body.username)
  )

  postRoute(
    app,
    API.member.setPassword,
    {
      summary: 'Set or change the password (old password or SMS code when one is set)',
      tags,
      body: Type.Object({
        password: Password,
        oldPassword: Type.Optional(Type.String({ maxLength: 64, [MESSAGE]: '请输入原密码' })),
        code: Type.Optional(SmsCode)
      }),
      response: OkSchema,
      auth: true
    },
    async (req) => signsOthersOut(app, req, setPassword(app.db, authed(req), req.body))
  )

  postRoute(
    app,
    API.member.completeAccountPass,
    {
      summary: 'Complete the account with a username and password',
      tags,
      body: Type.Object({ username: Username, password: Password }),
      response: UserInfoSchema,
      auth: true
    },
    async (req) => completeAccount(app.db, authed(req), req.body.username, req.body.password)
  )
}
