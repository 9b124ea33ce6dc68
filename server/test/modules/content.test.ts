import { and, eq } from 'drizzle-orm'
import { API } from '../../../types/api'
import { ledgerEntries, singlePages } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('singlePage getSinglePage', () => {
  it('returns the About page with its content and update time', async () => {
    const res = await t.call(API.singlePage.getSinglePage, { id: 1 })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ id: 1, title: '关于我们' })
    expect(res.body.data.content).toContain('<p>')
    expect(Number.isNaN(Date.parse(res.body.data.updatedAt))).toBe(false)
    expect((await t.call(API.singlePage.getSinglePage, { id: 3 })).body.data.title).toBe('隐私政策')
  })

  it('answers 40400 for a page that does not exist', async () => {
    expectFailure(await t.call(API.singlePage.getSinglePage, { id: 999 }), 40400, '页面不存在或已下线')
  })

  it('rejects an id that is not a positive 32-bit integer (never a 500)', async () => {
    for (const id of [0, -3, '1', 1.5, 99_999_999_999]) {
      expectFailure(await t.call(API.singlePage.getSinglePage, { id }), 40000, '编号不正确')
    }
    expectFailure(await t.call(API.singlePage.getSinglePage, {}), 40000, '编号不正确')
  })

  it("keeps each tenant's pages apart", async () => {
    await t.app.db
      .update(singlePages)
      .set({ title: '乙城简介', content: '<p>乙城</p>' })
      .where(and(eq(singlePages.tenantId, 2), eq(singlePages.id, 1)))
    expect((await t.call(API.singlePage.getSinglePage, { id: 1 }, { host: HOST_B })).body.data).toMatchObject({ title: '乙城简介', content: '<p>乙城</p>' })
    const onA = await t.call(API.singlePage.getSinglePage, { id: 1 })
    expect(onA.body.data.title).toBe('关于我们')
    expect(onA.body.data.content).not.toContain('乙城')

    await t.app.db.delete(singlePages).where(and(eq(singlePages.tenantId, 2), eq(singlePages.id, 2)))
    expectFailure(await t.call(API.singlePage.getSinglePage, { id: 2 }, { host: HOST_B }), 40400, '页面不存在或已下线')
    expect((await t.call(API.singlePage.getSinglePage, { id: 2 })).body.data.title).toBe('用户服务协议')
  })
})

describe('finance getPagedCharges / getPagedIncomes', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)

  async function addEntry(tenantId: number, userId: number, amount: number, balanceAfter: number, title: string, createdAt: Date, account: 'balance' | 'credit' = 'balance') {
    await t.app.db.insert(ledgerEntries).values({ tenantId, userId, account, amount, balanceAfter, title, bizType: 'test', createdAt })
  }

  it('shows empty lists with the default paging to a new member', async () => {
    const token = await loginWithMpCode(t)
    for (const path of [API.finance.getPagedCharges, API.finance.getPagedIncomes]) {
      const res = await t.call(path, {}, { token })
      expect(res.body).toEqual({ code: 20000, msg: 'success', data: { list: [], total: 0, pageNum: 1, pageSize: 20 } })
    }
  })

  it('splits balance moves into incomes and charges, newest first, in integer fen', async () => {
    const token = await loginWithMpCode(t)
    const me = await userIdOf(t, token)
    await addEntry(1, me, 5000, 5000, '充值', minutesAgo(30))
    await addEntry(1, me, -1200, 3800, '开通VIP', minutesAgo(20))
    await addEntry(1, me, 800, 4600, '推广奖励', minutesAgo(10))
    await addEntry(1, me, 300, 300, '签到积分', minutesAgo(5), 'credit')

    const incomes = await t.call(API.finance.getPagedIncomes, { pageNum: 1, pageSize: 10 }, { token })
    expect(incomes.body.data.total).toBe(2)
    expect(incomes.body.data.list.map((r) => [r.title, r.amount, r.balanceAfter])).toEqual([
      ['推广奖励', 800, 4600],
      ['充值', 5000, 5000]
    ])
    const charges = await t.call(API.finance.getPagedCharges, { pageNum: 1, pageSize: 10 }, { token })
    expect(charges.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 })
    expect(charges.body.data.list).toHaveLength(1)
    expect(charges.body.data.list[0]).toMatchObject({ title: '开通VIP', amount: -1200, balanceAfter: 3800 })
    expect(Date.parse(charges.body.data.list[0].createdAt)).toBeCloseTo(minutesAgo(20).getTime(), -4)

    const page2 = await t.call(API.finance.getPagedIncomes, { pageNum: 2, pageSize: 1 }, { token })
    expect(page2.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 })
    expect(page2.body.data.list.map((r) => r.amount)).toEqual([5000])
    expect((await t.call(API.finance.getPagedIncomes, { pageNum: 3, pageSize: 1 }, { token })).body.data.list).toEqual([])
  })

  it("never shows a member another member's or another tenant's records", async () => {
    const owner = await loginWithMpCode(t)
    await addEntry(1, await userIdOf(t, owner), 7000, 7000, '充值', minutesAgo(1))
    await addEntry(1, await userIdOf(t, owner), -700, 6300, '消费', minutesAgo(1))

    const neighbour = await loginWithMpCode(t)
    const onB = await loginWithMpCode(t, HOST_B)
    const onBId = await userIdOf(t, onB, HOST_B)
    await addEntry(2, onBId, 9900, 9900, '乙城充值', minutesAgo(1))
    for (const path of [API.finance.getPagedCharges, API.finance.getPagedIncomes]) {
      expect((await t.call(path, {}, { token: neighbour })).body.data).toMatchObject({ list: [], total: 0 })
    }
    const bIncomes = await t.call(API.finance.getPagedIncomes, {}, { token: onB, host: HOST_B })
    expect(bIncomes.body.data.list.map((r) => r.title)).toEqual(['乙城充值'])
    expect((await t.call(API.finance.getPagedIncomes, {}, { token: owner })).body.data.list.map((r) => r.title)).toEqual(['充值'])
  })

  it('rejects bad paging: pageSize above 50, below 1, pageNum below 1 or absurdly large', async () => {
    const token = await loginWithMpCode(t)
    for (const path of [API.finance.getPagedCharges, API.finance.getPagedIncomes]) {
      expect((await t.call(path, { pageNum: 1, pageSize: 50 }, { token })).body.code).toBe(20000)
      expectFailure(await t.call(path, { pageNum: 1, pageSize: 51 }, { token }), 40000, '每页条数不正确')
      expectFailure(await t.call(path, { pageNum: 1, pageSize: 0 }, { token }), 40000, '每页条数不正确')
      expectFailure(await t.call(path, { pageNum: 0, pageSize: 10 }, { token }), 40000, '页码不正确')
      expectFailure(await t.call(path, { pageNum: '2', pageSize: 10 }, { token }), 40000, '页码不正确')
      const huge = await t.call(path, { pageNum: 1e300, pageSize: 10 }, { token })
      expect(huge.status).toBe(200)
      expect(huge.body.code).not.toBe(20000)
      expect(huge.body.msg).toBe('页码不正确')
    }
  })

  it('answers 401 when logged out or with a token of tenant B', async () => {
    const tokenB = await loginWithMpCode(t, HOST_B)
    for (const path of [API.finance.getPagedCharges, API.finance.getPagedIncomes]) {
      expectUnauthorized(await t.call(path, { pageNum: 1, pageSize: 10 }))
      expectUnauthorized(await t.call(path, { pageNum: 1, pageSize: 10 }, { token: tokenB }), '登录已过期，请重新登录')
    }
  })
})
