import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { officeScope } from '../matchmaker/scope'
import { customerAlbum, saveCustomerAlbum } from './album'
import {
  CreateOfflineCustomerReqSchema,
  CustomerAlbumSchema,
  CustomerIdReqSchema,
  CustomerPageReqSchema,
  CustomerPageSchema,
  CustomerProfileSchema,
  CustomerSavedSchema,
  SaveCustomerAlbumReqSchema,
  SaveCustomerProfileReqSchema
} from './schema'
import { createOfflineCustomer, customerPage, customerProfile, saveCustomerProfile, type ProfileRules } from './service'

const tags = ['office']

const profileRules = (req: FastifyRequest): ProfileRules => ({
  config: req.tenant.tenant.loveConfig,
  moderation: req.tenant.tenant.moderationConfig.mode,
  timeZone: req.tenant.tenant.timeZone
})

/** Member data management: the customers in the caller's office scope, their profiles and albums. */
export default async function customerRoutes(app: FastifyInstance) {
  const scopeOf = (req: FastifyRequest) => officeScope(app.db, authed(req))

  postRoute(
    app,
    API.customer.getCustomerPage,
    {
      summary: 'Customers in my scope, newest first; search by nickname, member id or phone tail (office staff)',
      tags,
      body: CustomerPageReqSchema,
      response: CustomerPageSchema,
      auth: true,
      listLimit: true,
      staff: OFFICE_STAFF
    },
    async (req) => customerPage(app.db, await scopeOf(req), req.body, new Date(), req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.customer.getCustomerProfile,
    {
      summary: "A customer's dating profile for editing on their behalf (office staff, customers in scope)",
      tags,
      body: CustomerIdReqSchema,
      response: CustomerProfileSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => customerProfile(app.db, await scopeOf(req), req.body.userId, new Date(), req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.customer.createOfflineCustomer,
    {
      summary: 'Enter an offline customer: a member account on a new phone, their profile and my lead (office staff)',
      tags,
      body: CreateOfflineCustomerReqSchema,
      response: CustomerSavedSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => createOfflineCustomer(app.db, authed(req), req.body, profileRules(req), new Date())
  )

  postRoute(
    app,
    API.customer.saveCustomerProfile,
    {
      summary: "Save a customer's dating profile on their behalf (office staff, customers in scope)",
      tags,
      body: SaveCustomerProfileReqSchema,
      response: CustomerSavedSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => saveCustomerProfile(app.db, await scopeOf(req), req.body, profileRules(req), new Date())
  )

  postRoute(
    app,
    API.customer.getAlbum,
    {
      summary: "A customer's album kept by their matchmaker (office staff, customers in scope)",
      tags,
      body: CustomerIdReqSchema,
      response: CustomerAlbumSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => customerAlbum(app.db, await scopeOf(req), req.body.userId, new Date())
  )

  postRoute(
    app,
    API.customer.saveAlbum,
    {
      summary: "Replace a customer's album: at most 9 photos uploaded here, in order (office staff)",
      tags,
      body: SaveCustomerAlbumReqSchema,
      response: CustomerAlbumSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) =>
      saveCustomerAlbum(app.db, authed(req), await scopeOf(req), req.body.userId, req.body.images, new Date())
  )
}
