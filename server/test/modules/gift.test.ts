import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { PLUGIN_IDS } from '@contract/plugins'
import { ledgerEntries, mallExchanges, memberNotices, tenants } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectLedgerSound, ok } from '../helpers/finance'
import { mallKit, newKey, RECEIVER } from '../helpers/gift'
import { member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
const app = () => t
const mall = mallKit(app)
const { send, staff, memberWith, goods, exchange, exchanged, points, goodsRow, pointEntries } = mall

let admin: Lover
let clerk: Lover
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await staff('admin')
  clerk = await staff('matchmaker')
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

async function notices(who: Lover) {
  return t.app.db
    .select({
      kind: memberNotices.kind,
      title: memberNotices.title,
      body: memberNotices.body,
      link: memberNotices.link
    })
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, who.id)))
}

async function exchangeCount(who: Lover) {
  const rows = await t.app.db
    .select({ id: mallExchanges.id })
    .from(mallExchanges)
    .where(and(eq(mallExchanges.tenantId, 1), eq(mallExchanges.userId, who.id)))
  return rows.length
}

describe('goods', () => {
  it('admins create goods with their own uploaded images; members see those on sale, in-stock first', async () => {
    const image = await uploadedImage(t, admin.token)
    const mug = await goods(admin, {
      kind: 'ship',
      name: '定制情侣马克杯',
      images: [image],
      points: 300,
      stock: 5,
      limitPerMember: 2,
      sort: 1
    })
    expect(mug).toEqual({
      id: expect.any(Number),
      kind: 'ship',
      name: '定制情侣马克杯',
      description: '到店出示核销码即可领取一杯中杯饮品',
      images: [image],
      points: 300,
      stock: 5,
      limitPerMember: 2,
      exchanged: 0,
      onSale: true,
      sort: 1,
      pendingExchanges: 0
    })
    const hidden = await goods(admin, { name: '下架的抱枕', onSale: false })
    const gone = await goods(admin, { name: '已兑完的电影票', stock: 0, sort: 0 })

    const m = await memberWith(0)
    const page = await ok(send(m, API.gift.getGoodsPage, { pageNum: 1, pageSize: 50 }))
    const names = page.list.map((g) => g.name)
    expect(names).toContain('定制情侣马克杯')
    expect(names).not.toContain('下架的抱枕')
    // Sold out goods stay listed (已兑完) but after everything still in stock.
    expect(names[names.length - 1]).toBe('已兑完的电影票')
    expect(page.list.find((g) => g.id === mug.id)).not.toHaveProperty('onSale')

    expect(await ok(send(m, API.gift.getGoods, { goodsId: mug.id }))).toMatchObject({
      id: mug.id,
      kind: 'ship',
      stock: 5,
      limitPerMember: 2,
      myExchanged: 0
    })
    expectFailure(await send(m, API.gift.getGoods, { goodsId: hidden.id }), ErrorCode.NotFound, '商品不存在或已下架')
    expect((await ok(send(m, API.gift.getGoods, { goodsId: gone.id }))).stock).toBe(0)
  })

  it("refuses an image that is not the admin's own upload, but keeps images the goods already show", async () => {
    const other = await member(t)
    const foreign = await uploadedImage(t, other.token)
    expectFailure(
      await send(admin, API.gift.staffSaveGoods, {
        kind: 'voucher',
        name: '电影票',
        description: '',
        images: [foreign],
        points: 100,
        stock: 1,
        limitPerMember: 0,
        onSale: true,
        sort: 0
      }),
      40000,
      '图片不正确，请重新上传'
    )
    const own = await uploadedImage(t, admin.token)
    const g = await goods(admin, { images: [own] })
    // Another admin edits the goods and keeps its image, which they never uploaded themselves.
    const colleague = await staff('admin')
    const saved = await ok(
      send(colleague, API.gift.staffSaveGoods, {
        id: g.id,
        kind: 'voucher',
        name: '改名后的咖啡券',
        description: '',
        images: [own],
        points: 120,
        stock: 999,
        limitPerMember: 1,
        onSale: true,
        sort: 2
      })
    )
    // Stock only moves through addStock, so an edit never overwrites what exchanges took.
    expect(saved).toMatchObject({ name: '改名后的咖啡券', images: [own], points: 120, stock: 10, limitPerMember: 1 })
    expectFailure(
      await send(colleague, API.gift.staffSaveGoods, { ...saved, kind: 'ship', images: [own] }),
      40000,
      '商品类型创建后不能修改'
    )
  })

  it('refuses contact details in what members read, and bad numbers', async () => {
    expectFailure(
      await send(admin, API.gift.staffSaveGoods, {
        kind: 'ship',
        name: '抱枕',
        description: '有问题加微信 13812345678',
        images: [],
        points: 100,
        stock: 1,
        limitPerMember: 0,
        onSale: true,
        sort: 0
      }),
      ErrorCode.ContactInfoNotAllowed,
      '不得含有联系方式，请修改'
    )
    expectFailure(
      await send(admin, API.gift.staffSaveGoods, {
        kind: 'ship',
        name: '抱枕',
        description: '',
        images: [],
        points: 0,
        stock: 1,
        limitPerMember: 0,
        onSale: true,
        sort: 0
      }),
      40000,
      '请填写正确的兑换积分'
    )
  })

  it('adds stock and takes unexchanged stock away, never below zero', async () => {
    const g = await goods(admin, { stock: 3 })
    expect((await ok(send(admin, API.gift.staffAddStock, { goodsId: g.id, delta: 7 }))).stock).toBe(10)
    expect((await ok(send(admin, API.gift.staffAddStock, { goodsId: g.id, delta: -4 }))).stock).toBe(6)
    expectFailure(
      await send(admin, API.gift.staffAddStock, { goodsId: g.id, delta: -7 }),
      40000,
      '库存仅剩6件，不能减少7件'
    )
    expectFailure(
      await send(admin, API.gift.staffAddStock, { goodsId: 999_999, delta: 1 }),
      ErrorCode.NotFound,
      '商品不存在'
    )
  })
})

describe('exchange', () => {
  it('spends the points and takes the stock; a voucher gets a 12-digit redemption code', async () => {
    const g = await goods(admin, { points: 150, stock: 4 })
    const m = await memberWith(500)
    const e = await exchanged(m, { goodsId: g.id, quantity: 2 })
    expect(e).toEqual({
      id: expect.any(Number),
      goodsId: g.id,
      kind: 'voucher',
      goodsName: g.name,
      goodsImage: '',
      points: 150,
      quantity: 2,
      totalPoints: 300,
      status: 'pending',
      receiver: null,
      redemptionCode: expect.stringMatching(/^\d{12}$/),
      trackingNote: '',
      cancelReason: '',
      cancelledBy: '',
      createdAt: expect.any(String),
      doneAt: '',
      cancelledAt: ''
    })
    expect(await points(m)).toBe(200)
    expect((await goodsRow(1, g.id)).stock).toBe(2)
    expect((await ok(send(m, API.gift.getGoods, { goodsId: g.id }))).myExchanged).toBe(2)
    expect(await pointEntries(m)).toEqual([
      expect.objectContaining({ amount: 500 }),
      { amount: -300, title: `兑换「${g.name}」`, bizType: 'giftExchange' }
    ])
    const mine = await ok(send(m, API.gift.getMyExchangePage, { pageNum: 1, pageSize: 10 }))
    expect(mine).toEqual({ list: [e], total: 1, pageNum: 1, pageSize: 10 })
  })

  it('ships goods to the receiver the member gives, which they see whole and staff masked', async () => {
    const g = await goods(admin, { kind: 'ship', name: '玫瑰香薰礼盒', points: 200 })
    const m = await memberWith(200)
    expectFailure(await exchange(m, { goodsId: g.id }), 40000, '请填写收货信息')
    expectFailure(
      await exchange(m, { goodsId: g.id, receiver: { ...RECEIVER, phone: '12345' } }),
      40000,
      '请填写正确的收货人手机号'
    )
    expectFailure(
      await exchange(m, { goodsId: g.id, receiver: { ...RECEIVER, address: '杭州' } }),
      40000,
      '请填写详细收货地址（5-100个字）'
    )
    const e = await exchanged(m, { goodsId: g.id, receiver: RECEIVER })
    expect(e).toMatchObject({ kind: 'ship', receiver: RECEIVER, redemptionCode: '', status: 'pending' })
    const queue = await ok(send(clerk, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 50, status: 'pending' }))
    expect(queue.list.find((x) => x.id === e.id)).toMatchObject({
      receiver: { name: '陈*', phone: '139****5678', address: '浙江省杭州市****' },
      userId: m.id,
      handlerName: ''
    })
  })

  it('refuses without enough points and writes nothing', async () => {
    const g = await goods(admin, { points: 300, stock: 2 })
    const m = await memberWith(299)
    const entries = (await t.app.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length
    expectFailure(await exchange(m, { goodsId: g.id }), ErrorCode.InsufficientFunds, '积分不足')
    expect(await points(m)).toBe(299)
    expect((await goodsRow(1, g.id)).stock).toBe(2)
    expect((await goodsRow(1, g.id)).exchanged).toBe(0)
    expect(await exchangeCount(m)).toBe(0)
    expect((await t.app.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length).toBe(entries)
  })

  it('says when goods are sold out, short of stock or off sale', async () => {
    const g = await goods(admin, { stock: 2 })
    const m = await memberWith(1000)
    expectFailure(await exchange(m, { goodsId: g.id, quantity: 3 }), ErrorCode.Conflict, '库存不足，仅剩2件')
    await exchanged(m, { goodsId: g.id, quantity: 2 })
    expectFailure(await exchange(m, { goodsId: g.id }), ErrorCode.Conflict, '商品已兑完')
    const off = await goods(admin, { onSale: false })
    expectFailure(await exchange(m, { goodsId: off.id }), ErrorCode.NotFound, '商品不存在或已下架')
    expect(await points(m)).toBe(800)
  })

  it('holds each member to the per-member limit; cancelled exchanges do not count', async () => {
    const g = await goods(admin, { stock: 10, limitPerMember: 2, points: 10 })
    const m = await memberWith(1000)
    const first = await exchanged(m, { goodsId: g.id })
    expectFailure(await exchange(m, { goodsId: g.id, quantity: 2 }), 40000, '每人限兑2件，你还可兑换1件')
    await exchanged(m, { goodsId: g.id })
    expectFailure(await exchange(m, { goodsId: g.id }), 40000, '每人限兑2件，你已兑满')
    await ok(send(m, API.gift.cancelExchange, { exchangeId: first.id }))
    await exchanged(m, { goodsId: g.id })
    // Another member has a limit of their own.
    await exchanged(await memberWith(100), { goodsId: g.id, quantity: 2 })
  })

  it('returns the first exchange when the same key is sent again, and spends once', async () => {
    const g = await goods(admin, { points: 100 })
    const m = await memberWith(1000)
    const idempotencyKey = newKey()
    const first = await exchanged(m, { goodsId: g.id, idempotencyKey })
    const again = await exchanged(m, { goodsId: g.id, idempotencyKey, quantity: 3 })
    expect(again).toEqual(first)
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => exchanged(m, { goodsId: g.id, idempotencyKey: 'same-key-burst' }))
    )
    expect(new Set(burst.map((e) => e.id)).size).toBe(1)
    expect(await points(m)).toBe(800)
    expect(await exchangeCount(m)).toBe(2)
    // Keys are per member: another member's same key is their own exchange.
    const other = await exchanged(await memberWith(100), { goodsId: g.id, idempotencyKey })
    expect(other.id).not.toBe(first.id)
  })

  it('refuses malformed requests in words', async () => {
    const m = await memberWith(100)
    expectFailure(await exchange(m, { goodsId: 1, quantity: 0 }), 40000, '兑换数量不正确')
    expectFailure(await exchange(m, { goodsId: 1, quantity: 100 }), 40000, '兑换数量不正确')
    expectFailure(await exchange(m, { goodsId: 1, idempotencyKey: 'short' }), 40000, '请求标识不正确，请重新进入页面')
    expectFailure(await exchange(m, { goodsId: 0 }), 40000, '商品不正确')
    expectFailure(
      await send(m, API.gift.getMyExchangePage, { pageNum: 1, pageSize: 10, status: 'lost' }),
      40000,
      '状态不正确'
    )
  })
})

describe('cancelling', () => {
  it('the member cancels a pending exchange: points and stock come back, once', async () => {
    const g = await goods(admin, { points: 120, stock: 3 })
    const m = await memberWith(240)
    const e = await exchanged(m, { goodsId: g.id, quantity: 2 })
    expect(await points(m)).toBe(0)
    const cancelled = await ok(send(m, API.gift.cancelExchange, { exchangeId: e.id }))
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'member', cancelReason: '' })
    expect(cancelled.cancelledAt).not.toBe('')
    expect(await points(m)).toBe(240)
    expect(await goodsRow(1, g.id)).toMatchObject({ stock: 3, exchanged: 0 })
    expect((await pointEntries(m)).slice(-1)).toEqual([
      { amount: 240, title: `取消兑换「${g.name}」`, bizType: 'giftExchangeRefund' }
    ])
    expectFailure(await send(m, API.gift.cancelExchange, { exchangeId: e.id }), ErrorCode.Conflict, '该兑换已取消')
    expect(await points(m)).toBe(240)
  })

  it("refuses after fulfilment and for someone else's exchange", async () => {
    const g = await goods(admin, { kind: 'ship' })
    const m = await memberWith(200)
    const e = await exchanged(m, { goodsId: g.id, receiver: RECEIVER })
    const stranger = await memberWith(0)
    expectFailure(
      await send(stranger, API.gift.cancelExchange, { exchangeId: e.id }),
      ErrorCode.NotFound,
      '兑换记录不存在'
    )
    await ok(send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, trackingNote: '顺丰 SF1234567890123' }))
    expectFailure(
      await send(m, API.gift.cancelExchange, { exchangeId: e.id }),
      ErrorCode.Conflict,
      '已发货的兑换不能取消'
    )
    expect(await points(m)).toBe(100)
  })
})

describe('fulfilment', () => {
  it('staff ship with a tracking note; the member sees it and is notified', async () => {
    const g = await goods(admin, { kind: 'ship', name: '手工香皂' })
    const m = await memberWith(100)
    const e = await exchanged(m, { goodsId: g.id, receiver: RECEIVER })
    expectFailure(
      await send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, trackingNote: '  ' }),
      40000,
      '请填写快递公司和运单号'
    )
    const done = await ok(
      send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, trackingNote: '中通快递 75312345678901' })
    )
    expect(done).toMatchObject({ status: 'done', trackingNote: '中通快递 75312345678901', userId: m.id })
    expect(done.doneAt).not.toBe('')
    const [mine] = (await ok(send(m, API.gift.getMyExchangePage, { pageNum: 1, pageSize: 10, status: 'done' }))).list
    expect(mine).toMatchObject({ id: e.id, status: 'done', trackingNote: '中通快递 75312345678901' })
    expect(await notices(m)).toEqual([
      {
        kind: 'exchange',
        title: '兑换商品已发货',
        body: '你兑换的「手工香皂」已发货：中通快递 75312345678901',
        link: '/subpages/gift/exchange'
      }
    ])
    expectFailure(
      await send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, trackingNote: '再发一次' }),
      ErrorCode.Conflict,
      '该兑换已发货'
    )
  })

  it('staff hand a voucher over only against the code the member shows, found by that code', async () => {
    const g = await goods(admin, { name: '门店鲜花一束' })
    const m = await memberWith(100)
    const e = await exchanged(m, { goodsId: g.id })
    const found = await ok(
      send(clerk, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 10, redemptionCode: e.redemptionCode })
    )
    expect(found.list.map((x) => x.id)).toEqual([e.id])
    // The queue never shows a pending code: the member has to be there to show it.
    expect(found.list[0].redemptionCode).toBe('')
    const wrong = e.redemptionCode.replace(/^\d/, (d) => String((Number(d) + 1) % 10))
    expectFailure(
      await send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: wrong }),
      40000,
      '核销码不正确，请核对后重试'
    )
    expectFailure(
      await send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id }),
      40000,
      '请输入会员出示的核销码'
    )
    // Read out in groups of four, typed with the spaces.
    const spaced = e.redemptionCode.replace(/(\d{4})(?=\d)/g, '$1 ')
    const done = await ok(send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: spaced }))
    expect(done).toMatchObject({ status: 'done', nickname: expect.any(String), handlerName: expect.any(String) })
    expect(await notices(m)).toEqual([expect.objectContaining({ kind: 'exchange', title: '兑换商品已核销' })])
    const handled = await ok(send(clerk, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 50, status: 'done' }))
    expect(handled.list.find((x) => x.id === e.id)?.redemptionCode).toBe(e.redemptionCode)
  })

  it('staff cancel with a reason the member reads; refunded like their own cancel', async () => {
    const g = await goods(admin, { points: 80, stock: 1 })
    const m = await memberWith(80)
    const e = await exchanged(m, { goodsId: g.id })
    expectFailure(
      await send(clerk, API.gift.staffCancelExchange, { exchangeId: e.id, reason: ' ' }),
      40000,
      '请填写取消原因'
    )
    const cancelled = await ok(
      send(clerk, API.gift.staffCancelExchange, { exchangeId: e.id, reason: '门店暂停营业，请改兑其他商品' })
    )
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: '门店暂停营业，请改兑其他商品'
    })
    expect(await points(m)).toBe(80)
    expect((await goodsRow(1, g.id)).stock).toBe(1)
    expect(await notices(m)).toEqual([
      expect.objectContaining({
        title: '兑换已取消',
        body: `你兑换的「${g.name}」已被取消，80积分已退回。原因：门店暂停营业，请改兑其他商品`
      })
    ])
  })

  it('lists the pending queue oldest first and the staff goods list with pending counts', async () => {
    const g = await goods(admin, { name: '排队测试券' })
    const a = await exchanged(await memberWith(100), { goodsId: g.id })
    const b = await exchanged(await memberWith(100), { goodsId: g.id })
    const queue = await ok(send(clerk, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 50, status: 'pending' }))
    const ids = queue.list.map((x) => x.id)
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id))
    expect(queue.list.every((x) => x.status === 'pending')).toBe(true)
    const all = await ok(send(admin, API.gift.staffGetGoodsPage, { pageNum: 1, pageSize: 50 }))
    expect(all.list.find((x) => x.id === g.id)).toMatchObject({ pendingExchanges: 2, exchanged: 2, stock: 8 })
  })
})

describe('who may', () => {
  it('answers 401 without a token', async () => {
    expectUnauthorized(await t.call(API.gift.getGoodsPage, { pageNum: 1, pageSize: 10 }))
    expectUnauthorized(await t.call(API.gift.exchange, { goodsId: 1, quantity: 1, idempotencyKey: newKey() }))
    expectUnauthorized(await t.call(API.gift.staffFulfilExchange, { exchangeId: 1, trackingNote: 'x' }))
  })

  it('lets admins keep goods, and admins and matchmakers fulfil; other roles and members are refused', async () => {
    const g = await goods(admin)
    const e = await exchanged(await memberWith(100), { goodsId: g.id })
    const auditor = await staff('auditor')
    const plain = await memberWith(0)
    for (const who of [clerk, auditor, plain]) {
      expectFailure(await send(who, API.gift.staffAddStock, { goodsId: g.id, delta: 1 }), 40300, '没有权限')
      expectFailure(await send(who, API.gift.staffGetGoodsPage, { pageNum: 1, pageSize: 10 }), 40300, '没有权限')
    }
    for (const who of [auditor, plain]) {
      expectFailure(await send(who, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 10 }), 40300, '没有权限')
      expectFailure(
        await send(who, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: e.redemptionCode }),
        40300,
        '没有权限'
      )
    }
    expect(
      (await ok(send(admin, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: e.redemptionCode })))
        .status
    ).toBe('done')
  })

  it("keeps each tenant's goods and exchanges to itself", async () => {
    const g = await goods(admin)
    const e = await exchanged(await memberWith(100), { goodsId: g.id })
    const adminB = await staff('admin', HOST_B)
    const memberB = await memberWith(1000, HOST_B)
    expectFailure(await send(memberB, API.gift.getGoods, { goodsId: g.id }), ErrorCode.NotFound, '商品不存在或已下架')
    expectFailure(await mall.exchange(memberB, { goodsId: g.id }), ErrorCode.NotFound, '商品不存在或已下架')
    expectFailure(
      await send(memberB, API.gift.cancelExchange, { exchangeId: e.id }),
      ErrorCode.NotFound,
      '兑换记录不存在'
    )
    expectFailure(
      await send(adminB, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: e.redemptionCode }),
      ErrorCode.NotFound,
      '兑换记录不存在'
    )
    expectFailure(
      await send(adminB, API.gift.staffAddStock, { goodsId: g.id, delta: 1 }),
      ErrorCode.NotFound,
      '商品不存在'
    )
    const listB = await ok(send(memberB, API.gift.getGoodsPage, { pageNum: 1, pageSize: 50 }))
    expect(listB.list.some((x) => x.id === g.id)).toBe(false)
    const queueB = await ok(send(adminB, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 50 }))
    expect(queueB.list.some((x) => x.id === e.id)).toBe(false)
    // A token is only good on its own tenant's host.
    expectUnauthorized(
      await t.call(API.gift.getGoodsPage, { pageNum: 1, pageSize: 10 }, { token: admin.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
  })

  it('refuses every mall route, member and staff, when the tenant lacks the lovegift plugin', async () => {
    const adminB = await staff('admin', HOST_B)
    const memberB = await memberWith(1000, HOST_B)
    const withoutGift = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.lovegift)
    await t.app.db.update(tenants).set({ grantPluginIds: withoutGift }).where(eq(tenants.tenantId, 2))
    try {
      const off = '本站未开通积分商城'
      expectFailure(await send(memberB, API.gift.getGoodsPage, { pageNum: 1, pageSize: 10 }), 40300, off)
      expectFailure(await mall.exchange(memberB, { goodsId: 1 }), 40300, off)
      expectFailure(await send(memberB, API.gift.getMyExchangePage, { pageNum: 1, pageSize: 10 }), 40300, off)
      expectFailure(await send(memberB, API.gift.cancelExchange, { exchangeId: 1 }), 40300, off)
      expectFailure(
        await send(adminB, API.gift.staffSaveGoods, {
          kind: 'voucher',
          name: '咖啡券',
          description: '',
          images: [],
          points: 1,
          stock: 1,
          limitPerMember: 0,
          onSale: true,
          sort: 0
        }),
        40300,
        off
      )
      expectFailure(await send(adminB, API.gift.staffGetExchangePage, { pageNum: 1, pageSize: 10 }), 40300, off)
      expect(await mall.points(memberB)).toBe(1000)
    } finally {
      await t.app.db
        .update(tenants)
        .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
        .where(eq(tenants.tenantId, 2))
    }
    expect((await send(memberB, API.gift.getGoodsPage, { pageNum: 1, pageSize: 10 })).body.code).toBe(20000)
  })
})
