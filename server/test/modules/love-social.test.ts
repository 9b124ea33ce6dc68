import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { loveReports, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const FIRST_PAGE = { cursor: '', pageSize: 10 }
const HIDDEN = { hideFromFeed: true, photosVipOnly: false, hideAge: false, hideIncome: false }

type PeopleList =
  | typeof API.loveSocial.getMyFavPage
  | typeof API.loveSocial.getFavedMePage
  | typeof API.loveSocial.getViewedPage
  | typeof API.loveSocial.getViewersPage
  | typeof API.loveSocial.getBlockedPage

async function listed(path: PeopleList, who: Lover) {
  const res = await t.call(path, FIRST_PAGE, { token: who.token, host: who.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.list.map((i) => i.card.userId)
}

const view = (who: Lover, target: Lover) => t.call(API.loveFeed.getDetail, { userId: target.id }, { token: who.token })
const centre = async (who: Lover) => (await t.call(API.loveSocial.getLoveCentre, {}, { token: who.token })).body.data

describe('favourites and views', () => {
  it('both members see the view and the favourite, in the lists and the love centre', async () => {
    const a = await man(t)
    const b = await lover(t, { nickname: '被看的人' })
    await view(a, b)
    await view(a, b)
    expect((await t.call(API.loveSocial.fav, { userId: b.id }, { token: a.token })).body).toEqual({
      code: 20000,
      msg: 'success',
      data: { ok: true }
    })
    // Favouriting twice is harmless.
    expect((await t.call(API.loveSocial.fav, { userId: b.id }, { token: a.token })).body.data.ok).toBe(true)

    const viewed = await t.call(API.loveSocial.getViewedPage, FIRST_PAGE, { token: a.token })
    expect(viewed.body.data.list).toMatchObject([{ card: { userId: b.id, nickname: '被看的人' }, times: 2 }])
    const item = viewed.body.data.list[0]
    expect(Date.parse(item.firstAt)).toBeLessThanOrEqual(Date.parse(item.at))
    expect(await listed(API.loveSocial.getViewersPage, b)).toEqual([a.id])
    expect(await listed(API.loveSocial.getMyFavPage, a)).toEqual([b.id])

    expect(await centre(b)).toMatchObject({ viewedMeCount: 1, favedMeCount: 1, iViewedCount: 0, favCount: 0 })
    expect(await centre(a)).toMatchObject({ viewedMeCount: 0, favedMeCount: 0, iViewedCount: 1, favCount: 1 })
    expect((await view(a, b)).body.data.isFav).toBe(true)

    expect((await t.call(API.loveSocial.unfav, { userId: b.id }, { token: a.token })).body.data.ok).toBe(true)
    expect(await listed(API.loveSocial.getMyFavPage, a)).toEqual([])
    expect((await centre(b)).favedMeCount).toBe(0)
  })

  it('pages the lists newest first with a cursor', async () => {
    const a = await man(t)
    const targets: Lover[] = []
    for (let i = 0; i < 5; i++) {
      const target = await lover(t)
      targets.push(target)
      await t.call(API.loveSocial.fav, { userId: target.id }, { token: a.token })
    }
    const seen: number[] = []
    let cursor = ''
    do {
      const res = await t.call(API.loveSocial.getMyFavPage, { cursor, pageSize: 2 }, { token: a.token })
      seen.push(...res.body.data.list.map((i) => i.card.userId))
      cursor = res.body.data.nextCursor
    } while (cursor)
    expect(seen).toEqual(targets.map((x) => x.id).reverse())
    expectFailure(
      await t.call(API.loveSocial.getViewedPage, { cursor: 'bad', pageSize: 2 }, { token: a.token }),
      40000,
      '分页参数不正确'
    )
    expectFailure(
      await t.call(API.loveSocial.getMyFavPage, { cursor: '', pageSize: 99 }, { token: a.token }),
      40000,
      '每页条数不正确'
    )
  })

  it('refuses oneself, a missing member, a member without a profile and a bad id', async () => {
    const a = await man(t)
    const plain = await member(t)
    expectFailure(await t.call(API.loveSocial.fav, { userId: a.id }, { token: a.token }), 40000, '不能对自己操作')
    expectFailure(await t.call(API.loveSocial.fav, { userId: 2_000_000 }, { token: a.token }), 40400, '该会员不存在')
    expectFailure(await t.call(API.loveSocial.fav, { userId: plain.id }, { token: a.token }), 40400, '该会员不存在')
    expectFailure(await t.call(API.loveSocial.fav, { userId: -3 }, { token: a.token }), 40000, '会员不正确')
    expectFailure(await t.call(API.loveSocial.fav, {}, { token: a.token }), 40000, '会员不正确')
  })

  it('leaves members who hid their profile or were suspended out of every list and count', async () => {
    const a = await man(t)
    const shy = await lover(t)
    const gone = await lover(t)
    for (const target of [shy, gone]) {
      await view(a, target)
      await t.call(API.loveSocial.fav, { userId: target.id }, { token: a.token })
      await view(target, a)
    }
    await t.call(API.loveProfile.setPrivacy, HIDDEN, { token: shy.token })
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, gone.id)))
    expect(await listed(API.loveSocial.getMyFavPage, a)).toEqual([])
    expect(await listed(API.loveSocial.getViewedPage, a)).toEqual([])
    expect(await listed(API.loveSocial.getViewersPage, a)).toEqual([])
    expect(await centre(a)).toMatchObject({ viewedMeCount: 0, iViewedCount: 0, favCount: 0 })
  })
})

describe('who favourited me (VIP)', () => {
  const FAVED_ME_VIP_ONLY = '开通VIP后可查看谁收藏了你'
  const favedMe = (who: Lover, page = FIRST_PAGE) =>
    t.call(API.loveSocial.getFavedMePage, page, { token: who.token, host: who.host })
  const favourite = (who: Lover, target: Lover) =>
    t.call(API.loveSocial.fav, { userId: target.id }, { token: who.token, host: who.host })

  it('shows a VIP the members who favourited them, newest first, paged with a cursor', async () => {
    const me = await lover(t)
    await makeVip(t, me.id)
    const fans: Lover[] = []
    for (let i = 0; i < 5; i++) {
      const fan = await man(t, { nickname: `心动${i}` })
      fans.push(fan)
      await favourite(fan, me)
    }
    // My own favourites are the other list.
    const mine = await man(t)
    await favourite(me, mine)

    const first = await favedMe(me)
    expect(first.status).toBe(200)
    expect(first.body.data.list[0]).toMatchObject({ card: { userId: fans[4].id, nickname: '心动4' } })
    expect(Number.isNaN(Date.parse(first.body.data.list[0].at))).toBe(false)

    const seen: number[] = []
    let cursor = ''
    do {
      const res = await favedMe(me, { cursor, pageSize: 2 })
      expect(res.body.code).toBe(20000)
      expect(res.body.data.list.length).toBeLessThanOrEqual(2)
      seen.push(...res.body.data.list.map((i) => i.card.userId))
      cursor = res.body.data.nextCursor
    } while (cursor)
    expect(seen).toEqual(fans.map((f) => f.id).reverse())
    // The list and the love centre's count agree.
    expect((await centre(me)).favedMeCount).toBe(5)

    // Unfavouriting takes a member off the list.
    await t.call(API.loveSocial.unfav, { userId: me.id }, { token: fans[0].token })
    expect(await listed(API.loveSocial.getFavedMePage, me)).toEqual(
      fans
        .slice(1)
        .map((f) => f.id)
        .reverse()
    )
    expectFailure(await favedMe(me, { cursor: 'bad', pageSize: 2 }), 40000, '分页参数不正确')
    expectFailure(await favedMe(me, { cursor: '', pageSize: 99 }), 40000, '每页条数不正确')
  })

  it('refuses a member who is not a VIP, or whose VIP has expired, with 40300 and why', async () => {
    const me = await lover(t)
    const fan = await man(t)
    await favourite(fan, me)

    const res = await favedMe(me)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ code: 40300, msg: FAVED_ME_VIP_ONLY, data: null })
    // The count stays visible to everyone: it is what the upsell shows.
    expect((await centre(me)).favedMeCount).toBe(1)

    await t.app.db
      .update(users)
      .set({ vipType: 1, vipExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(users.tenantId, 1), eq(users.id, me.id)))
    expectFailure(await favedMe(me), 40300, FAVED_ME_VIP_ONLY)

    await makeVip(t, me.id)
    expect(await listed(API.loveSocial.getFavedMePage, me)).toEqual([fan.id])
  })

  it('leaves out members blocked either way, hidden or suspended', async () => {
    const me = await lover(t)
    await makeVip(t, me.id)
    const iBlocked = await man(t)
    const blockedMe = await man(t)
    const shy = await man(t)
    const gone = await man(t)
    const fine = await man(t)
    for (const fan of [iBlocked, blockedMe, shy, gone, fine]) await favourite(fan, me)
    await t.call(API.loveSocial.block, { userId: iBlocked.id }, { token: me.token })
    await t.call(API.loveSocial.block, { userId: me.id }, { token: blockedMe.token })
    await t.call(API.loveProfile.setPrivacy, HIDDEN, { token: shy.token })
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, gone.id)))

    expect(await listed(API.loveSocial.getFavedMePage, me)).toEqual([fine.id])
    expect((await centre(me)).favedMeCount).toBe(1)

    await t.call(API.loveSocial.unblock, { userId: iBlocked.id }, { token: me.token })
    // Blocking kept the favourite: it is back once unblocked.
    expect(await listed(API.loveSocial.getFavedMePage, me)).toEqual([fine.id, iBlocked.id])
  })

  it("never shows another tenant's favourites", async () => {
    const me = await lover(t)
    await makeVip(t, me.id)
    const local = await man(t)
    await favourite(local, me)

    const foreign = await lover(t, {}, HOST_B)
    await makeVip(t, foreign.id, 2)
    const foreignFan = await man(t, {}, HOST_B)
    await favourite(foreignFan, foreign)

    expect(await listed(API.loveSocial.getFavedMePage, me)).toEqual([local.id])
    expect(await listed(API.loveSocial.getFavedMePage, foreign)).toEqual([foreignFan.id])
    // A tenant-A token is not a tenant-B session.
    expectUnauthorized(
      await t.call(API.loveSocial.getFavedMePage, FIRST_PAGE, { token: me.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
  })
})

describe('blocks', () => {
  it('hide both members from each other in every list until unblocked', async () => {
    const a = await man(t)
    const b = await lover(t, { nickname: '被拉黑' })
    await view(a, b)
    await view(b, a)
    await t.call(API.loveSocial.fav, { userId: b.id }, { token: a.token })
    await t.call(API.loveSocial.fav, { userId: a.id }, { token: b.token })

    expect((await t.call(API.loveSocial.block, { userId: b.id }, { token: a.token })).body.data.ok).toBe(true)
    expect((await t.call(API.loveSocial.block, { userId: b.id }, { token: a.token })).body.data.ok).toBe(true)
    for (const [who, other] of [
      [a, b],
      [b, a]
    ]) {
      expect(await listed(API.loveSocial.getMyFavPage, who)).not.toContain(other.id)
      expect(await listed(API.loveSocial.getViewedPage, who)).not.toContain(other.id)
      expect(await listed(API.loveSocial.getViewersPage, who)).not.toContain(other.id)
      expect(await centre(who)).toMatchObject({ viewedMeCount: 0, iViewedCount: 0, favCount: 0, favedMeCount: 0 })
    }
    // Favouriting a member who blocked you reads as if they were gone; blocking back is allowed.
    expectFailure(await t.call(API.loveSocial.fav, { userId: a.id }, { token: b.token }), 40400, '该会员不存在')
    expect((await t.call(API.loveSocial.block, { userId: a.id }, { token: b.token })).body.data.ok).toBe(true)

    const blockedList = await t.call(API.loveSocial.getBlockedPage, FIRST_PAGE, { token: a.token })
    expect(blockedList.body.data.list).toMatchObject([{ card: { userId: b.id, nickname: '被拉黑' } }])

    await t.call(API.loveSocial.unblock, { userId: b.id }, { token: a.token })
    await t.call(API.loveSocial.unblock, { userId: a.id }, { token: b.token })
    expect(await listed(API.loveSocial.getBlockedPage, a)).toEqual([])
    expect(await listed(API.loveSocial.getMyFavPage, a)).toEqual([b.id])
    expect(await listed(API.loveSocial.getViewersPage, b)).toEqual([a.id])
  })

  it('refuses blocking oneself or a missing member', async () => {
    const a = await man(t)
    expectFailure(await t.call(API.loveSocial.block, { userId: a.id }, { token: a.token }), 40000, '不能对自己操作')
    expectFailure(await t.call(API.loveSocial.block, { userId: 2_000_000 }, { token: a.token }), 40400, '该会员不存在')
  })
})

describe('report', () => {
  it('records the reason, description and images, even after a block', async () => {
    const a = await man(t)
    const b = await lover(t)
    await t.call(API.loveSocial.block, { userId: b.id }, { token: a.token })
    const images = await uploadedImages(t, a.token, 2)
    const res = await t.call(
      API.loveSocial.report,
      { userId: b.id, reason: 'fake', description: '照片与本人不符，聊天截图里对方一直催我转账', images },
      { token: a.token }
    )
    expect(res.body.data.ok).toBe(true)
    const rows = await t.app.db
      .select()
      .from(loveReports)
      .where(and(eq(loveReports.tenantId, 1), eq(loveReports.targetId, b.id)))
    expect(rows).toMatchObject([{ reporterId: a.id, reason: 'fake', images, status: 'pending' }])
  })

  it('refuses a bad reason, too many or foreign images, oneself and a missing member', async () => {
    const a = await man(t)
    const b = await lover(t)
    const call = (body: Record<string, unknown>) =>
      t.call(
        API.loveSocial.report,
        { userId: b.id, reason: 'fake', description: '', images: [], ...body },
        { token: a.token }
      )
    expectFailure(await call({ reason: 'whatever' }), 40000, '请选择举报原因')
    expectFailure(
      await call({ images: Array.from({ length: 7 }, (_, i) => `/uploads/t1/${i}.jpg`) }),
      40000,
      '举报图片最多6张，且须为上传的图片'
    )
    expectFailure(await call({ images: ['file:///etc/passwd'] }), 40000, '举报图片最多6张，且须为上传的图片')
    expectFailure(await call({ description: '长'.repeat(501) }), 40000, '描述最多500个字')
    expectFailure(await call({ userId: a.id }), 40000, '不能对自己操作')
    expectFailure(await call({ userId: 2_000_000 }), 40400, '该会员不存在')
  })
})

describe('new views and favourites (the badge)', () => {
  const notices = async (who: Lover) =>
    (await t.call(API.loveSocial.getNoticeCount, {}, { token: who.token, host: who.host })).body.data.count
  const seen = (who: Lover) => t.call(API.loveSocial.markNoticesSeen, {}, { token: who.token, host: who.host })

  it('counts who viewed and favourited me until I look, then only what is newer', async () => {
    const me = await lover(t)
    const a = await man(t)
    const b = await man(t)
    expect(await notices(me)).toBe(0)
    await view(a, me)
    await view(b, me)
    await t.call(API.loveSocial.fav, { userId: me.id }, { token: a.token })
    expect(await notices(me)).toBe(3)
    expect(await centre(me)).toMatchObject({
      viewedMeCount: 2,
      newViewedMeCount: 2,
      favedMeCount: 1,
      newFavedMeCount: 1
    })

    expect((await seen(me)).body).toEqual({ code: 20000, msg: 'success', data: { ok: true } })
    expect(await notices(me)).toBe(0)
    expect(await centre(me)).toMatchObject({ viewedMeCount: 2, newViewedMeCount: 0, newFavedMeCount: 0 })

    // A member coming back is news again; my own views of others are not.
    await view(a, me)
    await view(me, a)
    expect(await notices(me)).toBe(1)
  })

  it('never counts members the lists hide (blocked, hidden, other tenants)', async () => {
    const me = await lover(t)
    const blocked = await man(t)
    const hidden = await man(t)
    await view(blocked, me)
    await view(hidden, me)
    await t.call(API.loveSocial.block, { userId: blocked.id }, { token: me.token })
    await t.call(API.loveProfile.setPrivacy, HIDDEN, { token: hidden.token })
    expect(await notices(me)).toBe(0)
    const foreign = await lover(t, {}, HOST_B)
    expect(await notices(foreign)).toBe(0)
  })

  it('is zero for a member without a profile, who cannot mark anything seen', async () => {
    const plain = await member(t)
    expect((await t.call(API.loveSocial.getNoticeCount, {}, { token: plain.token })).body.data).toEqual({ count: 0 })
    expectFailure(await t.call(API.loveSocial.markNoticesSeen, {}, { token: plain.token }), 40400, '请先填写交友资料')
  })
})

describe('tenants', () => {
  it("cannot touch another tenant's members", async () => {
    const a = await man(t)
    const foreign = await lover(t, {}, HOST_B)
    for (const path of [API.loveSocial.fav, API.loveSocial.block]) {
      expectFailure(await t.call(path, { userId: foreign.id }, { token: a.token }), 40400, '该会员不存在')
    }
    expectFailure(
      await t.call(
        API.loveSocial.report,
        { userId: foreign.id, reason: 'fake', description: '', images: [] },
        { token: a.token }
      ),
      40400,
      '该会员不存在'
    )
    const foreignViewer = await man(t, {}, HOST_B)
    await t.call(API.loveFeed.getDetail, { userId: foreign.id }, { token: foreignViewer.token, host: HOST_B })
    expect(await listed(API.loveSocial.getViewersPage, foreign)).toEqual([foreignViewer.id])
    expect(await listed(API.loveSocial.getViewedPage, a)).toEqual([])
  })
})

describe('logged out', () => {
  it.each([
    API.loveSocial.fav,
    API.loveSocial.unfav,
    API.loveSocial.getMyFavPage,
    API.loveSocial.getViewedPage,
    API.loveSocial.getViewersPage,
    API.loveSocial.getFavedMePage,
    API.loveSocial.block,
    API.loveSocial.unblock,
    API.loveSocial.getBlockedPage,
    API.loveSocial.report,
    API.loveSocial.getNoticeCount,
    API.loveSocial.markNoticesSeen
  ])('%s asks to log in', async (path) => {
    expectUnauthorized(await t.call(path, { userId: 1, cursor: '', pageSize: 10 }))
  })
})
