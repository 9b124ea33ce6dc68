import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import {
  EducationCertSchema,
  EducationReqSchema,
  HouseCertSchema,
  HouseReqSchema,
  IntegrityHubSchema,
  OtherCertSchema,
  OtherReqSchema,
  RealNameCertSchema,
  RealNameReqSchema
} from './schema'
import { integrityHub, myCert, submitEducation, submitHouse, submitOther, submitRealName } from './service'
import { toEducationCert, toHouseCert, toOtherCert, toRealNameCert } from './views'

const tags = ['certification']

/** A member's own certifications: real name (face check) and the love certifications staff audit. */
export default async function certificationRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.certification.getRealName,
    {
      summary: 'My real-name certification (ID number masked)',
      tags,
      body: EmptyBody,
      response: RealNameCertSchema,
      auth: true
    },
    async (req) => toRealNameCert(await myCert(app.db, authed(req), 'realname'))
  )

  postRoute(
    app,
    API.certification.submitRealName,
    {
      summary: 'Real-name certification: name, 18-digit ID card and face photo, decided by the face check',
      tags,
      body: RealNameReqSchema,
      response: RealNameCertSchema,
      auth: true
    },
    async (req) => toRealNameCert(await submitRealName(app, authed(req), req.body, req.tenant.tenant.timeZone))
  )

  postRoute(
    app,
    API.certification.getAuthIndex,
    {
      summary: 'Integrity hub: the state of each certification and the badges earned',
      tags,
      body: EmptyBody,
      response: IntegrityHubSchema,
      auth: true
    },
    async (req) => integrityHub(app.db, authed(req))
  )

  postRoute(
    app,
    API.certification.getEducationAuth,
    { summary: 'My education certification', tags, body: EmptyBody, response: EducationCertSchema, auth: true },
    async (req) => toEducationCert(await myCert(app.db, authed(req), 'education'))
  )

  postRoute(
    app,
    API.certification.saveEducationAuth,
    {
      summary: 'Submit the education certification (school, degree, proof images) for audit',
      tags,
      body: EducationReqSchema,
      response: EducationCertSchema,
      auth: true
    },
    async (req) => toEducationCert(await submitEducation(app.db, authed(req), req.body))
  )

  postRoute(
    app,
    API.certification.getHouseAuth,
    { summary: 'My house certification', tags, body: EmptyBody, response: HouseCertSchema, auth: true },
    async (req) => toHouseCert(await myCert(app.db, authed(req), 'house'))
  )

  postRoute(
    app,
    API.certification.saveHouseAuth,
    {
      summary: 'Submit the house certification (city, proof images) for audit',
      tags,
      body: HouseReqSchema,
      response: HouseCertSchema,
      auth: true
    },
    async (req) => toHouseCert(await submitHouse(app.db, authed(req), req.body))
  )

  postRoute(
    app,
    API.certification.getOtherAuth,
    { summary: 'My other certification', tags, body: EmptyBody, response: OtherCertSchema, auth: true },
    async (req) => toOtherCert(await myCert(app.db, authed(req), 'other'))
  )

  postRoute(
    app,
    API.certification.saveOtherAuth,
    {
      summary: 'Submit another certification (title, label/value fields, proof images) for audit',
      tags,
      body: OtherReqSchema,
      response: OtherCertSchema,
      auth: true
    },
    async (req) => toOtherCert(await submitOther(app.db, authed(req), req.body))
  )
}
