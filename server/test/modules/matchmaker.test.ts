import { API } from '@contract/api'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('matchmaker list', () => {
  it("lists the tenant's matchmakers in order with exactly the public fields, open to visitors", async () => {
    const res = await t.call(API.matchmaker.getMatchmakerList, {})
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(20000)
    const list = res.body.data
    expect(list.map((m) => m.name)).toEqual(['王红娘', '李老师', '陈姐', '小周'])
    for (const m of list) {
      expect(Object.keys(m).sort()).toEqual([
        'avatar',
        'id',
        'intro',
        'name',
        'phone',
        'successCount',
        'wechatQr',
        'years'
      ])
      expect(m.intro).toMatch(/\S/)
      expect(m.years).toBeGreaterThan(0)
    }
  })

  it("shows only this tenant's matchmakers", async () => {
    const a = (await t.call(API.matchmaker.getMatchmakerList, {})).body.data.map((m) => m.id)
    const b = (await t.call(API.matchmaker.getMatchmakerList, {}, { host: HOST_B })).body.data.map((m) => m.id)
    expect(b).toHaveLength(4)
    expect(b.filter((id) => a.includes(id))).toEqual([])
  })
})
