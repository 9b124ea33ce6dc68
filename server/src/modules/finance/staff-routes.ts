import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { FINANCE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { findUserById } from '../user/service'
import { auditCashout, staffCashoutPage, staffCashoutView } from './cashout'
import { listProducts, saveProduct } from './products'
import { staffRefundOrder } from './refunds'
import {
  AuditCashoutBody,
  FinOrderSchema,
  ProductSchema,
  RefundOrderBody,
  SaveProductBody,
  StaffCashoutPageBody,
  StaffCashoutPageSchema,
  StaffCashoutSchema,
  StaffProductsBody
} from './schema'

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
      auth: true,
      staff: FINANCE_STAFF
    },
    async (req) => listProducts(app.db, authed(req).tenantId, req.body.kind, false)
  )
  postRoute(
    app,
    API.finance.staffSaveProduct,
    {
      summary: 'Create or change a product; orders keep the price they were made at (admin)',
      tags,
      body: SaveProductBody,
      response: ProductSchema,
      auth: true,
      staff: FINANCE_STAFF
    },
    async (req) => saveProduct(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.finance.staffGetCashouts,
    {
      summary: 'Withdrawals to audit or already handled (admin)',
      tags,
      body: StaffCashoutPageBody,
      response: StaffCashoutPageSchema,
      auth: true,
      staff: FINANCE_STAFF
    },
    async (req) => staffCashoutPage(app.db, authed(req).tenantId, req.body)
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
      auth: true,
      staff: FINANCE_STAFF
    },
    async (req) => {
      const who = authed(req)
      const row = await auditCashout(app, who, req.body.id, req.body.approve, req.body.reason ?? '')
      return staffCashoutView(row, (await findUserById(app.db, who.tenantId, row.userId))?.nickname ?? '')
    }
  )
  postRoute(
    app,
    API.finance.staffRefundOrder,
    {
      summary:
        'Give part or all of a paid order back to its payer, the shares it earned taken back in proportion; refunding the last of it ends what the order bought where its kind can (admin)',
      tags,
      body: RefundOrderBody,
      response: FinOrderSchema,
      auth: true,
      staff: FINANCE_STAFF
    },
    async (req) => staffRefundOrder(app.db, authed(req), req.body, req.tenant.tenant.financeConfig)
  )
}
