import { eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { cities } from '../../src/db/schema'
import { seedTenant } from '../../src/db/seed'
import { DEMO_SITE_OWNER } from '../../src/db/seed-pages'
import { buildTestApp, HOST_B, loginWithSms, type TestApp } from '../helpers/app'
import { expectFailure, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
let admin: string
let auditor: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await loginWithSms(t, '13977770001')
  auditor = await loginWithSms(t, '13977770002')
  await grantRole(t, 1, await userIdOf(t, admin), 'admin')
  await grantRole(t, 1, await userIdOf(t, auditor), 'auditor')
})

afterAll(() => t.close())

const read = async (id: number, host?: string) =>
  (await t.call(API.singlePage.getSinglePage, { id }, host ? { host } : {})).body.data

describe('seeded legal pages', () => {
  test('the user agreement and privacy policy are real documents naming the tenant and its phone', async () => {
    const agreement = await read(2)
    expect(agreement.title).toBe('用户服务协议')
    expect(agreement.content).toContain('甲城婚恋')
    expect(agreement.content).toContain('年满 18 周岁')
    expect(agreement.content).toContain('「我的」→「账号与安全」→「注销账号」')
    expect(agreement.content).toContain('400-800-0000')
    const privacy = await read(3)
    expect(privacy.content).toContain('个人信息保护法')
    for (const topic of ['我们收集哪些信息', '共享', '保存期限', '您的权利', '未成年人', '注销账号', '联系我们']) {
      expect(privacy.content).toContain(topic)
    }
    // It was one sentence; a policy that covers the topics above runs to well over a thousand characters.
    expect(privacy.content.length).toBeGreaterThan(1500)
    expect((await read(2, HOST_B)).content).toContain('乙城婚恋')
  })
})

describe('singlePage staffSavePage', () => {
  test('an admin rewrites the privacy policy; members of this tenant read the new one, the other tenant keeps its own', async () => {
    const res = await t.call(
      API.singlePage.staffSavePage,
      { id: 3, title: ' 隐私政策 ', content: '<p>新版隐私政策</p><script>alert(1)</script>' },
      { token: admin }
    )
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ id: 3, title: '隐私政策', content: '<p>新版隐私政策</p>' })
    expect((await read(3)).content).toBe('<p>新版隐私政策</p>')
    expect((await read(3, HOST_B)).content).toContain('乙城婚恋')
  })

  test('a new page id creates the page', async () => {
    await t.call(
      API.singlePage.staffSavePage,
      { id: 40, title: '社区公约', content: '<p>真诚交友</p>' },
      { token: admin }
    )
    expect(await read(40)).toMatchObject({ title: '社区公约', content: '<p>真诚交友</p>' })
  })

  test('an auditor, a member and a visitor may not', async () => {
    const body = { id: 2, title: '用户服务协议', content: '<p>改</p>' }
    expectFailure(await t.call(API.singlePage.staffSavePage, body, { token: auditor }), 40300, '没有权限')
    const member = await loginWithSms(t, '13977770003')
    expectFailure(await t.call(API.singlePage.staffSavePage, body, { token: member }), 40300, '没有权限')
    expect((await t.call(API.singlePage.staffSavePage, body)).status).toBe(401)
    expect((await read(2)).content).not.toBe('<p>改</p>')
  })

  test("an admin of this tenant cannot write the other tenant's pages", async () => {
    const res = await t.call(
      API.singlePage.staffSavePage,
      { id: 2, title: '用户服务协议', content: '<p>改</p>' },
      { token: admin, host: HOST_B }
    )
    expect(res.body.code).not.toBe(20000)
    expect((await read(2, HOST_B)).content).toContain('乙城婚恋')
  })

  test('an empty title or a page with nothing but markup is refused in Chinese', async () => {
    expectFailure(
      await t.call(API.singlePage.staffSavePage, { id: 2, title: '  ', content: '<p>x</p>' }, { token: admin }),
      40000,
      '标题为1-30个字'
    )
    expectFailure(
      await t.call(
        API.singlePage.staffSavePage,
        { id: 2, title: '协议', content: '<script>x</script>' },
        { token: admin }
      ),
      40000,
      '正文不能为空'
    )
  })
})

describe('who runs the site', () => {
  test('a tenant seeded with its company shows the company and filing numbers, and its legal pages name the company', async () => {
    await seedTenant(t.app.db, {
      tenantId: 3,
      name: '丙城婚恋',
      city: '温州',
      domain: 'c.love.test',
      members: false,
      owner: DEMO_SITE_OWNER
    })
    const detail = (await t.call(API.system.getTenantDetail, {}, { host: 'c.love.test' })).body.data
    expect(detail.city).toMatchObject(DEMO_SITE_OWNER)
    expect((await read(2, 'c.love.test')).content).toContain(DEMO_SITE_OWNER.companyName)
  })

  test('a city stored before companyName existed still answers it, empty', async () => {
    await t.app.db
      .update(cities)
      .set({ config: sql`${cities.config} - 'companyName'` })
      .where(eq(cities.tenantId, 2))
    const detail = (await t.call(API.system.getTenantDetail, {}, { host: HOST_B })).body.data
    expect(detail.city.companyName).toBe('')
  })
})
