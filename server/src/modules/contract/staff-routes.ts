import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { API } from '@contract/api'
import { OFFICE_ADMINS, OFFICE_STAFF } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import {
  CloseContractReqSchema,
  ContractPageSchema,
  ContractSchema,
  CreateContractReqSchema,
  LegalPartyResSchema,
  ManagedContractPageReqSchema,
  SaveLegalPartyReqSchema,
  SaveTemplateReqSchema,
  TemplateSchema
} from './schema'
import {
  cancelContract,
  completeContract,
  createContract,
  listTemplates,
  managedContractPage,
  refundContract,
  saveTemplate
} from './service'
import { getLegalParty, saveLegalParty } from './party'

const tags = ['staff']

/**
 * The office's side: templates (admins edit, staff sell the enabled ones), the contracts of the
 * matchmakers the caller's scope covers, creating one for a customer, closing and refunding.
 */
export default async function contractStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.contract.getTemplates,
    {
      summary: 'Contract templates: every one for admins, the enabled ones for other office staff',
      tags,
      body: EmptyBody,
      response: Type.Array(TemplateSchema),
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => listTemplates(app.db, authed(req))
  )
  postRoute(
    app,
    API.contract.saveTemplate,
    {
      summary: 'Create (id 0) or change a contract template; signed contracts keep their copied terms (admin)',
      tags,
      body: SaveTemplateReqSchema,
      response: TemplateSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => saveTemplate(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.getManagedContractPage,
    {
      summary: "Contracts of the matchmakers in the caller's scope, by status and customer (office staff)",
      tags,
      body: ManagedContractPageReqSchema,
      response: ContractPageSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => managedContractPage(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.createContract,
    {
      summary:
        'Create a contract to sign from a template for a customer the caller serves, once the legal company is set (office staff)',
      tags,
      body: CreateContractReqSchema,
      response: ContractSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => createContract(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.cancelContract,
    {
      summary: 'Withdraw a contract not yet signed or paid; its order can no longer be paid (office staff)',
      tags,
      body: CloseContractReqSchema,
      response: ContractSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => cancelContract(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.completeContract,
    {
      summary: 'Mark a signed contract completed: it no longer protects its customer (office staff)',
      tags,
      body: CloseContractReqSchema,
      response: ContractSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => completeContract(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.refundContract,
    {
      summary: "Refund a paid or signed contract to the customer's balance, reversing the shares (admin)",
      tags,
      body: CloseContractReqSchema,
      response: ContractSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => refundContract(app.db, authed(req), req.body, new Date())
  )
  postRoute(
    app,
    API.contract.getLegalParty,
    {
      summary: "甲方: the tenant's legal company on its contracts, and whether it is complete (office staff)",
      tags,
      body: EmptyBody,
      response: LegalPartyResSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getLegalParty(app.db, authed(req))
  )
  postRoute(
    app,
    API.contract.saveLegalParty,
    {
      summary: 'Set the legal company: name, address, 统一社会信用代码 and a seal image this server stored (admin)',
      tags,
      body: SaveLegalPartyReqSchema,
      response: LegalPartyResSchema,
      auth: true,
      staff: OFFICE_ADMINS
    },
    async (req) => saveLegalParty(app.db, authed(req), req.body, new Date())
  )
}
