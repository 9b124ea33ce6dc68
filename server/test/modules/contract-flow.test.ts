import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { LEGAL_PARTY_MISSING, quotaText } from '@contract/contract'
import {
  contractParties,
  contracts,
  finOrders,
  ledgerEntries,
  ledgerTxns,
  personalDataAccessLog,
  stores,
  uploads
} from '../../src/db/schema'
import { checkLedger } from '../../src/modules/finance/ledger'
import { buildTestApp, type TestApp } from '../helpers/app'
import { contractKit, LEGAL_PARTY, pdfText, type Office } from '../helpers/contract'
import { fund, ok } from '../helpers/finance'
import { expectFailure } from '../helpers/members'
import { fetchBytes, uploadedImage } from '../helpers/upload'

let t: TestApp
const kit = contractKit(() => t)
const { send } = kit
let o: Office

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  o = await kit.office()
})
afterAll(async () => {
  expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
  await t.close()
})

const walletOf = async (who: Office['customer']) => ok(send(who, API.finance.getWallet))

describe('a customer signs, then pays, the contract their matchmaker made', () => {
  it('copies the template, is signed with a drawn signature, then paid in the cashier, and takes effect', async () => {
    const tpl = await kit.template(o.admin)
    const created = await kit.create(o.matchmaker, tpl.id, o.customer)
    expect(created).toMatchObject({
      status: 'unsigned',
      customerId: o.customer.id,
      customerName: '陈默',
      matchmakerId: o.matchmaker.id,
      matchmakerName: '陈姐',
      name: '基础服务',
      meetingQuota: 3,
      meetingsUsed: 0,
      price: 299_900,
      orderNo: '',
      hasPdf: false
    })
    expect(created.contractNo).toMatch(/^HT\d{8}\d{6}$/)
    expect(await kit.row(created)).toMatchObject({ storeId: o.storeId })

    // The customer sees it in "my contracts" with the quota counter, and whom she contracts with.
    const mine = await ok(send(o.customer, API.contract.getMyContracts))
    expect(mine.list.map((c) => c.id)).toEqual([created.id])
    expect(quotaText(mine.list[0])).toBe('已约见 0/3 次')
    const detail = await ok(send(o.customer, API.contract.getContract, { id: created.id }))
    expect(detail.partyA).toMatchObject(LEGAL_PARTY)

    // Paying before signing is refused.
    expectFailure(
      await send(o.customer, API.contract.payContract, { id: created.id }),
      ErrorCode.BadRequest,
      '请先签署合同，签署后再付款'
    )

    // Signing renders the PDF, keeps it and the signature as private files, and records the PDF's hash;
    // the contract waits for the payment and does not run yet.
    const signed = await kit.sign(o.customer, created)
    expect(signed).toMatchObject({ status: 'unpaid', hasPdf: true, startsAt: '', endsAt: '' })
    expect(signed).not.toHaveProperty('signatureUrl')
    expect((await kit.leadOf(o.customer)).protectedByContractId).toBeNull()
    const { signatureKey } = await kit.row(signed)
    expect(signatureKey).toMatch(/^private\/t1\/contracts\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)
    expect((await t.request({ url: `/uploads/${signatureKey}` })).status).toBe(404)
    const uploaded = await t.app.db.select().from(uploads).where(eq(uploads.userId, o.customer.id))
    expect(uploaded).toEqual([])
    const file = await kit.pdf(o.customer, signed)
    expect(createHash('sha256').update(file).digest('hex')).toBe(signed.pdfSha256)
    const text = await pdfText(file)
    expect(text).toContain('婚恋服务合同')
    expect(text).toContain(signed.contractNo)
    // 甲方 is the legal company, with its address and credit code, not the brand.
    expect(text).toContain(`甲方（服务方）：${LEGAL_PARTY.name}`)
    expect(text).toContain(LEGAL_PARTY.address)
    expect(text).toContain(`统一社会信用代码：${LEGAL_PARTY.creditCode}`)
    expect(text).not.toContain('甲方（服务方）：甲城婚恋')
    expect(text).toContain('陈默')
    expect(text).toContain('陈姐（西湖旗舰店）')
    expect(text).toContain('¥2,999')
    expect(text).toContain('3 次')
    expect(text).toContain('本合同经乙方签署并付清服务费用后生效')
    expect(text).toContain('签署后 7 日内且未安排约见的，可全额退款。')
    expectFailure(
      await send(o.customer, API.contract.signContract, { id: created.id, signature: await kit.signature() }),
      ErrorCode.BadRequest,
      '合同已签署，请完成付款'
    )

    // Paying: an order of kind contract in the cashier, the same one on a second tap.
    const first = await ok(send(o.customer, API.contract.payContract, { id: created.id }))
    const again = await ok(send(o.customer, API.contract.payContract, { id: created.id }))
    expect(again.orderNo).toBe(first.orderNo)
    const order = await ok(send(o.customer, API.finance.getFinOrder, { orderNo: first.orderNo }))
    expect(order).toMatchObject({ kind: 'contract', amount: 299_900, title: '基础服务', status: 'unpaid' })
    expect((await ok(send(o.customer, API.contract.getContract, { id: created.id }))).orderNo).toBe(first.orderNo)

    expectFailure(
      await send(o.customer, API.finance.walletPay, { orderNo: first.orderNo }),
      ErrorCode.InsufficientFunds,
      '余额不足'
    )
    await kit.pay(o.customer, created)
    const effective = await ok(send(o.customer, API.contract.getContract, { id: created.id }))
    expect(effective).toMatchObject({
      status: 'signed',
      orderNo: '',
      esignMode: 'offline',
      pdfSha256: signed.pdfSha256
    })
    expect(effective.paidAt).not.toBe('')
    expect(new Date(effective.endsAt).getTime() - new Date(effective.startsAt).getTime()).toBe(180 * 24 * 3600 * 1000)
    expect((await walletOf(o.customer)).balance).toBe(0)
    expectFailure(
      await send(o.customer, API.contract.payContract, { id: created.id }),
      ErrorCode.BadRequest,
      '合同已支付，无需重复支付'
    )

    // The lead is protected by the contract once it is in effect, and stays with the matchmaker.
    expect(await kit.leadOf(o.customer)).toMatchObject({
      ownerId: o.matchmaker.id,
      protectedByContractId: created.id,
      stage: 'contract'
    })

    // Signing again is refused; the staff list shows it in effect.
    expectFailure(
      await send(o.customer, API.contract.signContract, {
        id: created.id,
        signature: await kit.signature()
      }),
      ErrorCode.BadRequest,
      '合同已签署，不能重复签署'
    )
    const page = await ok(
      send(o.matchmaker, API.contract.getManagedContractPage, {
        status: 'signed',
        customerId: 0,
        cursor: '',
        pageSize: 20
      })
    )
    expect(page.list.map((c) => c.id)).toEqual([created.id])
  })

  it('an order opened for an unsigned contract is not paid from the balance: she signs first', async () => {
    const x = await kit.office()
    const tpl = await kit.template(x.admin)
    const c = await kit.create(x.matchmaker, tpl.id, x.customer)
    // An order left from before contracts were signed first.
    await kit.sign(x.customer, c)
    const { orderNo } = await ok(send(x.customer, API.contract.payContract, { id: c.id }))
    await t.app.db
      .update(contracts)
      .set({ status: 'unsigned', signedAt: null })
      .where(and(eq(contracts.tenantId, 1), eq(contracts.id, c.id)))
    await fund(t, x.customer.id, c.price, 1)
    expectFailure(
      await send(x.customer, API.finance.walletPay, { orderNo }),
      ErrorCode.OrderNotPayable,
      '请先签署合同，签署后再付款'
    )
    expect((await walletOf(x.customer)).balance).toBe(c.price)
    expect((await kit.row(c)).status).toBe('unsigned')
  })
})

describe('甲方: the legal company an admin sets', () => {
  it('refuses to issue contracts until it is set, and shows the office what is missing', async () => {
    const y = await kit.office()
    const tpl = await kit.template(y.admin)
    const party = await ok(send(y.matchmaker, API.contract.getLegalParty))
    expect(party).toMatchObject({ complete: true, party: LEGAL_PARTY })
    await t.app.db.delete(contractParties).where(eq(contractParties.tenantId, 1))
    expect(await ok(send(y.admin, API.contract.getLegalParty))).toEqual({
      complete: false,
      party: { name: '', address: '', creditCode: '', sealUrl: '' }
    })
    expectFailure(
      await send(y.matchmaker, API.contract.createContract, { templateId: tpl.id, customerId: y.customer.id }),
      ErrorCode.BadRequest,
      LEGAL_PARTY_MISSING
    )
    await kit.legalParty(y.admin)
    expect((await kit.create(y.matchmaker, tpl.id, y.customer)).status).toBe('unsigned')
  })

  it('validates the name, address, 18-character credit code and its check digit, and the seal', async () => {
    const z = await kit.office()
    const seal = await uploadedImage(t, z.admin.token)
    const body = { ...LEGAL_PARTY, sealUrl: seal }
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写公司名称（最多60字）'],
      [{ address: '杭州' }, '请填写公司注册地址（最多120字）'],
      [{ creditCode: '9133010' }, '统一社会信用代码应为18位数字或大写字母'],
      [{ creditCode: '91330106MA2GL1234I' }, '统一社会信用代码应为18位数字或大写字母'],
      [{ creditCode: '91330106MA2GL12340' }, '统一社会信用代码校验位不正确，请与营业执照核对']
    ]
    for (const [change, msg] of cases) {
      expectFailure(await send(z.admin, API.contract.saveLegalParty, { ...body, ...change }), ErrorCode.BadRequest, msg)
    }
    // A seal that is not a file this server stored for the admin is refused.
    const someoneElses = await uploadedImage(t, z.customer.token)
    for (const sealUrl of [someoneElses, 'https://evil.example.com/seal.png']) {
      const res = await send(z.admin, API.contract.saveLegalParty, { ...body, sealUrl })
      expect(res.body.code).not.toBe(20000)
      expect(res.body.msg).toBe('图片不正确，请重新上传')
    }
    // Only admins set it; a matchmaker reads it; another tenant's admin sees its own, empty one.
    expectFailure(await send(z.matchmaker, API.contract.saveLegalParty, body), ErrorCode.Forbidden, '没有权限')
    expect((await ok(send(z.foreignAdmin, API.contract.getLegalParty))).complete).toBe(false)
    const saved = await ok(send(z.admin, API.contract.saveLegalParty, body))
    expect(saved).toEqual({ complete: true, party: { ...LEGAL_PARTY, sealUrl: seal } })
  })
})

describe('the signed PDF is no public file', () => {
  it('reaches its customer and the office staff in scope through the route alone, uncached, each staff read logged', async () => {
    const tpl = await kit.template(o.admin)
    const created = await kit.create(o.matchmaker, tpl.id, o.customer)
    await kit.signAndPay(o.customer, created)
    const c = await kit.row(created)
    const { pdfKey } = await kit.row(c)
    expect(pdfKey).toMatch(/^private\/t1\/contracts\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/)
    for (const url of [`/uploads/${pdfKey}`, `/uploads/t1/..%2F${pdfKey}`, `/uploads/%70rivate/${pdfKey.slice(8)}`]) {
      expect((await fetchBytes(t, url)).status).toBe(404)
    }
    // One signed before the private prefix existed is sealed all the same.
    await t.app.storage.put('t1/contracts/2026/01/legacy.pdf', Buffer.from('%PDF-1.4'), 'application/pdf')
    expect((await fetchBytes(t, '/uploads/t1/contracts/2026/01/legacy.pdf')).status).toBe(404)

    const res = await t.request({
      method: 'POST',
      url: API.contract.getContractPdf,
      headers: { 'content-type': 'application/json', authorization: o.customer.token },
      body: JSON.stringify({ id: c.id })
    })
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.json()).toMatchObject({ code: 20000, data: { fileName: `${c.contractNo}.pdf` } })

    const logged = () => t.app.db.select().from(personalDataAccessLog).where(eq(personalDataAccessLog.tenantId, 1))
    const before = (await logged()).length
    expect(await kit.pdf(o.matchmaker, c)).toEqual(await kit.pdf(o.customer, c))
    expect((await logged()).slice(before)).toEqual([
      expect.objectContaining({
        staffUserId: o.matchmaker.id,
        subjectUserId: o.customer.id,
        fields: ['contract'],
        purpose: `contract:${c.id}`
      })
    ])
    for (const outsider of [o.otherMember, o.otherMatchmaker, o.foreignAdmin]) {
      expectFailure(await send(outsider, API.contract.getContractPdf, { id: c.id }), ErrorCode.NotFound, '合同不存在')
    }
    expect((await logged()).length).toBe(before + 1)
  })

  it('an unsigned contract has none to read', async () => {
    const tpl = await kit.template(o.admin)
    const c = await kit.create(o.matchmaker, tpl.id, o.customer)
    expectFailure(
      await send(o.customer, API.contract.getContractPdf, { id: c.id }),
      ErrorCode.NotFound,
      '合同尚未签署，还没有PDF'
    )
  })
})

describe('a signed contract is immutable', () => {
  it('keeps its terms, signature and PDF when the template changes and nothing edits it', async () => {
    const customer = await kit.office()
    const tpl = await kit.template(customer.admin, { name: '尊享服务', meetingQuota: 8, price: 880_000 })
    const c = await kit.create(customer.matchmaker, tpl.id, customer.customer)
    await kit.signAndPay(customer.customer, c)
    const before = await kit.row(c)

    await ok(
      send(customer.admin, API.contract.saveTemplate, {
        ...tpl,
        name: '尊享服务（新版）',
        serviceItems: ['改过的服务'],
        meetingQuota: 20,
        termDays: 30,
        price: 100,
        refundTerms: '不退款',
        enabled: false
      })
    )
    // A second contract can't be made from a disabled template; the signed one is as it was.
    expectFailure(
      await send(customer.matchmaker, API.contract.createContract, {
        templateId: tpl.id,
        customerId: customer.customer.id
      }),
      ErrorCode.NotFound,
      '合同模板不存在或已停用'
    )
    // Closing routes don't touch a signed contract's terms either.
    expectFailure(
      await send(customer.matchmaker, API.contract.cancelContract, { id: c.id, reason: '' }),
      ErrorCode.BadRequest,
      '只有待签署或待付款的合同可以取消'
    )
    const after = await kit.row(c)
    expect(after).toEqual(before)
    const view = await ok(send(customer.customer, API.contract.getContract, { id: c.id }))
    expect(view).toMatchObject({
      name: '尊享服务',
      meetingQuota: 8,
      price: 880_000,
      serviceItems: ['专属红娘一对一服务', '精准匹配推荐', '线下约见安排'],
      pdfSha256: before.pdfSha256
    })
    const file = await kit.pdf(customer.customer, view)
    expect(createHash('sha256').update(file).digest('hex')).toBe(before.pdfSha256)
  })

  it('terms come from the template only: fields smuggled into create or sign change nothing', async () => {
    const x = await kit.office()
    const tpl = await kit.template(x.admin)
    const smuggled = { price: 1, meetingQuota: 99, meetingsUsed: 0, status: 'signed', name: '免费服务' }
    const c = await ok(
      send(x.matchmaker, API.contract.createContract, { templateId: tpl.id, customerId: x.customer.id, ...smuggled })
    )
    expect(c).toMatchObject({ price: 299_900, meetingQuota: 3, status: 'unsigned', name: '基础服务' })
    const signed = await ok(
      send(x.customer, API.contract.signContract, {
        id: c.id,
        signature: await kit.signature(),
        ...smuggled,
        meetingsUsed: 3
      })
    )
    expect(signed).toMatchObject({ price: 299_900, meetingQuota: 3, meetingsUsed: 0, name: '基础服务' })
  })
})

describe('refund', () => {
  it('gives the money back to the balance in one ledger transaction, clears the protection, and happens once', async () => {
    const x = await kit.office()
    // The store earns 5% of what its matchmakers' customers pay; the refund takes it back.
    await t.app.db.update(stores).set({ shareBasisPoints: 500 }).where(eq(stores.id, x.storeId))
    const tpl = await kit.template(x.admin)
    const c = await kit.create(x.matchmaker, tpl.id, x.customer)
    await kit.signAndPay(x.customer, c)
    expect((await walletOf(x.customer)).balance).toBe(0)
    expect((await walletOf(x.manager)).balance).toBe(14_995)

    // Reason required; matchmakers and store managers may not refund.
    expectFailure(
      await send(x.admin, API.contract.refundContract, { id: c.id, reason: ' ' }),
      ErrorCode.BadRequest,
      '请填写退款原因'
    )
    for (const who of [x.matchmaker, x.manager, x.customer]) {
      expectFailure(
        await send(who, API.contract.refundContract, { id: c.id, reason: '客户申请' }),
        ErrorCode.Forbidden,
        '没有权限'
      )
    }
    const refunded = await ok(send(x.admin, API.contract.refundContract, { id: c.id, reason: '客户申请退款' }))
    expect(refunded).toMatchObject({ status: 'refunded', closeReason: '客户申请退款' })
    expect((await walletOf(x.customer)).balance).toBe(299_900)
    expect((await walletOf(x.manager)).balance).toBe(0)
    expect(await kit.leadOf(x.customer)).toMatchObject({ protectedByContractId: null })

    const [txn] = await t.app.db
      .select()
      .from(ledgerTxns)
      .where(and(eq(ledgerTxns.bizType, 'contract_refund'), eq(ledgerTxns.bizId, String(c.id))))
    expect(txn.title).toBe('服务合同退款：基础服务')
    const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.txnId, txn.id))
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0)
    // The customer's refund and the store's reversed share are one transaction.
    expect(entries.filter((e) => e.userId !== null).map((e) => [e.userId, e.amount])).toEqual(
      expect.arrayContaining([
        [x.customer.id, 299_900],
        [x.manager.id, -14_995]
      ])
    )
    expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })

    expectFailure(
      await send(x.admin, API.contract.refundContract, { id: c.id, reason: '再退一次' }),
      ErrorCode.BadRequest,
      '只有已支付的合同可以退款'
    )
    expect((await walletOf(x.customer)).balance).toBe(299_900)
  })

  it('a signed, unpaid contract is cancelled, not refunded, and its order can no longer be paid', async () => {
    const x = await kit.office()
    const tpl = await kit.template(x.admin)
    const c = await kit.create(x.matchmaker, tpl.id, x.customer)
    await kit.sign(x.customer, c)
    const { orderNo } = await ok(send(x.customer, API.contract.payContract, { id: c.id }))
    expectFailure(
      await send(x.admin, API.contract.refundContract, { id: c.id, reason: '退款' }),
      ErrorCode.BadRequest,
      '只有已支付的合同可以退款'
    )
    const cancelled = await ok(send(x.matchmaker, API.contract.cancelContract, { id: c.id, reason: '客户改主意' }))
    expect(cancelled).toMatchObject({ status: 'cancelled', orderNo: '' })
    const [order] = await t.app.db.select().from(finOrders).where(eq(finOrders.orderNo, orderNo))
    expect(order.status).toBe('closed')
    expectFailure(
      await send(x.customer, API.finance.walletPay, { orderNo }),
      ErrorCode.OrderNotPayable,
      '订单已过期，请重新下单'
    )
    expectFailure(await send(x.customer, API.contract.payContract, { id: c.id }), ErrorCode.BadRequest, '合同已取消')
  })

  it('a completed contract releases the lead; the quota counter shows what the dates used', async () => {
    const x = await kit.office()
    const tpl = await kit.template(x.admin)
    const c = await kit.create(x.matchmaker, tpl.id, x.customer)
    await kit.signAndPay(x.customer, c)
    await t.app.db
      .update(contracts)
      .set({ meetingsUsed: 2 })
      .where(and(eq(contracts.tenantId, 1), eq(contracts.id, c.id)))
    expect(quotaText(await ok(send(x.customer, API.contract.getContract, { id: c.id })))).toBe('已约见 2/3 次')
    const done = await ok(send(x.matchmaker, API.contract.completeContract, { id: c.id, reason: '' }))
    expect(done.status).toBe('completed')
    expect(await kit.leadOf(x.customer)).toMatchObject({ protectedByContractId: null, ownerId: x.matchmaker.id })
  })
})
