import { and, eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { CustomService, StaffCustomService } from '@contract/finance'
import { personalDataAccessLog } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { buy, expectLedgerSound, fund, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, userRow } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

const FAR_ID = 2_147_483_000
const PAGE = { pageNum: 1, pageSize: 50 }

const tenantOf = (who: Lover) => (who.host === HOST_B ? 2 : 1)
const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
  t.call(path, body, { token: who.token, host: who.host })

async function ok<T>(p: Promise<{ status: number; body: { code: number; msg: string; data: T } }>): Promise<T> {
  const res = await p
  if (res.body.code !== 20000) throw new Error(`${res.body.code} ${res.body.msg}`)
  return res.body.data
}

async function staff(role: 'admin' | 'auditor' | 'matchmaker', host?: string): Promise<Lover> {
  const s = await member(t, host)
  await grantRole(t, host === HOST_B ? 2 : 1, s.id, role)
  return s
}

/** The member pays for the tenant's first custom product from their balance; returns their service. */
async function customer(
  remark = '希望找一位温柔体贴、喜欢旅行的人',
  host?: string
): Promise<{ who: Lover; service: CustomService }> {
  const who = await lover(t, { nickname: '定制会员' }, host)
  const product = await productOf(t, 'custom', who.token, who.host)
  await fund(t, who.id, product.price, tenantOf(who))
  const order = await buy(t, who.token, product.id, remark, who.host)
  await ok(send(who, API.finance.walletPay, { orderNo: order.orderNo }))
  const [service] = await mine(who)
  return { who, service }
}

const mine = (who: Lover) => ok(send(who, API.loveLine.getMyCustomServices))
const list = (who: Lover, status?: StaffCustomService['status']) =>
  ok(send(who, API.loveLine.staffGetCustomServices, status ? { ...PAGE, status } : PAGE))
const update = (who: Lover, id: number, status: 'serving' | 'finished', note = '') =>
  send(who, API.loveLine.staffUpdateCustomService, { id, status, note })
const reveal = (who: Lover, id: number) => send(who, API.loveLine.staffRevealCustomContact, { id })
/** Who read the phone of this service's member, oldest first. */
const readsOf = (serviceId: number) =>
  t.app.db
    .select({
      staffUserId: personalDataAccessLog.staffUserId,
      subjectUserId: personalDataAccessLog.subjectUserId,
      fields: personalDataAccessLog.fields
    })
    .from(personalDataAccessLog)
    .where(and(eq(personalDataAccessLog.tenantId, 1), eq(personalDataAccessLog.purpose, `custom:${serviceId}`)))
    .orderBy(personalDataAccessLog.id)

describe('staff follow private customisation', () => {
  it("lists a paid service with the member's name, masked phone and requirements", async () => {
    const { who, service } = await customer()
    expect(service).toMatchObject({ status: 'waiting', note: '' })
    const matchmaker = await staff('matchmaker')
    const waiting = await list(matchmaker, 'waiting')
    const row = waiting.list.find((s) => s.id === service.id)
    const phone = (await userRow(t, 1, who.id)).phone as string
    expect(row).toEqual({
      ...service,
      userId: who.id,
      nickname: '定制会员',
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      handledAt: ''
    })
    expect(row?.remark).toBe('希望找一位温柔体贴、喜欢旅行的人')
    expect(waiting.list.every((s) => s.status === 'waiting')).toBe(true)
  })

  it('moves waiting → serving → finished; the member sees the status and the latest note', async () => {
    const { who, service } = await customer()
    const matchmaker = await staff('matchmaker')

    const serving = await ok(update(matchmaker, service.id, 'serving', ' 已电话联系，周六面谈 '))
    expect(serving).toMatchObject({ id: service.id, userId: who.id, status: 'serving', note: '已电话联系，周六面谈' })
    expect(serving.handledAt).not.toBe('')
    expect(await mine(who)).toEqual([{ ...service, status: 'serving', note: '已电话联系，周六面谈' }])
    expect((await list(matchmaker, 'serving')).list.map((s) => s.id)).toContain(service.id)
    expect((await list(matchmaker, 'waiting')).list.map((s) => s.id)).not.toContain(service.id)

    // A blank note keeps the one the member already reads.
    const finished = await ok(update(matchmaker, service.id, 'finished'))
    expect(finished).toMatchObject({ status: 'finished', note: '已电话联系，周六面谈' })
    expect((await mine(who))[0]).toMatchObject({ status: 'finished', note: '已电话联系，周六面谈' })
    expect((await mine(who))[0]).not.toHaveProperty('phone')

    const admin = await staff('admin')
    const closed = await ok(update(admin, (await customer()).service.id, 'finished', '已为会员匹配成功'))
    expect(closed).toMatchObject({ status: 'finished', note: '已为会员匹配成功' })
  })

  it('reveals the whole phone on request and logs who read it', async () => {
    const { who, service } = await customer()
    const matchmaker = await staff('matchmaker')
    // Naming another member is ignored: a service reveals its own buyer only.
    const bystander = await member(t)
    const contact = await ok(
      send(matchmaker, API.loveLine.staffRevealCustomContact, { id: service.id, userId: bystander.id })
    )
    expect(contact).toEqual({ userId: who.id, nickname: '定制会员', phone: (await userRow(t, 1, who.id)).phone })
    expect(await readsOf(service.id)).toEqual([
      { staffUserId: matchmaker.id, subjectUserId: who.id, fields: ['phone'] }
    ])
  })

  it('keeps a service taken on to its matchmaker and the admins', async () => {
    const { service } = await customer()
    const taker = await staff('matchmaker')
    const colleague = await staff('matchmaker')
    await ok(update(taker, service.id, 'serving', '开始跟进'))
    expectFailure(await reveal(colleague, service.id), 40300, '该定制服务由其他红娘负责，无法查看联系方式')
    await ok(reveal(taker, service.id))
    const admin = await staff('admin')
    await ok(reveal(admin, service.id))
    expect((await readsOf(service.id)).map((r) => r.staffUserId)).toEqual([taker.id, admin.id])
  })

  it('reveals nothing to members, auditors or another tenant, and logs nothing then', async () => {
    const { who, service } = await customer()
    for (const someone of [who, await member(t), await staff('auditor')])
      expectFailure(await reveal(someone, service.id), 40300, '没有权限')
    expectFailure(await reveal(await staff('admin', HOST_B), service.id), 40400, '定制服务不存在')
    expectFailure(await reveal(await staff('admin'), FAR_ID), 40400, '定制服务不存在')
    expectUnauthorized(await t.call(API.loveLine.staffRevealCustomContact, { id: service.id }))
    expect(await readsOf(service.id)).toEqual([])
  })

  it('never moves backwards or stays put', async () => {
    const { who, service } = await customer()
    const admin = await staff('admin')
    await ok(update(admin, service.id, 'serving', '开始跟进'))
    expectFailure(await update(admin, service.id, 'serving', '再来一次'), 40900, '该服务已是此状态或已结束')
    await ok(update(admin, service.id, 'finished'))
    expectFailure(await update(admin, service.id, 'serving'), 40900, '该服务已是此状态或已结束')
    expectFailure(await update(admin, service.id, 'finished', '又完成了'), 40900, '该服务已是此状态或已结束')
    expect((await mine(who))[0]).toMatchObject({ status: 'finished', note: '开始跟进' })
  })

  it('lists newest first, paged, and filters by status', async () => {
    const admin = await staff('admin')
    const older = (await customer('第一位会员的要求')).service
    const newer = (await customer('第二位会员的要求')).service
    const all = await list(admin)
    const ids = all.list.map((s) => s.id)
    expect(ids.slice(0, 2)).toEqual([newer.id, older.id])
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const first = await ok(send(admin, API.loveLine.staffGetCustomServices, { pageNum: 1, pageSize: 1 }))
    expect(first).toMatchObject({ total: all.total, pageNum: 1, pageSize: 1 })
    expect(first.list.map((s) => s.id)).toEqual([ids[0]])
    await ok(update(admin, older.id, 'serving'))
    const serving = await list(admin, 'serving')
    expect(serving.list.map((s) => s.id)).toContain(older.id)
    expect(serving.list.every((s) => s.status === 'serving')).toBe(true)
    expect(serving.total).toBe(serving.list.length)
  })

  it('is for admins and matchmakers only', async () => {
    const { who, service } = await customer()
    for (const someone of [who, await member(t), await staff('auditor')]) {
      expectFailure(await send(someone, API.loveLine.staffGetCustomServices, PAGE), 40300, '没有权限')
      expectFailure(await update(someone, service.id, 'serving'), 40300, '没有权限')
    }
    expect((await mine(who))[0].status).toBe('waiting')
  })

  it('keeps tenants apart; unknown services are not found', async () => {
    const { who, service } = await customer()
    const other = await staff('admin', HOST_B)
    expect((await list(other)).list.map((s) => s.userId)).not.toContain(who.id)
    expectFailure(await update(other, service.id, 'serving'), 40400, '定制服务不存在')
    expect((await mine(who))[0].status).toBe('waiting')
    expectFailure(await update(await staff('matchmaker'), FAR_ID, 'finished'), 40400, '定制服务不存在')

    // Tenant B's own services are B's staff's business only.
    const b = await customer('乙城会员的要求', HOST_B)
    expect((await list(other)).list.map((s) => s.id)).toContain(b.service.id)
    expect((await list(await staff('admin'))).list.map((s) => s.id)).not.toContain(b.service.id)
    expect((await mine(b.who))[0].status).toBe('waiting')
  })

  it('answers 401 when logged out', async () => {
    expectUnauthorized(await t.call(API.loveLine.staffGetCustomServices, PAGE))
    expectUnauthorized(await t.call(API.loveLine.staffUpdateCustomService, { id: 1, status: 'serving', note: '' }))
  })

  it('refuses bad input with a Chinese message', async () => {
    const { service } = await customer()
    const admin = await staff('admin')
    const bad = (body: Record<string, unknown>) => send(admin, API.loveLine.staffUpdateCustomService, body)
    expectFailure(await bad({ id: service.id, status: 'waiting', note: '' }), 40000, '请选择开始服务或完成服务')
    expectFailure(await bad({ id: service.id, note: '' }), 40000, '请选择开始服务或完成服务')
    expectFailure(await bad({ id: service.id, status: 'serving' }), 40000, '备注最多200个字')
    expectFailure(await bad({ id: service.id, status: 'serving', note: '注'.repeat(201) }), 40000, '备注最多200个字')
    expectFailure(await bad({ id: 0, status: 'serving', note: '' }), 40000, '编号不正确')
    expectFailure(
      await send(admin, API.loveLine.staffGetCustomServices, { ...PAGE, status: 'done' }),
      40000,
      '状态不正确'
    )
    expectFailure(
      await send(admin, API.loveLine.staffGetCustomServices, { pageNum: 0, pageSize: 20 }),
      40000,
      '页码不正确'
    )
    expect((await list(admin, 'waiting')).list.map((s) => s.id)).toContain(service.id)
  })
})
