import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { API } from '@contract/api'
import type { FinanceConfig } from '@contract/models'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { applyCashout, cashoutAllowance, cashoutPage } from './cashout'
import { memberBalances } from './ledger'
import { createOrder, findOwnOrder, orderView, walletPay } from './orders'
import { launchPayment } from './payments'
import { listProducts } from './products'
import { chargePage, incomePage, ledgerPage } from './records'
import {
  AliPayBody,
  AllowanceSchema,
  ApplyCashoutBody,
  CashoutPageSchema,
  CashoutSchema,
  ChargePageSchema,
  CreateOrderBody,
  FinOrderSchema,
  LedgerPageSchema,
  OrderNoBody,
  PageBody,
  PayLaunchSchema,
  ProductSchema,
  ProductsBody,
  TenPayBody,
  WalletPayBody,
  WalletSchema
} from './schema'

export default async function financeRoutes(app: FastifyInstance) {
  const tags = ['finance']
  const financeConfig = (req: FastifyRequest): FinanceConfig => req.tenant.tenant.financeConfig

  postRoute(
    app,
    API.finance.getProducts,
    {
      summary: 'What the tenant sells of one kind (prices in fen)',
      tags,
      body: ProductsBody,
      response: Type.Array(ProductSchema)
    },
    async (req) => listProducts(app.db, req.tenant.tenant.tenantId, req.body.kind)
  )
  postRoute(
    app,
    API.finance.createFinOrder,
    {
      summary: 'Order a product; pay it within 30 minutes',
      tags,
      body: CreateOrderBody,
      response: FinOrderSchema,
      auth: true
    },
    async (req) => createOrder(app.db, authed(req), req.body, financeConfig(req))
  )
  postRoute(
    app,
    API.finance.getFinOrder,
    {
      summary: 'One of my orders (the cashier polls it after an external payment)',
      tags,
      body: OrderNoBody,
      response: FinOrderSchema,
      auth: true
    },
    async (req) => orderView(await findOwnOrder(app.db, authed(req), req.body.orderNo))
  )
  postRoute(
    app,
    API.finance.walletPay,
    {
      summary: 'Pay an order from the balance or with points',
      tags,
      body: WalletPayBody,
      response: FinOrderSchema,
      auth: true
    },
    async (req) => walletPay(app.db, authed(req), req.body.orderNo, req.body.account ?? 'balance', financeConfig(req))
  )
  postRoute(
    app,
    API.finance.tenPay,
    {
      summary: 'Start WeChat Pay (JSAPI in the messaging app and mini-program, H5 elsewhere)',
      tags,
      body: TenPayBody,
      response: PayLaunchSchema,
      auth: true
    },
    async (req) => launchPayment(app, req, authed(req), 'tenpay', req.body)
  )
  postRoute(
    app,
    API.finance.aliPay,
    { summary: 'Start an Alipay mobile-web payment', tags, body: AliPayBody, response: PayLaunchSchema, auth: true },
    async (req) => launchPayment(app, req, authed(req), 'alipay', req.body)
  )
  postRoute(
    app,
    API.finance.getWallet,
    { summary: 'My balance (fen), points and line credits', tags, body: EmptyBody, response: WalletSchema, auth: true },
    async (req) => {
      const who = authed(req)
      const b = await memberBalances(app.db, who.tenantId, who.userId)
      return { balance: b.balance, credit: b.credit, lineCredits: b.line }
    }
  )
  postRoute(
    app,
    API.finance.getPagedCharges,
    { summary: 'What I paid for, newest first', tags, body: PageBody, response: ChargePageSchema, auth: true },
    async (req) => chargePage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.finance.getPagedIncomes,
    {
      summary: 'Money that came into my balance, newest first',
      tags,
      body: PageBody,
      response: LedgerPageSchema,
      auth: true
    },
    async (req) => incomePage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.finance.getPagedCreditHis,
    { summary: 'Every points movement, newest first', tags, body: PageBody, response: LedgerPageSchema, auth: true },
    async (req) => ledgerPage(app.db, authed(req), 'credit', req.body)
  )
  postRoute(
    app,
    API.finance.getPagedCashoutHis,
    { summary: 'My withdrawals, newest first', tags, body: PageBody, response: CashoutPageSchema, auth: true },
    async (req) => cashoutPage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.finance.getCouldCashutAmount,
    {
      summary: 'How much I may withdraw now, and the rules',
      tags,
      body: EmptyBody,
      response: AllowanceSchema,
      auth: true
    },
    async (req) => cashoutAllowance(app.db, authed(req), financeConfig(req), req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.finance.applyCashout,
    {
      summary: 'Withdraw from the balance under the tenant’s cash-out rules',
      tags,
      body: ApplyCashoutBody,
      response: CashoutSchema,
      auth: true
    },
    async (req) => applyCashout(app, authed(req), req.body, financeConfig(req), req.tenant.tenant.timeZone)
  )
}
