/** Who sees which stores, matchmakers and shares, and who may run the office's setup: the role matrix. */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import type { StoreItem } from '@contract/matchmaker'
import { crmFollowUps, crmLeads, dates } from '../../src/db/schema'
import { HOST_B, type TestApp } from '../helpers/app'
import { buildFinanceApp, financeKit, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure, userRow } from '../helpers/members'
import { officeKit } from '../helpers/office'

let t: TestApp
const app = () => t
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const office = officeKit(app)
const money = financeKit(app)
const { send } = office
const denied = (res: Parameters<typeof expectFailure>[0]) => expectFailure(res, ErrorCode.Forbidden, '没有权限')

let admin: Lover
let adminB: Lover
let manager: Lover
let otherManager: Lover
let west: StoreItem
let river: StoreItem
let mm: Lover
let otherMm: Lover
let plain: Lover
let customer: Lover

beforeAll(async () => {
  admin = await office.staff('admin')
  adminB = await office.staff('admin', HOST_B)
  manager = await member(t)
  otherManager = await member(t)
  plain = await member(t)
  west = await office.store(admin, { name: '西湖店', manager: String(manager.id), shareBasisPoints: 500 })
  river = await office.store(admin, { name: '滨江店', manager: String(otherManager.id), shareBasisPoints: 300 })
  await office.levels(admin, [{ name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 }])
  mm = await office.matchmakerIn(admin, west.id)
  otherMm = await office.matchmakerIn(admin, river.id)
  customer = await lover(t)
  await office.own(customer, mm.id)
  await money.buyWithBalance(customer, await productOf(t, 'vip'))
})

describe('store and matchmaker figures', () => {
  it('store figures: the admin sees every store, a manager only theirs, matchmakers and members nothing', async () => {
    const all = await ok(send(admin, API.matchmaker.getStoreDistribution))
    expect(all.map((s) => s.storeName)).toEqual(['西湖店', '滨江店'])
    const vip = await productOf(t, 'vip')
    expect(all[0]).toMatchObject({ customerPaid: vip.price, payments: 1, amount: Math.floor((vip.price * 5) / 100) })
    expect(all[1]).toMatchObject({ customerPaid: 0, payments: 0, amount: 0 })

    expect((await ok(send(manager, API.matchmaker.getStoreDistribution))).map((s) => s.storeName)).toEqual(['西湖店'])
    expect((await ok(send(otherManager, API.matchmaker.getStoreDistribution))).map((s) => s.storeName)).toEqual([
      '滨江店'
    ])
    denied(await send(mm, API.matchmaker.getStoreDistribution))
    denied(await send(plain, API.matchmaker.getStoreDistribution))
    expect(await ok(send(adminB, API.matchmaker.getStoreDistribution))).toEqual([])
  })

  it('matchmaker figures: a matchmaker sees themself, a manager their store’s, the admin everyone, another tenant no one', async () => {
    const ids = async (who: Lover) =>
      (await ok(send(who, API.matchmaker.getMatchmakerDistribution))).map((r) => r.userId)
    expect((await ids(admin)).sort()).toEqual([mm.id, otherMm.id].sort())
    expect(await ids(mm)).toEqual([mm.id])
    expect(await ids(otherMm)).toEqual([otherMm.id])
    expect(await ids(manager)).toEqual([mm.id])
    expect(await ids(otherManager)).toEqual([otherMm.id])
    expect(await ids(adminB)).toEqual([])
    denied(await send(plain, API.matchmaker.getMatchmakerDistribution))

    const [row] = await ok(send(mm, API.matchmaker.getMatchmakerDistribution))
    expect(row).toMatchObject({ storeName: '西湖店', levelName: '见习红娘', customers: 1, payments: 1 })
  })

  it('my shares are mine alone: another matchmaker and the other store’s manager see none of them', async () => {
    const page = (who: Lover) => ok(send(who, API.matchmaker.getMyShares, { cursor: '', pageSize: 20 }))
    expect((await page(mm)).list.map((s) => s.kind)).toEqual(['matchmaker'])
    expect((await page(manager)).list.map((s) => s.kind)).toEqual(['store'])
    expect((await page(otherMm)).list).toEqual([])
    expect((await page(otherManager)).list).toEqual([])
    denied(await send(plain, API.matchmaker.getMyShares, { cursor: '', pageSize: 20 }))
    denied(await send(plain, API.matchmaker.getMyLevel))
  })
})

describe('the operator’s setup', () => {
  it('only an admin manages stores, levels and applications; matchmakers, managers and members are refused', async () => {
    for (const who of [mm, manager, plain]) {
      denied(await send(who, API.matchmaker.getStores))
      denied(
        await send(who, API.matchmaker.saveStore, {
          id: west.id,
          name: '改名',
          address: '',
          phone: '',
          manager: '',
          shareBasisPoints: 9000
        })
      )
      denied(await send(who, API.matchmaker.saveLevel, { id: 0, name: 'x', minIncome: 0, shareBasisPoints: 9000 }))
      denied(await send(who, API.matchmaker.assignStore, { userId: who.id, storeId: west.id }))
      denied(await send(who, API.matchmaker.getApplicationPage, { status: 'pending', cursor: '', pageSize: 20 }))
    }
    expect((await ok(send(admin, API.matchmaker.getStores))).map((s) => s.name)).toEqual(['西湖店', '滨江店'])
  })

  it('another tenant’s admin can neither see nor change this tenant’s stores and matchmakers', async () => {
    expect(await ok(send(adminB, API.matchmaker.getStores))).toEqual([])
    expectFailure(
      await send(adminB, API.matchmaker.saveStore, {
        id: west.id,
        name: '改名',
        address: '',
        phone: '',
        manager: '',
        shareBasisPoints: 0
      }),
      ErrorCode.NotFound,
      '门店不存在'
    )
    expectFailure(
      await send(adminB, API.matchmaker.assignStore, { userId: mm.id, storeId: 0 }),
      ErrorCode.NotFound,
      '该会员不是红娘'
    )
    expect(await ok(send(adminB, API.matchmaker.getOfficeMatchmakers))).toEqual([])
    expect((await ok(send(admin, API.matchmaker.getStores)))[0].name).toBe('西湖店')
  })

  it('a store’s manager, named by phone, gets the store_manager role and loses it with their last store', async () => {
    const boss = await member(t)
    const row = await userRow(t, 1, boss.id)
    const shop = await office.store(admin, { name: '钱江店', manager: row.phone! })
    expect(shop).toMatchObject({ managerId: boss.id, managerPhone: row.phone, matchmakers: 0 })
    expect((await ok(send(boss, API.staff.getMyRoles))).roles).toContain('store_manager')
    await office.store(admin, { id: shop.id, name: '钱江店', manager: '' })
    expect((await ok(send(boss, API.staff.getMyRoles))).roles).not.toContain('store_manager')
    expectFailure(
      await send(admin, API.matchmaker.saveStore, {
        id: 0,
        name: '无名店',
        address: '',
        phone: '',
        manager: '13999999999',
        shareBasisPoints: 0
      }),
      ErrorCode.BadRequest,
      '没有找到该店长，请确认会员编号或手机号'
    )
  })

  it('levels: shares above 100% are refused, and a level can be edited and deleted', async () => {
    expectFailure(
      await send(admin, API.matchmaker.saveLevel, { id: 0, name: '超级', minIncome: 0, shareBasisPoints: 10_001 }),
      ErrorCode.BadRequest,
      '分成比例应在 0% 到 100% 之间'
    )
    const level = await ok(
      send(admin, API.matchmaker.saveLevel, { id: 0, name: '金牌', minIncome: 5_000_000, shareBasisPoints: 2000 })
    )
    const edited = await ok(send(admin, API.matchmaker.saveLevel, { ...level, shareBasisPoints: 2500 }))
    expect(edited).toEqual({ ...level, shareBasisPoints: 2500 })
    await ok(send(admin, API.matchmaker.deleteLevel, { id: level.id }))
    expect((await ok(send(admin, API.matchmaker.getLevels))).map((l) => l.name)).toEqual(['见习红娘'])
    expectFailure(await send(adminB, API.matchmaker.deleteLevel, { id: level.id }), ErrorCode.NotFound, '等级不存在')
  })
})

describe('my service matchmaker', () => {
  it('shows the customer their matchmaker’s card and what they did, never the follow-ups’ private notes', async () => {
    await ok(send(admin, API.matchmaker.assignStore, { userId: mm.id, storeId: west.id }))
    const [lead] = await t.app.db
      .select({ id: crmLeads.id })
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, 1), eq(crmLeads.userId, customer.id)))
    await t.app.db
      .insert(crmFollowUps)
      .values({ tenantId: 1, leadId: lead.id, authorId: mm.id, kind: 'call', content: '她说下周有空，喜欢高个子' })
    const partner = await member(t)
    await t.app.db.insert(dates).values({
      tenantId: 1,
      customerId: customer.id,
      partnerId: partner.id,
      matchmakerId: mm.id,
      place: '西湖边咖啡馆',
      startsAt: new Date(Date.now() + 86_400_000)
    })
    const mine = await ok(send(customer, API.matchmaker.getMyMatchmaker))
    expect(mine.matchmaker).toMatchObject({ storeName: '西湖店' })
    expect(mine.counts).toEqual({ followUps: 1, dates: 1, contracts: 0 })
    expect(mine.activity.map((a) => a.title).sort()).toEqual(['安排约会（已安排）', '电话跟进'].sort())
    expect(JSON.stringify(mine)).not.toContain('高个子')

    expect(await ok(send(plain, API.matchmaker.getMyMatchmaker))).toEqual({
      matchmaker: null,
      counts: { followUps: 0, dates: 0, contracts: 0 },
      activity: []
    })
  })

  it('once the ownership ran out the member has no service matchmaker', async () => {
    const someone = await member(t)
    await office.own(someone, mm.id, new Date(Date.now() - 1000))
    expect((await ok(send(someone, API.matchmaker.getMyMatchmaker))).matchmaker).toBeNull()
  })
})
