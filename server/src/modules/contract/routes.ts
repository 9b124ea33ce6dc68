import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { SIGNATURE_MAX_BYTES } from '@contract/contract'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { createEsignProvider } from './esign'
import {
  ContractDetailSchema,
  ContractIdReqSchema,
  ContractPdfSchema,
  ContractSchema,
  EsignCallbackReqSchema,
  EsignCallbackResSchema,
  MyContractsSchema,
  PayContractResSchema,
  SignContractReqSchema,
  StartEsignResSchema
} from './schema'
import { contractPdf, esignCallback, getContract, myContracts, payContract, signContract, startEsign } from './service'
import { findLegalParty } from './party'
import contractStaffRoutes from './staff-routes'

const tags = ['contract']
/** Base64 is 4/3 the size of the bytes; room for the data-URL prefix and the JSON around it. */
const SIGNATURE_BODY_LIMIT = Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 1024

/** The customer's side of a service contract: see it, pay it, sign it; and the e-sign provider's callback. */
export default async function contractRoutes(app: FastifyInstance) {
  const esign = createEsignProvider(app.config)

  postRoute(
    app,
    API.contract.getMyContracts,
    {
      summary: "The caller's service contracts, newest first, with their meeting quota",
      tags,
      body: EmptyBody,
      response: MyContractsSchema,
      auth: true
    },
    async (req) => ({ list: await myContracts(app.db, authed(req), new Date()) })
  )
  postRoute(
    app,
    API.contract.getContract,
    {
      summary: 'One contract: its customer, or office staff whose scope covers its matchmaker',
      tags,
      body: ContractIdReqSchema,
      response: ContractDetailSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      return {
        ...(await getContract(app.db, who, req.body.id, new Date())),
        esignMode: esign.mode,
        partyA: await findLegalParty(app.db, who.tenantId)
      }
    }
  )
  postRoute(
    app,
    API.contract.payContract,
    {
      summary: 'The cashier order for an unpaid contract of the caller (the payable one, or a new one)',
      tags,
      body: ContractIdReqSchema,
      response: PayContractResSchema,
      auth: true
    },
    async (req) => payContract(app.db, authed(req), req.body.id, req.tenant.tenant.financeConfig, new Date())
  )
  postRoute(
    app,
    API.contract.signContract,
    {
      summary:
        'Sign a paid contract with the drawn signature (a PNG data URL): renders the PDF and keeps both as private files',
      tags,
      body: SignContractReqSchema,
      response: ContractSchema,
      auth: true,
      bodyLimit: SIGNATURE_BODY_LIMIT
    },
    async (req) => signContract(app, esign, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.getContractPdf,
    {
      summary: 'The signed PDF, for its customer or office staff in scope (a staff read is logged); never cached',
      tags,
      body: ContractIdReqSchema,
      response: ContractPdfSchema,
      auth: true
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      return contractPdf(app, authed(req), req.body.id, new Date())
    }
  )
  postRoute(
    app,
    API.contract.startEsign,
    {
      summary: "With an e-sign provider: open its signing flow for a paid contract and answer the signer's page",
      tags,
      body: ContractIdReqSchema,
      response: StartEsignResSchema,
      auth: true
    },
    async (req) =>
      startEsign(
        app,
        esign,
        authed(req),
        req.body.id,
        `${req.protocol}://${req.host}${API.contract.esignCallback}`,
        new Date()
      )
  )
  postRoute(
    app,
    API.contract.esignCallback,
    {
      summary: "The e-sign provider's outcome of a signing flow, signed with the shared secret (public)",
      tags,
      body: EsignCallbackReqSchema,
      response: EsignCallbackResSchema
    },
    async (req) => esignCallback(app, esign, req.tenant.tenantId, req.body, new Date())
  )

  await app.register(contractStaffRoutes)
}
