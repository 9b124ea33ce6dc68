import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { NAVIGATION_NAMES, type NavigationEntry, type NavigationName } from '@contract/models'
import { PLUGIN_IDS } from '@contract/plugins'
import { navigations, tenants } from '../../src/db/schema'
import { DEFAULT_REG_ACCESS } from '../../src/modules/tenant/defaults'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure } from '../helpers/members'
import { member } from '../helpers/love'
import { grantRole } from '../helpers/staff'

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

  /** A matchmaker of tenant A (or of `host`'s tenant): who sets where events and dates take place. */
  async function venuePicker(host = HOST_A) {
    const m = await member(t, host)
    await grantRole(t, host === HOST_A ? 1 : 2, m.id, 'matchmaker')
    return (body: Record<string, unknown>) =>
      t.call(API.geography.searchPlaces, body as never, { token: m.token, host })
  }

  it('finds the demo city’s venues by name or kind, with their address and centre', async () => {
    const search = await venuePicker()
    const parks = (await search({ keyword: '公园' })).body.data
    expect(parks.list.map((p) => p.title)).toEqual(
      expect.arrayContaining(['柳浪闻莺公园', '太子湾公园', '杭州植物园', '西溪国家湿地公园'])
    )
    expect(parks.list.every((p) => p.city === '杭州市' && p.location !== null)).toBe(true)
    const library = (await search({ keyword: '图书馆' })).body.data.list[0]
    expect(library).toMatchObject({
      title: '杭州图书馆',
      address: '浙江省杭州市上城区解放东路58号',
      district: '上城区',
      location: { lat: 30.247, lng: 120.208 }
    })
    // Venues come before the district of the same name, which is still found.
    const west = (await search({ keyword: '西湖' })).body.data.list
    expect(west[0].title).toBe('西湖文化广场')
    expect(west).toContainEqual(expect.objectContaining({ title: '西湖区', address: '浙江省杭州市西湖区' }))
    // Near a point only what lies within 5 km of it: 钱江新城 is not West Lake.
    const nearLake = (await search({ keyword: '商场', near: { lat: 30.259, lng: 120.152 } })).body.data.list
    expect(nearLake.map((p) => p.title)).toContain('湖滨银泰in77')
    expect(nearLake.map((p) => p.title)).not.toContain('杭州来福士中心')
    // Another tenant's city has none of 杭州's venues.
    const ningbo = await venuePicker(HOST_B)
    expect((await ningbo({ keyword: '公园' })).body.data.total).toBe(0)
  })

  it('finds districts by name in the tenant’s city unless told another, 20 a page', async () => {
    const search = await venuePicker()
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
  })

  it('refuses a blank keyword, a bad page, point or city, and anything else in the body', async () => {
    const search = await venuePicker()
    expectFailure(await search({ keyword: ' ' }), 40000, '请输入1-40字的地点关键词')
    expectFailure(await search({ keyword: '咖'.repeat(41) }), 40000, '请输入1-40字的地点关键词')
    expectFailure(await search({ keyword: '西湖', page: 11 }), 40000, '页码不正确')
    expectFailure(await search({ keyword: '西湖', page: 0 }), 40000, '页码不正确')
    expectFailure(await search({ keyword: '西湖', near: { lat: 91, lng: 120 } }), 40000, '位置不正确')
    expectFailure(await search({ keyword: '西湖', city: '城'.repeat(21) }), 40000, '城市不正确')
    // A closed body: a page size of the caller's own is not heard, a page stays 20.
    const asked = (await search({ keyword: '区', city: '重庆市', pageSize: 50 })).body.data
    expect(asked).toMatchObject({ total: 26 })
    expect(asked.list).toHaveLength(20)
  })

  it('is for the staff who set where events and dates happen: a member, an auditor or a visitor is refused', async () => {
    const plain = await member(t)
    const auditor = await member(t)
    await grantRole(t, 1, auditor.id, 'auditor')
    for (const who of [plain, auditor])
      expectFailure(
        await t.call(API.geography.searchPlaces, { keyword: '公园' }, { token: who.token }),
        40300,
        '没有权限'
      )
    for (const role of ['admin', 'store_manager', 'matchmaker'] as const) {
      const staff = await member(t)
      await grantRole(t, 1, staff.id, role)
      expect((await t.call(API.geography.searchPlaces, { keyword: '公园' }, { token: staff.token })).body.code).toBe(
        20000
      )
    }
    expect((await t.call(API.geography.searchPlaces, { keyword: '公园' })).status).toBe(401)
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
