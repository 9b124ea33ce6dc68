/** What a paid product delivers beyond VIP: placements at the top, matchmaking lines, private customisation. */
import { API } from '@contract/api'
import { HOST_B, type TestApp } from '../helpers/app'
import { buy, givePoints, productOf, buildFinanceApp, financeKit, DAY, MINUTE, FAR_ID, ok } from '../helpers/finance'
import { lover, man, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, ledgerStaysSound, wallet, pay, productNamed, buyWithBalance, staff } = financeKit(() => t)

describe('top and boost placements', () => {
  ledgerStaysSound()

  it('a top purchase opens a placement window from now for its days', async () => {
    const m = await lover(t)
    await buyWithBalance(m, await productNamed('置顶1天'))
    const windows = await ok(send(m, API.loveFeed.getMyPlacements))
    expect(windows).toHaveLength(1)
    expect(windows[0]).toMatchObject({ kind: 'top', active: true })
    expect(Date.parse(windows[0].endsAt) - Date.parse(windows[0].startsAt)).toBe(DAY)
    expect(Math.abs(Date.parse(windows[0].startsAt) - Date.now())).toBeLessThan(MINUTE)
  })

  it('a second top purchase starts when the first ends; a boost runs on its own', async () => {
    const m = await lover(t)
    await buyWithBalance(m, await productNamed('置顶1天'))
    await buyWithBalance(m, await productNamed('置顶3天'))
    await buyWithBalance(m, await productNamed('推广3天'))
    const windows = await ok(send(m, API.loveFeed.getMyPlacements))
    const tops = windows.filter((w) => w.kind === 'top')
    expect(tops).toHaveLength(2)
    const [later, first] = tops
    expect(later.startsAt).toBe(first.endsAt)
    expect(Date.parse(later.endsAt) - Date.parse(later.startsAt)).toBe(3 * DAY)
    expect([first.active, later.active]).toEqual([true, false])
    const boost = windows.find((w) => w.kind === 'boost')!
    expect(boost.active).toBe(true)
    expect(Date.parse(boost.endsAt) - Date.parse(boost.startsAt)).toBe(3 * DAY)
    expect(Math.abs(Date.parse(boost.startsAt) - Date.now())).toBeLessThan(MINUTE)
  })

  it('pays a top placement with points too', async () => {
    const m = await lover(t)
    await givePoints(t, m.id, 99)
    const o = await buy(t, m.token, (await productOf(t, 'top')).id)
    await ok(pay(m, o.orderNo, 'credit'))
    expect(await ok(send(m, API.loveFeed.getMyPlacements))).toHaveLength(1)
  })

  it("puts the topped member first in another member's feed", async () => {
    const city = { residenceProvince: '浙江省', residenceCity: '舟山市' }
    const viewer = await man(t, {
      ...city,
      mate: {
        ...profileInput().mate,
        ageMin: 24,
        ageMax: 34,
        heightMin: 155,
        heightMax: 175,
        educationMin: 'college',
        city: ''
      }
    })
    const fit = await lover(t, { ...city, nickname: '相配' })
    const topped = await lover(t, { ...city, birthDate: '1975-01-01', education: 'senior', height: 150 })
    const feed = async () =>
      (await ok(send(viewer, API.loveFeed.getRecommendPage, { cursor: '', pageSize: 20, city: '舟山市' }))).list
    expect((await feed()).map((c) => c.userId)).toEqual([fit.id, topped.id])
    await buyWithBalance(topped, await productOf(t, 'top'))
    const cards = await feed()
    expect(cards.map((c) => c.userId)).toEqual([topped.id, fit.id])
    expect(cards[0].isTop).toBe(true)
  })
})

describe('matchmaking lines', () => {
  ledgerStaysSound()

  /** A member holding `credits` line credits, bought as a package. */
  async function withCredits(credits: 1 | 3): Promise<Lover> {
    const m = await member(t)
    await buyWithBalance(m, await productNamed(credits === 1 ? '牵线1次' : '牵线3次'))
    return m
  }

  it('a line package adds its credits', async () => {
    const m = await withCredits(3)
    expect(await wallet(m)).toEqual({ balance: 0, credit: 0, lineCredits: 3 })
    await buyWithBalance(m, await productNamed('牵线1次'))
    expect((await wallet(m)).lineCredits).toBe(4)
  })

  it('a request spends one credit and shows as pending; the same target twice is refused', async () => {
    const m = await withCredits(3)
    const target = await lover(t, { nickname: '心仪对象' })
    const line = await ok(send(m, API.loveLine.requestLine, { targetId: target.id, remark: ' 想认识一下 ' }))
    expect(line).toMatchObject({
      targetId: target.id,
      targetNickname: '心仪对象',
      remark: '想认识一下',
      status: 'pending',
      note: '',
      handledAt: ''
    })
    expect((await wallet(m)).lineCredits).toBe(2)
    expectFailure(
      await send(m, API.loveLine.requestLine, { targetId: target.id }),
      40900,
      '你已申请过为TA牵线，红娘正在安排'
    )
    expect((await wallet(m)).lineCredits).toBe(2)
    const mine = await ok(send(m, API.loveLine.getMyLines, { pageNum: 1, pageSize: 20 }))
    expect(mine.total).toBe(1)
    expect(mine.list).toEqual([line])
    // A different target is fine.
    await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    expect((await wallet(m)).lineCredits).toBe(1)
  })

  it('refuses without credits and stores nothing', async () => {
    const m = await member(t)
    const target = await lover(t)
    expectFailure(
      await send(m, API.loveLine.requestLine, { targetId: target.id }),
      41006,
      '牵线次数不足，请先购买牵线套餐'
    )
    expect((await ok(send(m, API.loveLine.getMyLines, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
    expect((await wallet(m)).lineCredits).toBe(0)
  })

  it("refuses oneself, unknown members, members without a profile and other tenants' members", async () => {
    const m = await withCredits(1)
    await t.call(API.loveProfile.signUp, profileInput(), { token: m.token })
    expectFailure(await send(m, API.loveLine.requestLine, { targetId: m.id }), 40000, '不能给自己申请牵线')
    expectFailure(await send(m, API.loveLine.requestLine, { targetId: FAR_ID }), 40400, '该会员不存在或已隐藏资料')
    expectFailure(
      await send(m, API.loveLine.requestLine, { targetId: (await member(t)).id }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(
      await send(m, API.loveLine.requestLine, { targetId: (await lover(t, {}, HOST_B)).id }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(await send(m, API.loveLine.requestLine, { targetId: 0 }), 40000, '会员不正确')
    expectFailure(await send(m, API.loveLine.requestLine, {}), 40000, '会员不正确')
    expectFailure(
      await send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id, remark: '话'.repeat(201) }),
      40000,
      '留言最多200个字'
    )
    expect((await wallet(m)).lineCredits).toBe(1)
  })

  it('arranged by an admin: the credit stays used and the member sees the note', async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    const admin = await staff('admin')
    const handled = await ok(
      send(admin, API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: ' 已联系双方 ' })
    )
    expect(handled).toMatchObject({ id: line.id, userId: m.id, status: 'arranged', note: '已联系双方' })
    expect(handled.handledAt).not.toBe('')
    expect((await wallet(m)).lineCredits).toBe(0)
    const mine = await ok(send(m, API.loveLine.getMyLines, { pageNum: 1, pageSize: 20 }))
    expect(mine.list[0]).toMatchObject({ status: 'arranged', note: '已联系双方' })
    expect(mine.list[0]).not.toHaveProperty('userId')
  })

  it('cancelled by a matchmaker: needs a note and gives the credit back', async () => {
    const m = await withCredits(1)
    const target = await lover(t)
    const line = await ok(send(m, API.loveLine.requestLine, { targetId: target.id }))
    const matchmaker = await staff('matchmaker')
    const pending = await ok(
      send(matchmaker, API.loveLine.staffGetLines, { pageNum: 1, pageSize: 50, status: 'pending' })
    )
    expect(pending.list.find((l) => l.id === line.id)).toMatchObject({ userId: m.id, status: 'pending' })
    expect(pending.list.every((l) => l.status === 'pending')).toBe(true)

    expectFailure(
      await send(matchmaker, API.loveLine.staffHandleLine, { id: line.id, arranged: false, note: '  ' }),
      40000,
      '请填写取消原因'
    )
    expect((await wallet(m)).lineCredits).toBe(0)
    const cancelled = await ok(
      send(matchmaker, API.loveLine.staffHandleLine, { id: line.id, arranged: false, note: '对方暂不考虑' })
    )
    expect(cancelled).toMatchObject({ status: 'cancelled', note: '对方暂不考虑' })
    expect((await wallet(m)).lineCredits).toBe(1)
    // No longer pending: the member may ask again.
    await ok(send(m, API.loveLine.requestLine, { targetId: target.id }))
    expect((await wallet(m)).lineCredits).toBe(0)
  })

  it("is handled once; unknown and other tenants' requests are not found", async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    const admin = await staff('admin')
    expectFailure(
      await send(await staff('admin', HOST_B), API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: '' }),
      40400,
      '牵线申请不存在'
    )
    await ok(send(admin, API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: '' }))
    expectFailure(
      await send(admin, API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: '' }),
      40900,
      '这条牵线申请已处理'
    )
    expectFailure(
      await send(admin, API.loveLine.staffHandleLine, { id: line.id, arranged: false, note: '改主意了' }),
      40900,
      '这条牵线申请已处理'
    )
    expect((await wallet(m)).lineCredits).toBe(0)
    expectFailure(
      await send(admin, API.loveLine.staffHandleLine, { id: FAR_ID, arranged: true, note: '' }),
      40400,
      '牵线申请不存在'
    )
  })

  it('is for admins and matchmakers only', async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.loveLine.requestLine, { targetId: (await lover(t)).id }))
    for (const who of [m, await member(t), await staff('auditor')]) {
      expectFailure(
        await send(who, API.loveLine.staffHandleLine, { id: line.id, arranged: true, note: '' }),
        40300,
        '没有权限'
      )
      expectFailure(await send(who, API.loveLine.staffGetLines, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    }
    expect((await ok(send(m, API.loveLine.getMyLines, { pageNum: 1, pageSize: 20 }))).list[0].status).toBe('pending')
  })

  it('refuses bad staff input with a Chinese message', async () => {
    const admin = await staff('admin')
    expectFailure(
      await send(admin, API.loveLine.staffHandleLine, { id: 0, arranged: true, note: '' }),
      40000,
      '编号不正确'
    )
    expectFailure(await send(admin, API.loveLine.staffHandleLine, { id: 1, note: '' }), 40000, '请选择处理结果')
    expectFailure(await send(admin, API.loveLine.staffHandleLine, { id: 1, arranged: true }), 40000, '备注最多200个字')
    expectFailure(
      await send(admin, API.loveLine.staffHandleLine, { id: 1, arranged: true, note: '注'.repeat(201) }),
      40000,
      '备注最多200个字'
    )
    expectFailure(
      await send(admin, API.loveLine.staffGetLines, { pageNum: 1, pageSize: 20, status: 'done' }),
      40000,
      '状态不正确'
    )
  })
})

describe('private customisation', () => {
  ledgerStaysSound()

  it("a paid custom product opens a service with the member's requirements", async () => {
    const m = await member(t)
    const custom = await productOf(t, 'custom')
    expect(await ok(send(m, API.loveLine.getMyCustomServices))).toEqual([])
    const unpaid = await buy(t, m.token, custom.id, '先下单不付款的要求')
    expect(unpaid.status).toBe('unpaid')
    expect(await ok(send(m, API.loveLine.getMyCustomServices))).toEqual([])

    await buyWithBalance(m, custom, ' 希望找一位温柔体贴、喜欢旅行的人 ')
    const services = await ok(send(m, API.loveLine.getMyCustomServices))
    expect(services).toHaveLength(1)
    expect(services[0]).toMatchObject({
      title: '私人定制·季度',
      remark: '希望找一位温柔体贴、喜欢旅行的人',
      status: 'waiting'
    })
    expect(Date.parse(services[0].endsAt) - Date.parse(services[0].startsAt)).toBe(90 * DAY)
    expect(await ok(send(await member(t), API.loveLine.getMyCustomServices))).toEqual([])
  })
})
