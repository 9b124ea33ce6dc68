import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MESSAGE, OkSchema } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'
import { LocationSchema, PrivacyInputSchema, PrivacySchema, ProfileInputSchema, ProfileSchema } from './schema'
import { toPrivacy } from './repository'
import {
  getMyProfile,
  myProfileRow,
  saveProfile,
  setAlbum,
  setLocation,
  setPrivacy,
  type ProfileRules
} from './service'

const tags = ['love profile']

const profileRules = (req: FastifyRequest): ProfileRules => ({
  config: req.tenant.tenant.loveConfig,
  moderation: req.tenant.tenant.moderationConfig.mode,
  timeZone: req.tenant.tenant.timeZone
})

export default async function loveProfileRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveProfile.signUp,
    {
      summary: 'Fill the dating profile and become a love user',
      tags,
      body: ProfileInputSchema,
      response: ProfileSchema,
      auth: true
    },
    async (req) => saveProfile(app.db, authed(req), req.body, 'create', profileRules(req))
  )

  postRoute(
    app,
    API.loveProfile.editInfo,
    { summary: 'Update the dating profile', tags, body: ProfileInputSchema, response: ProfileSchema, auth: true },
    async (req) => saveProfile(app.db, authed(req), req.body, 'update', profileRules(req))
  )

  postRoute(
    app,
    API.loveProfile.getMyProfile,
    { summary: 'My dating profile', tags, body: EmptyBody, response: ProfileSchema, auth: true },
    async (req) => getMyProfile(app.db, authed(req), req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.loveProfile.setAlbum,
    {
      summary: 'Replace my album (at most 9 uploaded image URLs)',
      tags,
      body: Type.Object({
        images: Type.Array(ImageUrl, { maxItems: 9, [MESSAGE]: '相册最多9张照片，且须为上传的图片' })
      }),
      response: ProfileSchema,
      auth: true
    },
    async (req) =>
      setAlbum(
        app.db,
        authed(req),
        req.body.images,
        req.tenant.tenant.moderationConfig.mode,
        req.tenant.tenant.timeZone
      )
  )

  postRoute(
    app,
    API.loveProfile.setLocation,
    {
      summary: 'Store my position (rounded to about 1 km) for distances in the feed',
      tags,
      body: LocationSchema,
      response: OkSchema,
      auth: true
    },
    async (req) => setLocation(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.loveProfile.getPrivacy,
    { summary: 'My privacy settings', tags, body: EmptyBody, response: PrivacySchema, auth: true },
    async (req) => toPrivacy(await myProfileRow(app.db, authed(req)))
  )

  postRoute(
    app,
    API.loveProfile.setPrivacy,
    { summary: 'Change my privacy settings', tags, body: PrivacyInputSchema, response: PrivacySchema, auth: true },
    async (req) => setPrivacy(app.db, authed(req), req.body)
  )
}
