import { execFile } from 'node:child_process'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { ContractTemplate, ContractView, LegalParty, SaveTemplateReq } from '@contract/contract'
import { contracts, crmLeads, matchmakers, stores } from '../../src/db/schema'
import { HOST_A, HOST_B, type TestApp } from './app'
import { fund, ok } from './finance'
import { lover, member, type Lover } from './love'
import { grantRole } from './staff'
import { dataUrl, uploadedImage } from './upload'

const DAY = 24 * 60 * 60 * 1000

/** 甲方 of the test tenant: a well-formed 统一社会信用代码 (its check digit right). */
export const LEGAL_PARTY: Omit<LegalParty, 'sealUrl'> = {
  name: '杭州缘来婚恋服务有限公司',
  address: '浙江省杭州市西湖区文三路 90 号 5 楼',
  creditCode: '91330106MA2GL1234M'
}

export const tenantOf = (who: Lover) => (who.host === HOST_B ? 2 : 1)

/** 基础服务: three meetings in half a year for ¥2,999; tests override what they look at. */
export function templateInput(overrides: Partial<SaveTemplateReq> = {}): SaveTemplateReq {
  return {
    id: 0,
    name: '基础服务',
    serviceItems: ['专属红娘一对一服务', '精准匹配推荐', '线下约见安排'],
    meetingQuota: 3,
    termDays: 180,
    price: 299_900,
    refundTerms: '签署后 7 日内且未安排约见的，可全额退款。',
    enabled: true,
    ...overrides
  }
}

/** A drawn signature as the pad exports it: dark strokes on a transparent canvas, PNG. */
export async function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">
    <path d="M10 90 C 60 10, 110 10, 150 80 S 240 120, 290 30" stroke="#111" stroke-width="6" fill="none"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * The text of a PDF as a reader would extract it, page by page, with Mozilla's pdf.js. pdf.js ships ES
 * modules only, which this CommonJS test build cannot import, so a small node process does it.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `
    import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
    const chunks = []
    for await (const chunk of process.stdin) chunks.push(chunk)
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true }).promise
    let text = ''
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent()
      text += content.items.map((item) => item.str ?? '').join('') + '\\n'
    }
    process.stdout.write(text)`
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: path.resolve(__dirname, '../../..'), maxBuffer: 10 * 1024 * 1024 },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout))
    )
    child.stdin?.end(pdf)
  })
}

export interface Office {
  admin: Lover
  manager: Lover
  /** 西湖店's matchmaker, serving `customer`. */
  matchmaker: Lover
  /** A matchmaker of the other store. */
  otherMatchmaker: Lover
  customer: Lover
  otherMember: Lover
  foreignAdmin: Lover
  storeId: number
}

/**
 * What the contract suites do, on the suite's app. `app` is read at each call because the suite builds
 * its app in beforeAll, after this runs.
 */
export function contractKit(app: () => TestApp) {
  const send = <P extends ApiPath>(who: Lover | undefined, p: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
    app().call(p, body, { token: who?.token, host: who?.host ?? HOST_A })

  async function staff(role: 'admin' | 'matchmaker' | 'store_manager', host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), host === HOST_B ? 2 : 1, s.id, role)
    return s
  }

  async function store(tenantId: number, name: string, managerId: number | null): Promise<number> {
    const [row] = await app().app.db.insert(stores).values({ tenantId, name, managerId }).returning({ id: stores.id })
    return row.id
  }

  async function card(tenantId: number, userId: number, name: string, storeId: number | null): Promise<void> {
    await app().app.db.insert(matchmakers).values({ tenantId, userId, name, storeId })
  }

  /** The member as the matchmaker's lead, owned until `expiresAt` (30 days from now by default). */
  async function lead(customer: Lover, owner: Lover, expiresAt = new Date(Date.now() + 30 * DAY)): Promise<void> {
    await app()
      .app.db.insert(crmLeads)
      .values({
        tenantId: tenantOf(customer),
        userId: customer.id,
        source: 'register',
        ownerId: owner.id,
        claimedAt: new Date(),
        expiresAt
      })
  }

  async function leadOf(customer: Lover) {
    const [row] = await app()
      .app.db.select()
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, tenantOf(customer)), eq(crmLeads.userId, customer.id)))
    return row
  }

  /** 甲方 as an admin sets it, the seal uploaded by that admin. */
  async function legalParty(admin: Lover, overrides: Partial<LegalParty> = {}): Promise<LegalParty> {
    const sealUrl = await uploadedImage(app(), admin.token, admin.host)
    const party = { ...LEGAL_PARTY, sealUrl, ...overrides }
    await ok(send(admin, API.contract.saveLegalParty, party))
    return party
  }

  /**
   * A store with its manager and a matchmaker, another store's matchmaker, the first one's customer,
   * an admin; the tenant's legal company set (once per suite is enough, a second call sets it again).
   */
  async function office(): Promise<Office> {
    const admin = await staff('admin')
    const manager = await staff('store_manager')
    const matchmaker = await staff('matchmaker')
    const otherMatchmaker = await staff('matchmaker')
    const storeId = await store(1, '西湖旗舰店', manager.id)
    const otherStore = await store(1, '滨江门店', null)
    await card(1, matchmaker.id, '陈姐', storeId)
    await card(1, otherMatchmaker.id, '小周', otherStore)
    const customer = await lover(app(), { nickname: '陈默' })
    const otherMember = await lover(app(), { nickname: '周宁' })
    await lead(customer, matchmaker)
    const foreignAdmin = await staff('admin', HOST_B)
    await legalParty(admin)
    return { admin, manager, matchmaker, otherMatchmaker, customer, otherMember, foreignAdmin, storeId }
  }

  const template = (admin: Lover, overrides: Partial<SaveTemplateReq> = {}): Promise<ContractTemplate> =>
    ok(send(admin, API.contract.saveTemplate, templateInput(overrides)))

  const create = (by: Lover, templateId: number, customer: Lover): Promise<ContractView> =>
    ok(send(by, API.contract.createContract, { templateId, customerId: customer.id }))

  /** Funds the customer and pays the contract from their balance through the cashier. */
  async function pay(customer: Lover, c: ContractView): Promise<void> {
    const { orderNo } = await ok(send(customer, API.contract.payContract, { id: c.id }))
    await fund(app(), customer.id, c.price, tenantOf(customer))
    await ok(send(customer, API.finance.walletPay, { orderNo }))
  }

  /** A drawn signature as the pad sends it with the signing: its PNG as a data URL. */
  async function signature(): Promise<string> {
    return dataUrl('image/png', await signaturePng())
  }

  async function sign(customer: Lover, c: ContractView): Promise<ContractView> {
    return ok(send(customer, API.contract.signContract, { id: c.id, signature: await signature() }))
  }

  /** She signs first, then pays: the contract takes effect. */
  async function signAndPay(customer: Lover, c: ContractView): Promise<void> {
    await sign(customer, c)
    await pay(customer, c)
  }

  async function row(c: Pick<ContractView, 'id'>, tenantId = 1) {
    const [r] = await app()
      .app.db.select()
      .from(contracts)
      .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, c.id)))
    return r
  }

  /** The signed PDF as the route hands it to `who`. */
  async function pdf(who: Lover, c: { id: number }): Promise<Buffer> {
    const file = await ok(send(who, API.contract.getContractPdf, { id: c.id }))
    return Buffer.from(file.base64, 'base64')
  }

  return {
    send,
    staff,
    store,
    card,
    lead,
    leadOf,
    legalParty,
    office,
    template,
    create,
    pay,
    signature,
    sign,
    signAndPay,
    row,
    pdf
  }
}
