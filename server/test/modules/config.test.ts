import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { NAVIGATION_NAMES, type NavigationEntry, type NavigationName } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import { navigations, tenants } from '../../src/db/schema'
import { DEFAULT_REG_ACCESS } from '../../src/modules/tenant/defaults'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure } from '../helpers/members'
import { member } from '../helpers/love'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

/** What a client gets back for a JSON array body where an object is expected. */
async function postArray(path: string, host = HOST_A) {
  const res = await t.request({
    method: 'POST',
    url: path,
    host,
    headers: { 'content-type': 'application/json' },
    body: '[]'
  })
  return { status: res.status, body: res.json() }
}

describe('getSystemBaseConfig', () => {
  it("returns the tenant's platform name and the 31 mainland provinces with their cities", async () => {
    const res = await t.call(API.config.getSystemBaseConfig, {})
    expect(res.body.code).toBe(20000)
    const cfg = res.body.data
    expect(cfg).toMatchObject({
      platformName: '甲城婚恋',
      slogan: '真诚交友 · 用心相亲',
      logo: '',
      whetherShowMatchmakerReg: true
    })
    expect(cfg.geographyDto).toHaveLength(31)
    const zhejiang = cfg.geographyDto.find((p) => p.name === '浙江省')
    expect(zhejiang?.code).toBe('33')
    expect(zhejiang?.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['杭州市', '宁波市']))
    expect(zhejiang?.cities.find((c) => c.name === '杭州市')?.code).toBe('3301')
    expect(cfg.geographyDto.every((p) => p.cities.length > 0)).toBe(true)

    expect((await t.call(API.config.getSystemBaseConfig, {}, { host: HOST_B })).body.data.platformName).toBe('乙城婚恋')
  })

  it('falls back to the default tenant for a host no city claims', async () => {
    expect(
      (await t.call(API.config.getSystemBaseConfig, {}, { host: 'unknown.example.com' })).body.data.platformName
    ).toBe('甲城婚恋')
  })

  it('rejects a body that is not an object', async () => {
    expect(await postArray(API.config.getSystemBaseConfig)).toEqual({
      status: 200,
      body: { code: 40000, msg: '请求参数不正确', data: null }
    })
  })
})

describe('getRegAndAccessConfig', () => {
  it('returns the switches, and a change on tenant B leaves A alone', async () => {
    expect((await t.call(API.config.getRegAndAccessConfig, {})).body.data).toEqual({
      whetherOpenBrowse: true,
      whetherOpenReg: true,
      whetherNeedBindPhone: true,
      whetherOpenPasswordLogin: true
    })
    await t.app.db
      .update(tenants)
      .set({ regAccessConfig: { ...DEFAULT_REG_ACCESS, whetherOpenBrowse: false } })
      .where(eq(tenants.tenantId, 2))
    expect((await t.call(API.config.getRegAndAccessConfig, {}, { host: HOST_B })).body.data.whetherOpenBrowse).toBe(
      false
    )
    expect((await t.call(API.config.getRegAndAccessConfig, {})).body.data.whetherOpenBrowse).toBe(true)
  })

  it('rejects a body that is not an object', async () => {
    expect((await postArray(API.config.getRegAndAccessConfig)).body.code).toBe(40000)
  })
})

describe('love, image and finance configuration', () => {
  it('love getConfig returns the dating settings', async () => {
    expect((await t.call(API.config.loveGetConfig, {})).body).toEqual({
      code: 20000,
      msg: 'success',
      data: { whetherNeedAuditLoveUser: false, minAge: 18, maxAge: 70, whetherShowDistance: true }
    })
  })

  it('image getConfig returns the SPEC watermark defaults', async () => {
    expect((await t.call(API.config.imageGetConfig, {})).body.data).toMatchObject({
      imageWmType: 'Tile',
      wmOpen: true,
      wmResize: 540,
      wmTransparency: 30,
      wmRotate: 45,
      wmUnitW: 120,
      wmUnitH: 120,
      wmXdistance: 15,
      wmYdistance: 15
    })
  })

  it('finOrder getConfig returns amounts as integer fen', async () => {
    const cfg = (await t.call(API.config.finOrderGetConfig, {})).body.data
    expect(cfg).toMatchObject({
      balanceName: '余额',
      creditName: '积分',
      cashoutMinAmount: 1000,
      cashoutThreshold: 500000,
      singleCashoutThreshold: 200000
    })
    for (const key of [
      'cashoutMinAmount',
      'cashoutThreshold',
      'singleCashoutThreshold',
      'cashoutCommissionThreshold'
    ] as const) {
      expect(Number.isInteger(cfg[key])).toBe(true)
    }
    expect(cfg.creditFinanceItems).toEqual(['VIP', '置顶', '牵线'])
  })

  it.each([API.config.loveGetConfig, API.config.imageGetConfig, API.config.finOrderGetConfig])(
    '%s rejects a body that is not an object',
    async (path) => {
      expect((await postArray(path)).body).toEqual({ code: 40000, msg: '请求参数不正确', data: null })
    }
  )
})

describe('getTenantDetail', () => {
  it('describes the tenant and city serving each host', async () => {
    const a = (await t.call(API.system.getTenantDetail, {})).body.data
    expect(a).toMatchObject({ tenantId: 1, name: '甲城婚恋', timeZone: 'Asia/Shanghai' })
    expect([...a.grantPluginIds].sort((x, y) => x - y)).toEqual(Object.values(PLUGIN_IDS).sort((x, y) => x - y))
    expect(a.city).toMatchObject({
      city: '杭州',
      bindingDomain: HOST_A,
      indexShowType: 'Default',
      customerServicePhone: '400-800-0000'
    })

    const b = (await t.call(API.system.getTenantDetail, {}, { host: HOST_B })).body.data
    expect(b).toMatchObject({ tenantId: 2, name: '乙城婚恋', city: { city: '宁波', bindingDomain: HOST_B } })
    expect(b.city.id).not.toBe(a.city.id)
  })

  it('follows a change of plugin grants', async () => {
    await t.app.db
      .update(tenants)
      .set({ grantPluginIds: [PLUGIN_IDS.video] })
      .where(eq(tenants.tenantId, 2))
    expect((await t.call(API.system.getTenantDetail, {}, { host: HOST_B })).body.data.grantPluginIds).toEqual([
      PLUGIN_IDS.video
    ])
    expect((await t.call(API.system.getTenantDetail, {})).body.data.grantPluginIds).toHaveLength(
      Object.keys(PLUGIN_IDS).length
    )
  })

  it('rejects a body that is not an object', async () => {
    expect((await postArray(API.system.getTenantDetail)).body.code).toBe(40000)
  })
})

describe('geography getAllProvinceMore', () => {
  it('returns the same provinces as the site config', async () => {
    const res = await t.call(API.geography.getAllProvinceMore, {})
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toHaveLength(31)
    expect(res.body.data[0]).toMatchObject({ code: '11', name: '北京市' })
    expect(res.body.data).toEqual((await t.call(API.config.getSystemBaseConfig, {})).body.data.geographyDto)
  })

  it('rejects a body that is not an object', async () => {
    expect((await postArray(API.geography.getAllProvinceMore)).body.code).toBe(40000)
  })
})

describe('navigation getNavigationByName', () => {
  const names = (entries: NavigationEntry[]) => entries.map((e) => e.name)
  const nav = async (name: NavigationName, host = HOST_A) => {
    const res = await t.call(API.navigation.getNavigationByName, { name }, { host })
    expect(res.body.code).toBe(20000)
    return res.body.data
  }
  async function rowId(tenantId: number, group: NavigationName, name: string): Promise<number> {
    const [row] = await t.app.db
      .select({ id: navigations.id })
      .from(navigations)
      .where(and(eq(navigations.tenantId, tenantId), eq(navigations.groupName, group), eq(navigations.name, name)))
    return row.id
  }

  it.each(NAVIGATION_NAMES.map((n) => [n]))('%s is non-empty, open, and fully shaped', async (name) => {
    const entries = await nav(name)
    expect(entries.length).toBeGreaterThan(0)
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual([
        'color',
        'ico',
        'id',
        'lowerLevelNavigation',
        'name',
        'url',
        'whetherOpen'
      ])
      expect(e.whetherOpen).toBe(true)
      expect(e.url).toMatch(/^\//)
    }
  })

  it('keeps the configured order', async () => {
    expect(names(await nav('底部导航'))).toEqual(['首页', '消息', '入驻', '开通VIP', 'VIP专区', '红娘', '我的'])
    expect(names(await nav('头部主导航二'))).toEqual(['关于我们', '防骗提醒', '脱单喜讯', '积分商城'])
    // Moving an entry to the front in the configuration moves it in the answer.
    await t.app.db
      .update(navigations)
      .set({ sort: -1 })
      .where(eq(navigations.id, await rowId(1, '头部主导航二', '积分商城')))
    expect(names(await nav('头部主导航二'))).toEqual(['积分商城', '关于我们', '防骗提醒', '脱单喜讯'])
  })

  it('nests child entries and hides closed ones', async () => {
    const parent = await rowId(1, '首页专用导航', '红娘牵线')
    await t.app.db.insert(navigations).values([
      {
        tenantId: 1,
        groupName: '首页专用导航',
        parentId: parent,
        name: '一对一牵线',
        url: '/member/love/line?type=1',
        sort: 1
      },
      {
        tenantId: 1,
        groupName: '首页专用导航',
        parentId: parent,
        name: '已下线子项',
        url: '/x',
        sort: 0,
        whetherOpen: false
      }
    ])
    const entries = await nav('首页专用导航')
    expect(names(entries)).toEqual(['找对象', '红娘牵线', '线下活动', '脱单喜讯', '实名认证', '积分商城'])
    const line = entries.find((e) => e.name === '红娘牵线')
    expect(line?.lowerLevelNavigation.map((c) => [c.name, c.url])).toEqual([['一对一牵线', '/member/love/line?type=1']])
    expect(line?.lowerLevelNavigation[0].lowerLevelNavigation).toEqual([])
  })

  it("drops an entry closed in tenant A's configuration, on A only", async () => {
    await t.app.db
      .update(navigations)
      .set({ whetherOpen: false })
      .where(
        and(eq(navigations.tenantId, 1), eq(navigations.groupName, '头部主导航一'), eq(navigations.name, '我的礼物'))
      )
    expect(names(await nav('头部主导航一'))).toEqual(['会员专区', '红娘服务', '线下活动', '消息中心'])
    expect(names(await nav('头部主导航一', HOST_B))).toContain('我的礼物')
  })

  it("never returns tenant B's rows on A", async () => {
    await t.app.db
      .update(navigations)
      .set({ name: '乙城消息' })
      .where(and(eq(navigations.tenantId, 2), eq(navigations.groupName, '底部导航'), eq(navigations.name, '消息')))
    const onA = await nav('底部导航')
    const onB = await nav('底部导航', HOST_B)
    expect(names(onA)).not.toContain('乙城消息')
    expect(names(onB)).toContain('乙城消息')
    const idsA = new Set(onA.map((e) => e.id))
    expect(onB.some((e) => idsA.has(e.id))).toBe(false)
  })

  it('rejects an unknown or missing name', async () => {
    for (const body of [{ name: '不存在的导航' }, { name: '' }, { name: 1 }, {}]) {
      expectFailure(await t.call(API.navigation.getNavigationByName, body), 40000, '导航名称不正确')
    }
  })
})

describe('the maps service, offline', () => {
  it('places a point in the nearest known city, and a point far from every city nowhere', async () => {
    const m = await member(t)
    const at = (lat: number, lng: number) => t.call(API.geography.reverseGeocode, { lat, lng }, { token: m.token })
    expect((await at(29.9, 121.6)).body.data).toEqual({ province: '浙江省', city: '宁波市', district: '' })
    expect((await at(39.95, 116.3)).body.data).toEqual({ province: '北京市', city: '北京市', district: '' })
    expectFailure(await at(48.85, 2.35), 40000, '无法识别该位置所在的城市')
    expectFailure(await at(91, 0), 40000, '位置不正确')
    expect((await t.call(API.geography.reverseGeocode, { lat: 30, lng: 120 })).status).toBe(401)
  })

  it('finds districts by name in the tenant’s city unless told another, 20 a page', async () => {
    const m = await member(t)
    const search = (body: Record<string, unknown>, host = HOST_A) =>
      t.call(API.geography.searchPlaces, body, { token: m.token, host })
    const west = (await search({ keyword: '西湖' })).body.data
    expect(west.list[0]).toMatchObject({
      title: '西湖区',
      address: '浙江省杭州市西湖区',
      city: '杭州市',
      district: '西湖区',
      location: { lat: 30.27, lng: 120.15 }
    })
    expect((await search({ keyword: '鄞州' })).body.data.total).toBe(0)
    expect((await search({ keyword: '鄞州', city: '宁波市' })).body.data.list[0].title).toBe('鄞州区')
    expect((await search({ keyword: '区', near: { lat: 29.87, lng: 121.55 } })).body.data.list[0].city).toBe('宁波市')
    const all = (await search({ keyword: '区', city: '北京市' })).body.data
    expect(all.total).toBe(16)
    expect(all.list).toHaveLength(16)
    const chongqing = (await search({ keyword: '区', city: '重庆市' })).body.data
    expect(chongqing.total).toBe(26)
    expect(chongqing.list).toHaveLength(20)
    const second = (await search({ keyword: '区', city: '重庆市', page: 2 })).body.data.list
    expect(second).toHaveLength(6)
    expect(second.map((p) => p.id)).not.toContain(chongqing.list[0].id)
    expectFailure(await search({ keyword: ' ' }), 40000, '请输入1-40字的地点关键词')
    expectFailure(await search({ keyword: '西湖', page: 11 }), 40000, '页码不正确')
  })

  it('gives a visitor from a private address the tenant’s own city', async () => {
    expect((await t.call(API.user.getIpRegionByIp, {})).body.data).toEqual({
      province: '浙江省',
      city: '杭州市',
      district: '',
      fromIp: false
    })
    expect((await t.call(API.user.getIpRegionByIp, {}, { host: HOST_B })).body.data.city).toBe('宁波市')
  })
})
