import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { singlePages } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure } from '../helpers/members'

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
    expect((await t.call(API.singlePage.getSinglePage, { id: 1 }, { host: HOST_B })).body.data).toMatchObject({
      title: '乙城简介',
      content: '<p>乙城</p>'
    })
    const onA = await t.call(API.singlePage.getSinglePage, { id: 1 })
    expect(onA.body.data.title).toBe('关于我们')
    expect(onA.body.data.content).not.toContain('乙城')

    await t.app.db.delete(singlePages).where(and(eq(singlePages.tenantId, 2), eq(singlePages.id, 2)))
    expectFailure(await t.call(API.singlePage.getSinglePage, { id: 2 }, { host: HOST_B }), 40400, '页面不存在或已下线')
    expect((await t.call(API.singlePage.getSinglePage, { id: 2 })).body.data.title).toBe('用户服务协议')
  })
})
