import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '../../../../types/api'
import { authed, postRoute } from '../../lib/route'
import { requireStaff } from '../staff/guard'
import { findUserById } from '../user/repository'
import { auditCashout, staffCashoutPage, staffCashoutView } from './cashout'
import { listProducts, saveProduct } from './products'
import {
  AuditCashoutBody,
  ProductSchema,
  SaveProductBody,
  StaffCashoutPageBody,
  StaffCashoutPageSchema,
  StaffCashoutSchema,
  StaffProductsBody
} from './schema'

/** Only admins touch prices and pay money out. */
const FINANCE_STAFF = ['admin'] as const

export default async function financeStaffRoutes(app: FastifyInstance) {
  const tags = ['staff']
  postRoute(
    app,
    API.finance.staffGetProducts,
    {
      summary: 'Every product, listed or not (admin)',
      tags,
      body: StaffProductsBody,
      response: Type.Array(ProductSchema),
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, FINANCE_STAFF)
      return listProducts(app.db, who.tenantId, req.body.kind, false)
    }
  )
  postRoute(
    app,
    API.finance.staffSaveProduct,
    {
      summary: 'Create or change a product; orders keep the price they were made at (admin)',
      tags,
      body: SaveProductBody,
      response: ProductSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, FINANCE_STAFF)
      return saveProduct(app.db, who.tenantId, req.body)
    }
  )
  postRoute(
    app,
    API.finance.staffGetCashouts,
    {
      summary: 'Withdrawals to audit or already handled (admin)',
      tags,
      body: StaffCashoutPageBody,
      response: StaffCashoutPageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, FINANCE_STAFF)
      return staffCashoutPage(app.db, who.tenantId, req.body)
    }
  )
  postRoute(
    app,
    API.finance.staffAuditCashout,
    {
      summary:
        'Pay a withdrawal out or ask the gateway how its payout ended, or reject and refund it once the gateway confirms nothing was paid (admin)',
      tags,
      body: AuditCashoutBody,
      response: StaffCashoutSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await requireStaff(app, who, FINANCE_STAFF)
      const row = await auditCashout(app, who, req.body.id, req.body.approve, req.body.reason ?? '')
      return staffCashoutView(row, (await findUserById(app.db, who.tenantId, row.userId))?.nickname ?? '')
    }
  )
}
