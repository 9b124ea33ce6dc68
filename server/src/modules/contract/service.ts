import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type {
  CloseContractReq,
  ContractStatus,
  ContractTemplate,
  ContractPdf,
  ContractView,
  CreateContractReq,
  EsignCallbackReq,
  ManagedContractPageReq,
  SaveTemplateReq,
  SignContractReq
} from '@contract/contract'
import { SIGNATURE_MAX_BYTES } from '@contract/contract'
import type { CursorPage } from '@contract/love'
import type { FinanceConfig } from '@contract/models'
import { DAY_MS } from '@contract/time'
import type { Db, Queryable, Tx } from '../../db/client'
import {
  certifications,
  contracts,
  contractTemplates,
  crmLeads,
  finOrders,
  matchmakers,
  stores,
  users
} from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { PRIVATE_KEY_PREFIX } from '../../providers/storage'
import { BizError, forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { logPersonalDataAccess } from '../audit/service'
import { refundOrder } from '../finance/kernel'
import { closeUnpaidOrder, createFeeOrder, findOrder, lockOrderById, ORDER_TTL_MS } from '../finance/orders'
import { covers, officeScope, scopedStaffIds } from '../matchmaker/scope'
import type { EsignProvider } from './esign'
import { closeContract, lockContract, takeEffect, type ContractRow } from './fees'
import { requireLegalParty } from './party'
import { storedImageBytes } from '../image/ownership'
import { sniffImageType } from '../image/sniff'
import { renderContractPdf } from './pdf'
import { tenantTimeZone } from '../tenant/service'

/**
 * Service contracts. A matchmaker creates one for a customer they serve, copying a template's terms;
 * the customer signs it first (the server renders and stores the PDF of what was signed), then pays
 * it in the cashier (an order of kind `contract`, settled in fees.ts), and it takes effect when both
 * are done. From then on nothing changes the terms: only the meeting counter (the dates module) and
 * the status (complete, refund) move. 甲方 is the tenant's legal company (party.ts).
 */

export const CONTRACT_NOT_FOUND = '合同不存在'
export const TEMPLATE_NOT_FOUND = '合同模板不存在'
export const NOT_YOUR_CUSTOMER = '该会员不是你服务的客户'

type TemplateRow = typeof contractTemplates.$inferSelect
type Deps = Pick<ServerDeps, 'db' | 'storage'>
type Storage = ServerDeps['storage']

const iso = (d: Date | null) => d?.toISOString() ?? ''

export function templateView(r: TemplateRow): ContractTemplate {
  return {
    id: r.id,
    name: r.name,
    serviceItems: r.serviceItems,
    meetingQuota: r.meetingQuota,
    termDays: r.termDays,
    price: r.price,
    refundTerms: r.refundTerms,
    enabled: r.enabled,
    updatedAt: r.updatedAt.toISOString()
  }
}

/* ---------- templates ---------- */

/** Admins see every template to edit them; the other office staff the enabled ones they may sell. */
export async function listTemplates(db: Queryable, who: AuthedUser): Promise<ContractTemplate[]> {
  const scope = await officeScope(db, who)
  const rows = await db
    .select()
    .from(contractTemplates)
    .where(
      and(
        eq(contractTemplates.tenantId, who.tenantId),
        scope.kind === 'tenant' ? undefined : eq(contractTemplates.enabled, true)
      )
    )
    .orderBy(contractTemplates.price, contractTemplates.id)
  return rows.map(templateView)
}

/** Creates (id 0) or changes a template; contracts made from it keep the terms they copied. */
export async function saveTemplate(
  db: Db,
  who: AuthedUser,
  req: SaveTemplateReq,
  now: Date
): Promise<ContractTemplate> {
  const name = req.name.trim()
  const serviceItems = req.serviceItems.map((s) => s.trim()).filter(Boolean)
  if (!name) throw new BizError('请填写模板名称')
  if (serviceItems.length === 0) throw new BizError('请至少填写一项服务内容')
  const values = {
    name,
    serviceItems,
    meetingQuota: req.meetingQuota,
    termDays: req.termDays,
    price: req.price,
    refundTerms: req.refundTerms.trim(),
    enabled: req.enabled,
    updatedAt: now
  }
  if (req.id === 0) {
    const [row] = await db
      .insert(contractTemplates)
      .values({ tenantId: who.tenantId, ...values, createdAt: now })
      .returning()
    return templateView(row)
  }
  const [row] = await db
    .update(contractTemplates)
    .set(values)
    .where(and(eq(contractTemplates.tenantId, who.tenantId), eq(contractTemplates.id, req.id)))
    .returning()
  if (!row) throw notFound(TEMPLATE_NOT_FOUND)
  return templateView(row)
}

/* ---------- views ---------- */

interface Person {
  nickname: string
  avatar: string
  phone: string
}

/** Members by id with the name they show (the dating profile writes its nickname to the account). */
async function people(db: Queryable, tenantId: number, ids: number[]): Promise<Map<number, Person>> {
  const out = new Map<number, Person>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.headPic,
      phone: users.phone
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])))
  for (const r of rows) out.set(r.id, { nickname: r.nickname, avatar: r.avatar, phone: r.phone ?? '' })
  return out
}

/** The matchmakers' names on their public cards, falling back to their account's. */
async function matchmakerNames(db: Queryable, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  if (ids.length === 0) return out
  for (const [id, p] of await people(db, tenantId, ids)) out.set(id, p.nickname)
  const cards = await db
    .select({ userId: matchmakers.userId, name: matchmakers.name })
    .from(matchmakers)
    .where(and(eq(matchmakers.tenantId, tenantId), inArray(matchmakers.userId, [...new Set(ids)])))
  for (const c of cards) if (c.userId !== null) out.set(c.userId, c.name)
  return out
}

/** The order numbers still payable now, by order id. */
async function payableOrders(db: Queryable, tenantId: number, ids: number[], now: Date): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  if (ids.length === 0) return out
  const rows = await db
    .select({ id: finOrders.id, orderNo: finOrders.orderNo, status: finOrders.status, expiresAt: finOrders.expiresAt })
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, tenantId), inArray(finOrders.id, ids)))
  for (const r of rows) if (r.status === 'unpaid' && r.expiresAt > now) out.set(r.id, r.orderNo)
  return out
}

export async function contractViews(
  db: Queryable,
  tenantId: number,
  rows: ContractRow[],
  now: Date
): Promise<ContractView[]> {
  const customers = await people(
    db,
    tenantId,
    rows.map((r) => r.customerId)
  )
  const staff = await matchmakerNames(
    db,
    tenantId,
    rows.map((r) => r.matchmakerId)
  )
  const orders = await payableOrders(
    db,
    tenantId,
    rows.filter((r) => r.status === 'unpaid' && r.orderId !== null).map((r) => r.orderId as number),
    now
  )
  return rows.map((r) => ({
    id: r.id,
    contractNo: r.contractNo,
    templateId: r.templateId,
    customerId: r.customerId,
    customerName: customers.get(r.customerId)?.nickname ?? '',
    customerAvatar: customers.get(r.customerId)?.avatar ?? '',
    matchmakerId: r.matchmakerId,
    matchmakerName: staff.get(r.matchmakerId) ?? '',
    name: r.name,
    serviceItems: r.serviceItems,
    meetingQuota: r.meetingQuota,
    meetingsUsed: r.meetingsUsed,
    termDays: r.termDays,
    price: r.price,
    refundTerms: r.refundTerms,
    status: r.status,
    orderNo: r.status === 'unpaid' && r.orderId !== null ? (orders.get(r.orderId) ?? '') : '',
    paidAt: iso(r.paidAt),
    hasPdf: r.pdfKey !== '',
    pdfSha256: r.pdfSha256,
    signedAt: iso(r.signedAt),
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    closedAt: iso(r.closedAt),
    closeReason: r.closeReason,
    createdAt: r.createdAt.toISOString()
  }))
}

async function oneView(db: Queryable, row: ContractRow, now: Date): Promise<ContractView> {
  return (await contractViews(db, row.tenantId, [row], now))[0]
}

export async function findContract(db: Queryable, tenantId: number, id: number): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id)))
  return row
}

/** The customer, or office staff whose scope covers the contract's matchmaker; anyone else reads "not found". */
async function readableContract(db: Queryable, who: AuthedUser, id: number): Promise<ContractRow> {
  const row = await findContract(db, who.tenantId, id)
  if (row && row.customerId === who.userId) return row
  if (row && covers(await officeScope(db, who), row.matchmakerId)) return row
  throw notFound(CONTRACT_NOT_FOUND)
}

/** Staff whose scope covers the contract, with the row locked. */
async function managedContract(tx: Tx, who: AuthedUser, id: number): Promise<ContractRow> {
  const row = await lockContract(tx, who.tenantId, id)
  if (!row || !covers(await officeScope(tx, who), row.matchmakerId)) throw notFound(CONTRACT_NOT_FOUND)
  return row
}

/**
 * The signed PDF, for its customer or office staff whose scope covers its matchmaker. It names the
 * customer, their phone and signature: a staff member's read is logged as access to personal data in
 * the same transaction.
 */
export async function contractPdf(deps: Deps, who: AuthedUser, id: number, now: Date): Promise<ContractPdf> {
  return deps.db.transaction(async (tx) => {
    const c = await readableContract(tx, who, id)
    if (c.pdfKey === '') throw notFound('合同尚未签署，还没有PDF')
    const pdf = await deps.storage.get(c.pdfKey)
    if (!pdf) throw notFound('合同文件不存在，请联系客服')
    if (c.customerId !== who.userId) {
      await logPersonalDataAccess(tx, {
        tenantId: who.tenantId,
        staffUserId: who.userId,
        subjectUserId: c.customerId,
        fields: ['contract'],
        purpose: `contract:${c.id}`,
        at: now
      })
    }
    return { fileName: `${c.contractNo}.pdf`, base64: pdf.toString('base64') }
  })
}

/* ---------- the customer ---------- */

export async function myContracts(db: Queryable, who: AuthedUser, now: Date): Promise<ContractView[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, who.tenantId), eq(contracts.customerId, who.userId)))
    .orderBy(desc(contracts.id))
    .limit(50)
  return contractViews(db, who.tenantId, rows, now)
}

export async function getContract(db: Queryable, who: AuthedUser, id: number, now: Date): Promise<ContractView> {
  return oneView(db, await readableContract(db, who, id), now)
}

async function ownContract(tx: Tx, who: AuthedUser, id: number): Promise<ContractRow> {
  const row = await lockContract(tx, who.tenantId, id)
  if (!row || row.customerId !== who.userId) throw notFound(CONTRACT_NOT_FOUND)
  return row
}

const CLOSED_MESSAGES: Partial<Record<ContractStatus, string>> = {
  completed: '合同已完成',
  refunded: '合同已退款',
  cancelled: '合同已取消'
}

export const SIGN_BEFORE_PAYING = '请先签署合同，签署后再付款'

/**
 * The cashier order for a signed, unpaid contract: the one still payable, or a new one (the previous
 * one expired). Only the customer pays their contract, and only once she has signed it.
 */
export async function payContract(
  db: Db,
  who: AuthedUser,
  id: number,
  config: FinanceConfig,
  now: Date
): Promise<{ orderNo: string }> {
  return db.transaction(async (tx) => {
    const c = await ownContract(tx, who, id)
    if (c.status === 'unsigned') throw new BizError(SIGN_BEFORE_PAYING)
    if (c.status !== 'unpaid') throw new BizError(CLOSED_MESSAGES[c.status] ?? '合同已支付，无需重复支付')
    if (c.orderId !== null) {
      const orderNo = (await payableOrders(tx, who.tenantId, [c.orderId], now)).get(c.orderId)
      if (orderNo) return { orderNo }
    }
    const order = await createFeeOrder(
      tx,
      who,
      { kind: 'contract', title: c.name, amount: c.price, expiresAt: new Date(now.getTime() + ORDER_TTL_MS) },
      config,
      now
    )
    await tx
      .update(contracts)
      .set({ orderId: order.id, updatedAt: now })
      .where(and(eq(contracts.tenantId, c.tenantId), eq(contracts.id, c.id)))
    return { orderNo: order.orderNo }
  })
}

/** Unsigned (or paid before signing, the old order of things) contracts are signed, once. */
function assertSignable(c: ContractRow): void {
  if (c.status === 'unpaid') throw new BizError('合同已签署，请完成付款')
  if (c.status === 'signed') throw new BizError('合同已签署，不能重复签署')
  if (c.status !== 'unsigned' && c.status !== 'paid') throw new BizError(CLOSED_MESSAGES[c.status] ?? '合同不能签署')
}

/** The name a contract is signed in: the verified real name when there is one, else the member's nickname. */
async function signerOf(db: Queryable, tenantId: number, userId: number): Promise<Person> {
  const person = (await people(db, tenantId, [userId])).get(userId) ?? { nickname: '', avatar: '', phone: '' }
  const [cert] = await db
    .select({ data: certifications.data })
    .from(certifications)
    .where(
      and(
        eq(certifications.tenantId, tenantId),
        eq(certifications.userId, userId),
        eq(certifications.kind, 'realname'),
        eq(certifications.status, 'approved')
      )
    )
  const realName = cert?.data.kind === 'realname' ? cert.data.realName : ''
  return { ...person, nickname: realName || person.nickname }
}

async function pdfInput(
  tx: Queryable,
  storage: Storage,
  c: ContractRow,
  signedAt: Date | null,
  signature: Buffer | null
) {
  const partyA = await requireLegalParty(tx, c.tenantId)
  const signer = await signerOf(tx, c.tenantId, c.customerId)
  const [store] = c.storeId
    ? await tx
        .select({ name: stores.name })
        .from(stores)
        .where(and(eq(stores.tenantId, c.tenantId), eq(stores.id, c.storeId)))
    : []
  const startsAt = c.startsAt ?? signedAt
  return {
    timeZone: await tenantTimeZone(tx, c.tenantId),
    contractNo: c.contractNo,
    partyA,
    seal: await storedImageBytes(tx, storage, c.tenantId, partyA.sealUrl),
    customerName: signer.nickname,
    customerPhone: signer.phone,
    matchmakerName: (await matchmakerNames(tx, c.tenantId, [c.matchmakerId])).get(c.matchmakerId) ?? '',
    storeName: store?.name ?? '',
    name: c.name,
    serviceItems: c.serviceItems,
    meetingQuota: c.meetingQuota,
    termDays: c.termDays,
    price: c.price,
    refundTerms: c.refundTerms,
    startsAt,
    endsAt: startsAt ? new Date(startsAt.getTime() + c.termDays * DAY_MS) : null,
    signedAt,
    signature
  }
}

/**
 * private/t1/contracts/2026/11/<32 hex>.pdf (or .png for the signature drawn into it): under the
 * storage's private prefix, which is never served as a file (plugins/external/static.ts); the PDF is
 * read through getContractPdf alone, and the signature only inside it.
 */
function privateKey(tenantId: number, now: Date, extension: 'pdf' | 'png'): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${PRIVATE_KEY_PREFIX}t${tenantId}/contracts/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`
}

/**
 * Stores the signed PDF privately. A contract already paid takes effect now (its term starts, the
 * lead is protected); an unsigned one waits for the payment (fees.ts takes it from there).
 */
async function recordSigned(
  deps: Deps,
  tx: Tx,
  c: ContractRow,
  pdf: Buffer,
  signatureKey: string,
  now: Date
): Promise<ContractRow> {
  const key = privateKey(c.tenantId, now, 'pdf')
  await deps.storage.put(key, pdf, 'application/pdf')
  const [row] = await tx
    .update(contracts)
    .set({
      status: 'unpaid',
      signatureKey,
      pdfKey: key,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
      signedAt: now,
      updatedAt: now
    })
    .where(and(eq(contracts.tenantId, c.tenantId), eq(contracts.id, c.id)))
    .returning()
  return c.status === 'paid' ? takeEffect(tx, row, now) : row
}

const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,'

/** The drawn signature's PNG bytes, or a clear refusal: nothing but a PNG within the size goes into a contract. */
function signatureBytes(dataUrl: string): Buffer {
  const bytes = dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX)
    ? Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64')
    : Buffer.alloc(0)
  if (bytes.length === 0 || bytes.length > SIGNATURE_MAX_BYTES || sniffImageType(bytes) !== 'png')
    throw new BizError('签名图片不正确，请重新签名')
  return bytes
}

/**
 * The customer signs her contract with the signature she drew: the PDF is rendered with it, both are
 * stored as private files, the PDF's hash recorded, and the terms become immutable; then she pays.
 */
export async function signContract(
  deps: Deps,
  esign: EsignProvider,
  who: AuthedUser,
  req: SignContractReq,
  now: Date
): Promise<ContractView> {
  if (esign.mode !== 'offline') throw new BizError('请通过电子签页面完成签署')
  const row = await deps.db.transaction(async (tx) => {
    const c = await ownContract(tx, who, req.id)
    assertSignable(c)
    const signature = signatureBytes(req.signature)
    const pdf = await renderContractPdf(await pdfInput(tx, deps.storage, c, now, signature))
    const signatureKey = privateKey(c.tenantId, now, 'png')
    await deps.storage.put(signatureKey, signature, 'image/png')
    return recordSigned(deps, tx, c, pdf, signatureKey, now)
  })
  return oneView(deps.db, row, now)
}

/** With an e-sign provider: opens its signing flow for the unsigned PDF (once) and answers the signer's page. */
export async function startEsign(
  deps: Deps,
  esign: EsignProvider,
  who: AuthedUser,
  id: number,
  callbackUrl: string,
  now: Date
): Promise<{ signerUrl: string }> {
  if (esign.mode === 'offline') throw new BizError('本合同请在页面上手写签名')
  return deps.db.transaction(async (tx) => {
    const c = await ownContract(tx, who, id)
    assertSignable(c)
    if (c.esignFlowId) return { signerUrl: await esign.signerUrl(c.esignFlowId) }
    const input = await pdfInput(tx, deps.storage, c, null, null)
    const flow = await esign.createFlow({
      contractNo: c.contractNo,
      title: c.name,
      signerName: input.customerName,
      signerPhone: input.customerPhone,
      document: await renderContractPdf(input),
      callbackUrl
    })
    await tx
      .update(contracts)
      .set({ esignFlowId: flow.flowId, updatedAt: now })
      .where(and(eq(contracts.tenantId, c.tenantId), eq(contracts.id, c.id)))
    return { signerUrl: flow.signerUrl }
  })
}

/**
 * The provider's word that a flow ended. Verified first; a signed flow stores the provider's signed
 * document like our own PDF. Replays change nothing; a rejected flow can be started again.
 */
export async function esignCallback(
  deps: Deps,
  esign: EsignProvider,
  tenantId: number,
  body: EsignCallbackReq,
  now: Date
): Promise<{ ok: boolean }> {
  if (!esign.verifyCallback(body, now)) throw forbidden('回调签名不正确')
  const [found] = await deps.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.esignFlowId, body.flowId)))
  if (!found) throw notFound(CONTRACT_NOT_FOUND)
  const document = body.status === 'signed' ? await esign.signedDocument(body.flowId) : null
  await deps.db.transaction(async (tx) => {
    const c = (await lockContract(tx, tenantId, found.id))!
    if ((c.status !== 'unsigned' && c.status !== 'paid') || c.esignFlowId !== body.flowId) return
    if (!document) {
      await tx
        .update(contracts)
        .set({ esignFlowId: '', updatedAt: now })
        .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, c.id)))
      return
    }
    await recordSigned(deps, tx, c, document, '', now)
  })
  return { ok: true }
}

/* ---------- staff ---------- */

/** HT + the day in the tenant's city + the contract's id: unique per tenant, readable over the phone. */
function contractNoOf(id: number, now: Date, timeZone: string): string {
  return `HT${dayText(now, timeZone).replace(/-/g, '')}${String(id).padStart(6, '0')}`
}

/**
 * Whose customer the member is for this staff member: the lead's owner while they own it (or a
 * contract protects it) and the caller's scope covers them. An admin may also contract a member
 * nobody serves, as their own customer.
 */
async function servingMatchmaker(tx: Tx, who: AuthedUser, customerId: number, now: Date): Promise<number> {
  const scope = await officeScope(tx, who)
  const [lead] = await tx
    .select({ ownerId: crmLeads.ownerId, expiresAt: crmLeads.expiresAt, protectedBy: crmLeads.protectedByContractId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, who.tenantId), eq(crmLeads.userId, customerId)))
  const owner =
    lead?.ownerId != null && (lead.protectedBy !== null || (lead.expiresAt !== null && lead.expiresAt > now))
      ? lead.ownerId
      : null
  if (owner !== null && covers(scope, owner)) return owner
  if (owner === null && scope.kind === 'tenant') return who.userId
  throw forbidden(NOT_YOUR_CUSTOMER)
}

export async function createContract(
  db: Db,
  who: AuthedUser,
  req: CreateContractReq,
  now: Date
): Promise<ContractView> {
  if (req.customerId === who.userId) throw new BizError('不能给自己创建合同')
  const row = await db.transaction(async (tx) => {
    await requireLegalParty(tx, who.tenantId)
    // The customer's row serialises two contracts made for them at once.
    const [customer] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, who.tenantId), eq(users.id, req.customerId)))
      .for('no key update')
    if (!customer || customer.status !== 'active') throw notFound('会员不存在')
    const matchmakerId = await servingMatchmaker(tx, who, customer.id, now)
    const [template] = await tx
      .select()
      .from(contractTemplates)
      .where(and(eq(contractTemplates.tenantId, who.tenantId), eq(contractTemplates.id, req.templateId)))
    if (!template || !template.enabled) throw notFound('合同模板不存在或已停用')
    const [open] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, who.tenantId),
          eq(contracts.customerId, customer.id),
          inArray(contracts.status, ['unsigned', 'unpaid', 'paid'])
        )
      )
      .limit(1)
    if (open) throw new BizError('该客户还有待签署或待付款的合同')
    const [card] = await tx
      .select({ storeId: matchmakers.storeId })
      .from(matchmakers)
      .where(and(eq(matchmakers.tenantId, who.tenantId), eq(matchmakers.userId, matchmakerId)))
      .limit(1)
    const [created] = await tx
      .insert(contracts)
      .values({
        tenantId: who.tenantId,
        contractNo: `pending-${randomBytes(8).toString('hex')}`,
        templateId: template.id,
        customerId: customer.id,
        matchmakerId,
        storeId: card?.storeId ?? null,
        name: template.name,
        serviceItems: template.serviceItems,
        meetingQuota: template.meetingQuota,
        termDays: template.termDays,
        price: template.price,
        refundTerms: template.refundTerms,
        status: 'unsigned',
        createdAt: now,
        updatedAt: now
      })
      .returning()
    const [numbered] = await tx
      .update(contracts)
      .set({ contractNo: contractNoOf(created.id, now, await tenantTimeZone(tx, who.tenantId)) })
      .where(and(eq(contracts.tenantId, who.tenantId), eq(contracts.id, created.id)))
      .returning()
    return numbered
  })
  return oneView(db, row, now)
}

/** Contracts of the matchmakers the caller's scope covers, newest first. */
export async function managedContractPage(
  db: Queryable,
  who: AuthedUser,
  req: ManagedContractPageReq,
  now: Date
): Promise<CursorPage<ContractView>> {
  const staffIds = scopedStaffIds(await officeScope(db, who))
  const before = decodeIdCursor(req.cursor)
  const rows = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, who.tenantId),
        staffIds ? inArray(contracts.matchmakerId, staffIds) : undefined,
        req.status ? eq(contracts.status, req.status) : undefined,
        req.customerId ? eq(contracts.customerId, req.customerId) : undefined,
        before ? lt(contracts.id, before) : undefined
      )
    )
    .orderBy(desc(contracts.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: await contractViews(db, who.tenantId, page.list, now) }
}

/** A contract not yet signed or paid is withdrawn; its order can no longer be paid. */
export async function cancelContract(db: Db, who: AuthedUser, req: CloseContractReq, now: Date): Promise<ContractView> {
  const row = await db.transaction(async (tx) => {
    const seen = await findContract(tx, who.tenantId, req.id)
    // A payment locks the order, then the contract: cancelling takes them in the same order.
    const order = seen?.orderId ? await lockOrderById(tx, who.tenantId, seen.orderId) : undefined
    const c = await managedContract(tx, who, req.id)
    if (c.status !== 'unsigned' && c.status !== 'unpaid') throw new BizError('只有待签署或待付款的合同可以取消')
    if (order) await closeUnpaidOrder(tx, order)
    return closeContract(tx, c, 'cancelled', req.reason, now)
  })
  return oneView(db, row, now)
}

/** The service was delivered: the contract ends and no longer protects its customer. */
export async function completeContract(
  db: Db,
  who: AuthedUser,
  req: CloseContractReq,
  now: Date
): Promise<ContractView> {
  const row = await db.transaction(async (tx) => {
    const c = await managedContract(tx, who, req.id)
    if (c.status !== 'signed') throw new BizError('只有已生效的合同可以完成')
    return closeContract(tx, c, 'completed', req.reason, now)
  })
  return oneView(db, row, now)
}

/**
 * An admin refunds a paid or signed contract: what is left of what was paid goes back (money to the
 * balance, points to the points; a finance admin may have refunded part already) and the matchmaker's
 * and store's shares are reversed in proportion, all in one ledger transaction.
 */
export async function refundContract(db: Db, who: AuthedUser, req: CloseContractReq, now: Date): Promise<ContractView> {
  const reason = req.reason.trim()
  if (!reason) throw new BizError('请填写退款原因')
  const row = await db.transaction(async (tx) => {
    const seen = await findContract(tx, who.tenantId, req.id)
    // A payment locks the order, then the contract: refunding takes them in the same order.
    if (seen?.orderId) await lockOrderById(tx, who.tenantId, seen.orderId)
    const c = await managedContract(tx, who, req.id)
    if (c.status !== 'paid' && c.status !== 'signed') throw new BizError('只有已支付的合同可以退款')
    const order = c.orderId === null ? undefined : await findOrder(tx, c.tenantId, { id: c.orderId })
    if (!order || order.status !== 'paid') throw new BizError('找不到合同的支付记录')
    // Closed first: the refund that empties the order then finds no live contract to undo.
    const closed = await closeContract(tx, c, 'refunded', reason, now)
    await refundOrder(
      tx,
      order,
      { bizType: 'contract_refund', bizId: String(c.id), title: `服务合同退款：${c.name}` },
      now
    )
    return closed
  })
  return oneView(db, row, now)
}
