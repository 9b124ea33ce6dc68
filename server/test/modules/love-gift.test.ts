import { and, count, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { LoveGift, LoveGiftSend } from '@contract/love-gift'
import { PLUGIN_IDS } from '@contract/plugins'
import { ledgerEntries, loveGiftSends, memberNotices, tenants, users } from '../../src/db/schema'
import { seedLoveGifts } from '../../src/db/seed-love-gifts'
import { memberBalances, postTxn } from '../../src/modules/finance/ledger'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { expectLedgerSound, givePoints, ok } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { grantRole } from '../helpers/staff'
import { chatter, connect, say } from '../helpers/message'
import { fetchBytes, uploadedImage } from '../helpers/upload'

let t: TestApp
let catalogue: LoveGift[]
let rose: LoveGift
let ring: LoveGift
let seq = 0

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  await seedLoveGifts(t.app.db, t.app.storage, 1)
  await seedLoveGifts(t.app.db, t.app.storage, 2)
  const viewer = await member(t)
  catalogue = (await ok(t.call(API.loveGift.getGiftList, {}, { token: viewer.token }))).list
  rose = catalogue.find((g) => g.name === '玫瑰')!
  ring = catalogue.find((g) => g.name === '钻戒')!
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

const tenantOf = (who: Lover) => (who.host === HOST_B ? 2 : 1)
const requestId = () => `req-${Date.now().toString(36)}-${++seq}`

async function richMember(points: number, host = HOST_A, nickname?: string): Promise<Lover> {
  const m = nickname ? await lover(t, { nickname }, host) : await member(t, host)
  if (points > 0) await givePoints(t, m.id, points, tenantOf(m))
  return m
}

async function balances(who: Lover) {
  return memberBalances(t.app.db, tenantOf(who), who.id)
}

function send(from: Lover, to: number, giftId: number, clientRequestId = requestId()) {
  return t.call(API.loveGift.send, { toUserId: to, giftId, clientRequestId }, { token: from.token, host: from.host })
}

const received = (who: Lover, cursor = '', pageSize = 20) =>
  ok(t.call(API.loveGift.getReceivedPage, { cursor, pageSize }, { token: who.token, host: who.host }))
const sent = (who: Lover, cursor = '', pageSize = 20) =>
  ok(t.call(API.loveGift.getSentPage, { cursor, pageSize }, { token: who.token, host: who.host }))
const decline = (who: Lover, sendId: number) =>
  t.call(API.loveGift.decline, { sendId }, { token: who.token, host: who.host })

async function sendCount(tenantId = 1): Promise<number> {
  const [{ n }] = await t.app.db.select({ n: count() }).from(loveGiftSends).where(eq(loveGiftSends.tenantId, tenantId))
  return n
}

async function entryCount(): Promise<number> {
  const [{ n }] = await t.app.db.select({ n: count() }).from(ledgerEntries)
  return n
}

async function noticesOf(userId: number, tenantId = 1) {
  return t.app.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId)))
}

async function withGiftConfig(
  patch: Partial<typeof tenants.$inferSelect>,
  fn: () => Promise<void>,
  tenantId = 1
): Promise<void> {
  const [before] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, tenantId))
  await t.app.db.update(tenants).set(patch).where(eq(tenants.tenantId, tenantId))
  try {
    await fn()
  } finally {
    await t.app.db
      .update(tenants)
      .set({
        loveGiftConfig: before.loveGiftConfig,
        financeConfig: before.financeConfig,
        grantPluginIds: before.grantPluginIds
      })
      .where(eq(tenants.tenantId, tenantId))
  }
}

describe('catalogue', () => {
  it("lists the tenant's seeded gifts in order with stored pictures and my points", async () => {
    const m = await richMember(35)
    const res = await ok(t.call(API.loveGift.getGiftList, {}, { token: m.token }))
    expect(res.myPoints).toBe(35)
    expect(res.list.map((g) => g.name)).toEqual([
      '玫瑰',
      '棒棒糖',
      '巧克力',
      '爱心气球',
      '小熊',
      '生日蛋糕',
      '香水',
      '钻戒'
    ])
    expect(res.list.map((g) => g.points)).toEqual([10, 20, 52, 66, 99, 188, 288, 520])
    const picture = await fetchBytes(t, rose.image)
    expect(picture.status).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.body.subarray(1, 4).toString()).toBe('PNG')
  })

  it('another tenant has a catalogue of its own', async () => {
    const b = await richMember(0, HOST_B)
    const list = (await ok(t.call(API.loveGift.getGiftList, {}, { token: b.token, host: HOST_B }))).list
    expect(list).toHaveLength(8)
    expect(list.some((g) => catalogue.some((a) => a.id === g.id && a.image === g.image))).toBe(false)
  })

  it('is for logged-in members only', async () => {
    expectUnauthorized(await t.call(API.loveGift.getGiftList, {}))
  })
})

describe('sending a gift', () => {
  it("charges the catalogue's price, pays the receiver half as points, notifies them and lists it both ways", async () => {
    const a = await richMember(100, HOST_A, '阿明')
    const b = await richMember(0, HOST_A, '小雪')
    const res = await send(a, b.id, ring.id)
    expectFailure(res, 41006, '积分不足，充值后再送吧')

    const gift = await ok(send(a, b.id, catalogue[2].id))
    expect(gift).toMatchObject({
      peer: { userId: b.id, nickname: '小雪' },
      gift: { id: catalogue[2].id, name: '巧克力', image: catalogue[2].image, points: 52 },
      shareAccount: 'credit',
      shareAmount: 26,
      status: 'received',
      declinedAt: '',
      canDecline: false
    })
    expect(new Date(gift.declineUntil).getTime() - new Date(gift.createdAt).getTime()).toBe(7 * 24 * 3600 * 1000)
    expect((await balances(a)).credit).toBe(48)
    expect((await balances(b)).credit).toBe(26)

    const inbox = await received(b)
    expect(inbox.list).toEqual([
      { ...gift, peer: { userId: a.id, nickname: '阿明', avatar: expect.any(String) }, canDecline: true }
    ])
    expect((await sent(a)).list).toEqual([gift])
    expect((await received(a)).list).toEqual([])

    const [notice] = await noticesOf(b.id)
    expect(notice).toMatchObject({
      kind: 'gift',
      title: '收到礼物',
      body: '阿明送给你「巧克力」，26积分已到账',
      link: '/member/love/mygift',
      bizType: 'loveGift',
      bizId: String(gift.id)
    })
    await expectLedgerSound(t)
  })

  it('never takes a price from the client', async () => {
    const a = await richMember(10)
    const b = await richMember(0)
    const res = await t.call(
      API.loveGift.send,
      { toUserId: b.id, giftId: ring.id, clientRequestId: requestId(), points: 1 },
      { token: a.token }
    )
    expectFailure(res, 41006, '积分不足，充值后再送吧')
    const ok2 = await ok(
      t.call(
        API.loveGift.send,
        { toUserId: b.id, giftId: rose.id, clientRequestId: requestId(), points: 1 },
        { token: a.token }
      )
    )
    expect(ok2.gift.points).toBe(10)
    expect((await balances(a)).credit).toBe(0)
  })

  it('writes nothing when points are short', async () => {
    const a = await richMember(9)
    const b = await richMember(0)
    const [sends, entries] = [await sendCount(), await entryCount()]
    expectFailure(await send(a, b.id, rose.id), 41006, '积分不足，充值后再送吧')
    expect(await sendCount()).toBe(sends)
    expect(await entryCount()).toBe(entries)
    expect(await noticesOf(b.id)).toEqual([])
    expect((await balances(a)).credit).toBe(9)
  })

  it('sends once for a retried or double-tapped request id', async () => {
    const a = await richMember(100)
    const b = await richMember(0)
    const id = requestId()
    const first = await ok(send(a, b.id, rose.id, id))
    const again = await ok(send(a, b.id, rose.id, id))
    expect(again).toEqual(first)
    const tapId = requestId()
    const taps = await Promise.all([send(a, b.id, rose.id, tapId), send(a, b.id, rose.id, tapId)])
    expect(taps.map((r) => r.body.code)).toEqual([20000, 20000])
    expect(taps[0].body.data.id).toBe(taps[1].body.data.id)
    expect((await balances(a)).credit).toBe(80)
    expect((await sent(a)).list).toHaveLength(2)
    // The same id for something else is a client bug, not a second gift.
    expectFailure(await send(a, b.id, catalogue[1].id, id), 40900, '请求编号已被使用，请重新赠送')
    expect((await balances(a)).credit).toBe(80)
  })

  it('refuses bad input with a reason and charges nothing', async () => {
    const a = await richMember(1000)
    const b = await richMember(0)
    expectFailure(await send(a, a.id, rose.id), 40000, '不能给自己送礼物')
    expectFailure(await send(a, 2_000_000_000, rose.id), 40400, '该会员不存在')
    expectFailure(await send(a, b.id, 2_000_000_000), 40400, '礼物不存在')
    expectFailure(
      await t.call(API.loveGift.send, { toUserId: b.id, giftId: rose.id, clientRequestId: 'x' }, { token: a.token }),
      40000,
      '请求编号不正确'
    )
    expectFailure(
      await t.call(
        API.loveGift.send,
        { toUserId: 0, giftId: rose.id, clientRequestId: requestId() },
        { token: a.token }
      ),
      40000,
      '会员不正确'
    )
    expectFailure(
      await t.call(
        API.loveGift.send,
        { toUserId: b.id, giftId: 'rose', clientRequestId: requestId() },
        { token: a.token }
      ),
      40000,
      '礼物不正确'
    )
    const foreignGift = (
      await ok(t.call(API.loveGift.getGiftList, {}, { token: (await member(t, HOST_B)).token, host: HOST_B }))
    ).list[0]
    expectFailure(await send(a, b.id, foreignGift.id), 40400, '礼物不存在')
    expect((await balances(a)).credit).toBe(1000)
  })

  it('refuses a receiver of another tenant, a disabled one, and anyone blocked either way', async () => {
    const a = await richMember(1000, HOST_A, '阿甲')
    const foreign = await richMember(0, HOST_B)
    expectFailure(await send(a, foreign.id, rose.id), 40400, '该会员不存在')

    const gone = await richMember(0)
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, gone.id)))
    expectFailure(await send(a, gone.id, rose.id), 40400, '该会员不存在')

    const blocker = await richMember(100, HOST_A, '拉黑者')
    const target = await richMember(100, HOST_A, '被拉黑')
    expect((await t.call(API.loveSocial.block, { userId: a.id }, { token: blocker.token })).body.code).toBe(20000)
    expectFailure(await send(a, blocker.id, rose.id), 40400, '该会员不存在')
    expectFailure(await send(blocker, a.id, rose.id), 40400, '该会员不存在')
    expect((await t.call(API.loveSocial.block, { userId: a.id }, { token: target.token })).body.code).toBe(20000)
    expectFailure(await send(target, a.id, rose.id), 40400, '该会员不存在')
    expect((await balances(a)).credit).toBe(1000)
  })

  it('is for logged-in members only', async () => {
    expectUnauthorized(await t.call(API.loveGift.send, { toUserId: 1, giftId: rose.id, clientRequestId: requestId() }))
  })

  it('pays the share as balance when the tenant says so, at creditBalanceRatio points per yuan', async () => {
    const [before] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 1))
    await withGiftConfig(
      {
        loveGiftConfig: { receiverSharePercent: 40, receiverShareAccount: 'balance', declineDays: 3 },
        financeConfig: { ...before.financeConfig, creditBalanceRatio: 10 }
      },
      async () => {
        const a = await richMember(600)
        const b = await richMember(0)
        const gift = await ok(send(a, b.id, ring.id))
        // 520 points × 40 % = 208 points = 20.80 yuan.
        expect(gift).toMatchObject({ shareAccount: 'balance', shareAmount: 2080 })
        expect(await balances(b)).toEqual({ balance: 2080, credit: 0, line: 0 })
        expect((await balances(a)).credit).toBe(80)
        expect((await noticesOf(b.id))[0].body).toMatch(/余额20\.80元已到账/)
        await expectLedgerSound(t)

        expect((await ok(decline(b, gift.id))).status).toBe('declined')
        expect(await balances(b)).toEqual({ balance: 0, credit: 0, line: 0 })
        expect((await balances(a)).credit).toBe(600)
        await expectLedgerSound(t)
      }
    )
  })
})

describe('a gift between members who already talk', () => {
  it('lands in their conversation and reaches the receiver live; without one, none is started and the badge still counts the notice', async () => {
    const a = await chatter(t)
    const b = await chatter(t)
    await givePoints(t, a.id, 100)
    await say(t, a, b, '你好，很高兴认识你')
    const device = await connect(t, b)
    try {
      const gift = await ok(send(a, b.id, rose.id))
      const live = await device.next('message', (e) => e.message.kind === 'gift')
      expect(live.message).toMatchObject({
        senderId: a.id,
        kind: 'gift',
        gift: { sendId: gift.id, name: '玫瑰', image: rose.image, points: 10 }
      })
      const opened = await ok(t.call(API.message.openConversation, { userId: a.id }, { token: b.token }))
      const page = await ok(
        t.call(
          API.message.getMessagePage,
          { conversationId: opened.conversation!.id, beforeId: 0, pageSize: 20 },
          { token: b.token }
        )
      )
      expect(page.list.map((m) => m.kind)).toEqual(['text', 'gift'])
    } finally {
      await device.close()
    }

    const stranger = await chatter(t)
    const strangerDevice = await connect(t, stranger)
    const senderDevice = await connect(t, a)
    try {
      const gift = await ok(send(a, stranger.id, rose.id))
      const badge = await strangerDevice.next('unread', (e) => e.summary.notices > 0)
      expect(badge.summary).toMatchObject({ messages: 0, notices: 1, total: 1 })
      const none = await ok(t.call(API.message.openConversation, { userId: a.id }, { token: stranger.token }))
      expect(none.conversation).toBeNull()

      // Declined: the sender's badge counts the 礼物被退回 notice at once.
      await ok(decline(stranger, gift.id))
      const back = await senderDevice.next('unread', (e) => e.summary.notices > 0)
      expect(back.summary.notices).toBe(1)
    } finally {
      await strangerDevice.close()
      await senderDevice.close()
    }
  })
})

describe('declining a gift', () => {
  async function gifted(points = 100): Promise<{ a: Lover; b: Lover; gift: LoveGiftSend }> {
    const a = await richMember(points, HOST_A, '送礼人')
    const b = await richMember(0, HOST_A, '收礼人')
    return { a, b, gift: await ok(send(a, b.id, catalogue[4].id)) }
  }

  it('refunds the sender in full, takes back the share, notifies the sender and shows the gift declined', async () => {
    const { a, b, gift } = await gifted(100)
    expect((await balances(a)).credit).toBe(1)
    expect((await balances(b)).credit).toBe(49)
    const back = await ok(decline(b, gift.id))
    expect(back).toMatchObject({ id: gift.id, status: 'declined', canDecline: false, peer: { userId: a.id } })
    expect(back.declinedAt).not.toBe('')
    expect((await balances(a)).credit).toBe(100)
    expect((await balances(b)).credit).toBe(0)
    expect((await sent(a)).list[0]).toMatchObject({ id: gift.id, status: 'declined' })
    const notices = await noticesOf(a.id)
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'gift',
        title: '礼物被退回',
        body: '收礼人退回了你送的「小熊」，99积分已退还给你',
        link: '/member/love/mygift?tab=sent'
      })
    ])
    await expectLedgerSound(t)
    expectFailure(await decline(b, gift.id), 40900, '这份礼物已经退回了')
    expect((await balances(a)).credit).toBe(100)
  })

  it('is only for the receiver of this tenant', async () => {
    const { a, gift } = await gifted()
    expectFailure(await decline(a, gift.id), 40400, '礼物记录不存在')
    const foreign = await richMember(0, HOST_B)
    expectFailure(await decline(foreign, gift.id), 40400, '礼物记录不存在')
    expectUnauthorized(await t.call(API.loveGift.decline, { sendId: gift.id }))
    expectFailure(await t.call(API.loveGift.decline, { sendId: -1 }, { token: a.token }), 40000, '礼物记录不正确')
  })

  it('is refused after the window, with the window in words', async () => {
    const { a, b, gift } = await gifted()
    await t.app.db
      .update(loveGiftSends)
      .set({ declineUntil: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 1000) })
      .where(and(eq(loveGiftSends.tenantId, 1), eq(loveGiftSends.id, gift.id)))
    expect((await received(b)).list[0]).toMatchObject({ id: gift.id, canDecline: false })
    expectFailure(await decline(b, gift.id), 40000, '礼物只能在收到后7天内退回，已超过期限')
    expect((await balances(a)).credit).toBe(1)
    expect((await balances(b)).credit).toBe(49)
  })

  it('is refused when the share was already spent, and nothing changes', async () => {
    const { a, b, gift } = await gifted()
    await t.app.db.transaction((tx) =>
      postTxn(tx, 1, {
        bizType: 'test_spend',
        bizId: String(gift.id),
        title: '积分消费',
        postings: [
          { userId: b.id, account: 'credit', amount: -40 },
          { system: 'credit_redeemed', amount: 40 }
        ]
      })
    )
    const entries = await entryCount()
    expectFailure(await decline(b, gift.id), 41006, '这份礼物带来的积分已经用掉了，无法退回')
    expect(await entryCount()).toBe(entries)
    expect((await balances(a)).credit).toBe(1)
    expect((await received(b)).list[0]).toMatchObject({ id: gift.id, status: 'received', canDecline: true })
    expect(await noticesOf(a.id)).toEqual([])
  })
})

describe('gift lists', () => {
  it('page newest first by cursor; another tenant sees nothing of them', async () => {
    const a = await richMember(1000)
    const b = await richMember(0)
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await ok(send(a, b.id, rose.id))).id)
    const first = await received(b, '', 2)
    expect(first.list.map((g) => g.id)).toEqual([ids[4], ids[3]])
    const second = await received(b, first.nextCursor, 2)
    expect(second.list.map((g) => g.id)).toEqual([ids[2], ids[1]])
    const third = await received(b, second.nextCursor, 2)
    expect(third.list.map((g) => g.id)).toEqual([ids[0]])
    expect(third.nextCursor).toBe('')
    expect((await sent(a, '', 50)).list.map((g) => g.id)).toEqual([...ids].reverse())

    const foreign = await richMember(0, HOST_B)
    expect((await received(foreign)).list).toEqual([])
    expect((await sent(foreign)).list).toEqual([])
    expectFailure(
      await t.call(API.loveGift.getReceivedPage, { cursor: 'abc', pageSize: 10 }, { token: b.token }),
      40000,
      '分页参数不正确'
    )
    expectFailure(
      await t.call(API.loveGift.getSentPage, { cursor: '', pageSize: 0 }, { token: b.token }),
      40000,
      '每页条数不正确'
    )
    expectUnauthorized(await t.call(API.loveGift.getReceivedPage, { cursor: '', pageSize: 10 }))
  })

  it('keep the gift as it was sent when staff rename or reprice it', async () => {
    const admin = await richMember(0)
    await grantRole(t, 1, admin.id, 'admin')
    const gift = await ok(
      t.call(
        API.loveGift.staffCreateGift,
        { name: '星星', image: await uploadedImage(t, admin.token), points: 30, sort: 50, onSale: true },
        { token: admin.token }
      )
    )
    const a = await richMember(30)
    const b = await richMember(0)
    const s = await ok(send(a, b.id, gift.id))
    await ok(
      t.call(
        API.loveGift.staffUpdateGift,
        { giftId: gift.id, name: '流星', points: 300, sort: 50 },
        { token: admin.token }
      )
    )
    expect((await received(b)).list[0]).toMatchObject({ id: s.id, gift: { name: '星星', points: 30 } })
  })
})

describe('staff catalogue', () => {
  let admin: Lover
  beforeAll(async () => {
    admin = await richMember(0)
    await grantRole(t, 1, admin.id, 'admin')
  })
  const staffCall = <P extends Parameters<TestApp['call']>[0]>(path: P, body: Record<string, unknown>, who = admin) =>
    t.call(path, body, { token: who.token, host: who.host })

  it('admins add a gift with their uploaded picture, change it, and take it off sale', async () => {
    const image = await uploadedImage(t, admin.token)
    const created = await ok(
      staffCall(API.loveGift.staffCreateGift, { name: ' 星空 ', image, points: 77, sort: 99, onSale: true })
    )
    expect(created).toMatchObject({ name: '星空', image, points: 77, sort: 99, onSale: true, sentCount: 0 })
    const viewer = await richMember(0)
    const listed = async () => (await ok(t.call(API.loveGift.getGiftList, {}, { token: viewer.token }))).list
    expect((await listed()).at(-1)).toEqual({ id: created.id, name: '星空', image, points: 77 })

    // Leaving the picture out keeps it: staff need not upload it again to change the price.
    const changed = await ok(
      staffCall(API.loveGift.staffUpdateGift, { giftId: created.id, name: '银河', points: 88, sort: 0 })
    )
    expect(changed).toMatchObject({ name: '银河', image, points: 88, sort: 0, onSale: true })
    const names = (await listed()).map((g) => g.name)
    expect(names.indexOf('银河')).toBeLessThan(names.indexOf('棒棒糖'))

    const off = await ok(staffCall(API.loveGift.staffSetOnSale, { giftId: created.id, onSale: false }))
    expect(off.onSale).toBe(false)
    expect((await listed()).some((g) => g.id === created.id)).toBe(false)
    const all = await ok(staffCall(API.loveGift.staffGetGifts, {}))
    expect(all.find((g) => g.id === created.id)).toMatchObject({ onSale: false })

    const a = await richMember(100)
    expectFailure(await send(a, viewer.id, created.id), 40000, '该礼物已下架，换一个吧')
    expect((await balances(a)).credit).toBe(100)
    await ok(staffCall(API.loveGift.staffSetOnSale, { giftId: created.id, onSale: true }))
    await ok(send(a, viewer.id, created.id))
    expect((await ok(staffCall(API.loveGift.staffGetGifts, {}))).find((g) => g.id === created.id)?.sentCount).toBe(1)
  })

  it('refuses pictures the admin did not upload, bad fields and contact details', async () => {
    const someone = await richMember(0)
    const theirs = await uploadedImage(t, someone.token)
    const valid = { name: '花束', image: await uploadedImage(t, admin.token), points: 10, sort: 0, onSale: true }
    expectFailure(
      await staffCall(API.loveGift.staffCreateGift, { ...valid, image: theirs }),
      40000,
      '图片不正确，请重新上传'
    )
    expectFailure(
      await staffCall(API.loveGift.staffCreateGift, { ...valid, image: 'https://evil.example/x.png' }),
      40000,
      '图片不正确，请重新上传'
    )
    expectFailure(await staffCall(API.loveGift.staffCreateGift, { ...valid, image: '' }), 40000, '请上传礼物图片')
    expectFailure(await staffCall(API.loveGift.staffCreateGift, { ...valid, name: '  ' }), 40000, '礼物名称为1-10个字')
    expectFailure(
      await staffCall(API.loveGift.staffCreateGift, { ...valid, points: 0 }),
      40000,
      '积分价格须为1-100000的整数'
    )
    expectFailure(
      await staffCall(API.loveGift.staffCreateGift, { ...valid, points: 1.5 }),
      40000,
      '积分价格须为1-100000的整数'
    )
    expectFailure(await staffCall(API.loveGift.staffCreateGift, { ...valid, sort: -1 }), 40000, '排序须为0-9999')
    expectFailure(
      await staffCall(API.loveGift.staffCreateGift, { ...valid, name: '微信abc123' }),
      41005,
      '不得含有联系方式，请修改'
    )
    expectFailure(
      await staffCall(API.loveGift.staffUpdateGift, {
        giftId: rose.id,
        name: '玫瑰',
        image: theirs,
        points: 10,
        sort: 0
      }),
      40000,
      '图片不正确，请重新上传'
    )
    expectFailure(
      await staffCall(API.loveGift.staffUpdateGift, { giftId: 2_000_000_000, name: '玫瑰', points: 10, sort: 0 }),
      40400,
      '礼物不存在'
    )
  })

  it('is for admins of this tenant only', async () => {
    const plain = await richMember(0)
    const matchmaker = await richMember(0)
    await grantRole(t, 1, matchmaker.id, 'matchmaker')
    const auditor = await richMember(0)
    await grantRole(t, 1, auditor.id, 'auditor')
    const body = { giftId: rose.id, name: '改名', points: 1, sort: 0 }
    for (const who of [plain, matchmaker, auditor]) {
      expectFailure(await staffCall(API.loveGift.staffGetGifts, {}, who), 40300, '没有权限')
      expectFailure(await staffCall(API.loveGift.staffUpdateGift, body, who), 40300, '没有权限')
      expectFailure(
        await staffCall(API.loveGift.staffSetOnSale, { giftId: rose.id, onSale: false }, who),
        40300,
        '没有权限'
      )
    }
    expectUnauthorized(await t.call(API.loveGift.staffGetGifts, {}))

    const foreignAdmin = await richMember(0, HOST_B)
    await grantRole(t, 2, foreignAdmin.id, 'admin')
    expectFailure(await staffCall(API.loveGift.staffUpdateGift, body, foreignAdmin), 40400, '礼物不存在')
    expectFailure(
      await staffCall(API.loveGift.staffSetOnSale, { giftId: rose.id, onSale: false }, foreignAdmin),
      40400,
      '礼物不存在'
    )
    const foreignList = await ok(staffCall(API.loveGift.staffGetGifts, {}, foreignAdmin))
    expect(foreignList.some((g) => g.id === rose.id && g.image === rose.image)).toBe(false)
    const viewer = await richMember(0)
    expect((await ok(t.call(API.loveGift.getGiftList, {}, { token: viewer.token }))).list[0]).toEqual(rose)
  })
})

describe('without the lovegift plugin', () => {
  it('refuses every gift route, member and staff alike, while other tenants keep theirs', async () => {
    const a = await richMember(100)
    const b = await richMember(0)
    const admin = await richMember(0)
    await grantRole(t, 1, admin.id, 'admin')
    const gift = await ok(send(a, b.id, rose.id))
    await withGiftConfig({ grantPluginIds: [PLUGIN_IDS.theme, PLUGIN_IDS.message] }, async () => {
      const calls: [Parameters<TestApp['call']>[0], Record<string, unknown>, Lover][] = [
        [API.loveGift.getGiftList, {}, a],
        [API.loveGift.send, { toUserId: b.id, giftId: rose.id, clientRequestId: requestId() }, a],
        [API.loveGift.decline, { sendId: gift.id }, b],
        [API.loveGift.getReceivedPage, { cursor: '', pageSize: 10 }, b],
        [API.loveGift.getSentPage, { cursor: '', pageSize: 10 }, a],
        [API.loveGift.staffGetGifts, {}, admin],
        [
          API.loveGift.staffCreateGift,
          { name: '花', image: await uploadedImage(t, admin.token), points: 1, sort: 0, onSale: true },
          admin
        ],
        [API.loveGift.staffUpdateGift, { giftId: rose.id, name: '花', points: 1, sort: 0 }, admin],
        [API.loveGift.staffSetOnSale, { giftId: rose.id, onSale: false }, admin]
      ]
      for (const [path, body, who] of calls) {
        expectFailure(await t.call(path, body, { token: who.token }), 40300, '本站未开通礼物功能')
      }
      const foreign = await richMember(0, HOST_B)
      expect((await t.call(API.loveGift.getGiftList, {}, { token: foreign.token, host: HOST_B })).body.code).toBe(20000)
    })
    expect((await balances(a)).credit).toBe(90)
    expect((await received(b)).list[0]).toMatchObject({ id: gift.id, status: 'received' })
  })
})

describe('concurrency', () => {
  it('20 parallel sends with points for 5 send exactly 5 and never overdraw', async () => {
    const a = await richMember(50)
    const b = await richMember(0)
    const results = await Promise.all(Array.from({ length: 20 }, () => send(a, b.id, rose.id)))
    const codes = results.map((r) => r.body.code)
    expect(codes.filter((c) => c === 20000)).toHaveLength(5)
    expect(codes.filter((c) => c === 41006)).toHaveLength(15)
    expect(await balances(a)).toMatchObject({ credit: 0 })
    expect(await balances(b)).toMatchObject({ credit: 25 })
    expect((await sent(a)).list).toHaveLength(5)
    await expectLedgerSound(t)
  })

  it('parallel declines of one gift: exactly one succeeds and the sender is refunded once', async () => {
    const a = await richMember(99)
    const b = await richMember(0)
    const gift = await ok(send(a, b.id, catalogue[4].id))
    const results = await Promise.all(Array.from({ length: 10 }, () => decline(b, gift.id)))
    const codes = results.map((r) => r.body.code)
    expect(codes.filter((c) => c === 20000)).toHaveLength(1)
    expect(codes.filter((c) => c === 40900)).toHaveLength(9)
    expect((await balances(a)).credit).toBe(99)
    expect((await balances(b)).credit).toBe(0)
    await expectLedgerSound(t)
  })
})
