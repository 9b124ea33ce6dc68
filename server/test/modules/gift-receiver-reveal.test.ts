import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import type { MallExchange } from '@contract/gift'
import { personalDataAccessLog } from '../../src/db/schema'
import { eraseExchangesOf } from '../../src/modules/gift/privacy'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectLedgerSound, ok } from '../helpers/finance'
import { mallKit, RECEIVER } from '../helpers/gift'
import { type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

let t: TestApp
const app = () => t
const { send, staff, memberWith, goods, exchanged } = mallKit(app)

let admin: Lover
let clerk: Lover
let mugId: number
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await staff('admin')
  clerk = await staff('matchmaker')
  mugId = (await goods(admin, { kind: 'ship', name: '定制情侣马克杯', stock: 100 })).id
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

/** How every staff list shows RECEIVER (the masks of types/privacy.ts). */
const MASKED = { name: '陈*', phone: '139****5678', address: '浙江省杭州市****' }

/** A member's pending exchange of the mug, mailed to RECEIVER. */
async function mailed(): Promise<{ owner: Lover; e: MallExchange }> {
  const owner = await memberWith(300)
  return { owner, e: await exchanged(owner, { goodsId: mugId, receiver: RECEIVER }) }
}

const reveal = (who: Lover, exchangeId: number) => send(who, API.gift.staffRevealExchangeReceiver, { exchangeId })
const ship = (who: Lover, exchangeId: number) =>
  ok(send(who, API.gift.staffFulfilExchange, { exchangeId, trackingNote: '顺丰速运 SF1234567890' }))

/** The access log rows a reveal of this exchange wrote, oldest first. */
const logOf = (exchangeId: number) =>
  t.app.db
    .select()
    .from(personalDataAccessLog)
    .where(eq(personalDataAccessLog.purpose, `exchange:${exchangeId}`))
    .orderBy(personalDataAccessLog.id)

describe('the exchange desk', () => {
  it('shows staff the receiver masked, in the queue and in what shipping or cancelling answers; the member sees it whole', async () => {
    const { owner, e } = await mailed()
    const queue = await ok(send(clerk, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 50, status: 'pending' }))
    expect(queue.list.find((x) => x.id === e.id)?.receiver).toEqual(MASKED)
    expect(JSON.stringify(queue)).not.toContain(RECEIVER.phone)
    expect(JSON.stringify(queue)).not.toContain(RECEIVER.address)

    expect((await ship(clerk, e.id)).receiver).toEqual(MASKED)
    const other = await mailed()
    const cancelled = await ok(
      send(clerk, API.gift.staffCancelExchange, { exchangeId: other.e.id, reason: '商品暂时缺货' })
    )
    expect(cancelled.receiver).toEqual(MASKED)

    const mine = await ok(send(owner, API.gift.getMyExchangePage, { pageNum: 1, pageSize: 10 }))
    expect(mine.list.find((x) => x.id === e.id)?.receiver).toEqual(RECEIVER)
    expect(await logOf(e.id)).toEqual([])
  })
})

describe('查看收货信息', () => {
  it('gives the shipper the whole receiver and logs the read once, with what was read and why', async () => {
    const { owner, e } = await mailed()
    expect(await ok(reveal(clerk, e.id))).toEqual(RECEIVER)
    expect(await logOf(e.id)).toEqual([
      {
        tenantId: 1,
        id: expect.any(Number),
        staffUserId: clerk.id,
        subjectUserId: owner.id,
        fields: ['name', 'phone', 'address'],
        purpose: `exchange:${e.id}`,
        createdAt: expect.any(Date)
      }
    ])
  })

  it('refuses members, other roles, staff of another city and unknown exchanges, logging nothing', async () => {
    const { owner, e } = await mailed()
    const auditor = await staff('auditor')
    for (const who of [owner, await memberWith(0), auditor]) expectFailure(await reveal(who, e.id), 40300, '没有权限')
    const adminB = await staff('admin', HOST_B)
    expectFailure(await reveal(adminB, e.id), ErrorCode.NotFound, '兑换记录不存在')
    expectFailure(await reveal(clerk, 2_147_483_000), ErrorCode.NotFound, '兑换记录不存在')
    expectUnauthorized(await t.call(API.gift.staffRevealExchangeReceiver, { exchangeId: e.id }))
    expect(await logOf(e.id)).toEqual([])
  })

  it('refuses a voucher, which has no receiver, and a cancelled exchange, which goes nowhere', async () => {
    const voucher = await goods(admin, { kind: 'voucher', name: '星巴克中杯咖啡券' })
    const v = await exchanged(await memberWith(100), { goodsId: voucher.id })
    expectFailure(await reveal(clerk, v.id), ErrorCode.BadRequest, '到店核销的兑换没有收货信息')

    const byMember = await mailed()
    await ok(send(byMember.owner, API.gift.cancelExchange, { exchangeId: byMember.e.id }))
    const byStaff = await mailed()
    await ok(send(clerk, API.gift.staffCancelExchange, { exchangeId: byStaff.e.id, reason: '收货信息有误' }))
    // Not even the one who cancelled it, nor an admin.
    for (const [who, id] of [
      [clerk, byMember.e.id],
      [clerk, byStaff.e.id],
      [admin, byStaff.e.id]
    ] as const)
      expectFailure(await reveal(who, id), ErrorCode.NotFound, '该兑换已取消，不再提供收货信息')
    for (const id of [v.id, byMember.e.id, byStaff.e.id]) expect(await logOf(id)).toEqual([])
  })

  it('lets any fulfiller read it while it waits; once shipped, only the shipper or an admin', async () => {
    const { e } = await mailed()
    const colleague = await staff('matchmaker')
    expect(await ok(reveal(colleague, e.id))).toEqual(RECEIVER)
    await ship(clerk, e.id)
    expectFailure(await reveal(colleague, e.id), ErrorCode.Forbidden, '这件兑换由其他工作人员发货，无法查看收货信息')
    expect(await ok(reveal(clerk, e.id))).toEqual(RECEIVER)
    expect(await ok(reveal(admin, e.id))).toEqual(RECEIVER)
    expect((await logOf(e.id)).map((r) => r.staffUserId)).toEqual([colleague.id, clerk.id, admin.id])
  })

  it('has nothing to show once the member deleted her account, and logs no read', async () => {
    const { owner, e } = await mailed()
    await ship(clerk, e.id)
    // What 注销账号 does to her exchanges, in its own transaction.
    await t.app.db.transaction((tx) => eraseExchangesOf(tx, 1, owner.id))
    expectFailure(await reveal(admin, e.id), ErrorCode.NotFound, '该会员已注销，收货信息已删除')
    expect(await logOf(e.id)).toEqual([])
  })

  it('takes only the exchange id: a member or tenant slipped into the body changes nothing', async () => {
    const { owner, e } = await mailed()
    const victim = await memberWith(0)
    const res = await send(clerk, API.gift.staffRevealExchangeReceiver, {
      exchangeId: e.id,
      userId: victim.id,
      tenantId: 2,
      purpose: 'line:1'
    })
    expect(res.body).toMatchObject({ code: 20000, data: RECEIVER })
    const rows = await t.app.db
      .select({ tenantId: personalDataAccessLog.tenantId, subjectUserId: personalDataAccessLog.subjectUserId })
      .from(personalDataAccessLog)
      .where(
        and(eq(personalDataAccessLog.staffUserId, clerk.id), eq(personalDataAccessLog.purpose, `exchange:${e.id}`))
      )
    expect(rows).toEqual([{ tenantId: 1, subjectUserId: owner.id }])
    expectFailure(
      await send(clerk, API.gift.staffRevealExchangeReceiver, { exchangeId: 0 }),
      ErrorCode.BadRequest,
      '兑换记录不正确'
    )
  })
})
