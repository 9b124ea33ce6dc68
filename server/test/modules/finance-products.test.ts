/** Products: what members are offered, and what staff list, price and switch off. */
import { API } from '@contract/api'
import type { SaveProductReq } from '@contract/finance'
import { HOST_B, type TestApp } from '../helpers/app'
import { buy, fund, productOf, buildFinanceApp, financeKit, ok } from '../helpers/finance'
import { member, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, ledgerStaysSound, wallet, order, pay, products, productNamed, staff } = financeKit(() => t)

describe('products', () => {
  ledgerStaysSound()

  it('lists the seeded VIP plans in sort order with prices in fen, without a login', async () => {
    const res = await t.call(API.finance.getProducts, { kind: 'vip' })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(20000)
    const vip = res.body.data
    expect(vip.slice(0, 3).map((p) => [p.name, p.price, p.originalPrice, p.days, p.vipType, p.sort])).toEqual([
      ['月度VIP', 6800, 9800, 30, 1, 1],
      ['季度VIP', 16800, 29400, 90, 1, 2],
      ['年度钻石VIP', 49800, 117600, 365, 2, 3]
    ])
    expect(vip.every((p) => p.kind === 'vip' && p.enabled && Number.isInteger(p.price))).toBe(true)
    expect(vip.map((p) => p.sort)).toEqual([...vip.map((p) => p.sort)].sort((a, b) => a - b))
  })

  it('lists every kind with what it delivers', async () => {
    expect((await products('line')).slice(0, 3).map((p) => [p.name, p.price, p.quantity])).toEqual([
      ['牵线1次', 9900, 1],
      ['牵线3次', 26800, 3],
      ['牵线10次', 79800, 10]
    ])
    expect((await products('credit')).slice(0, 3).map((p) => [p.price, p.quantity])).toEqual([
      [1000, 100],
      [3000, 330],
      [10000, 1200]
    ])
    expect((await products('top')).slice(0, 3).map((p) => [p.price, p.days])).toEqual([
      [990, 1],
      [2490, 3],
      [4990, 7]
    ])
    expect((await products('boost')).slice(0, 2).map((p) => p.days)).toEqual([3, 7])
    expect((await products('custom')).slice(0, 2).map((p) => [p.price, p.days])).toEqual([
      [299900, 90],
      [999900, 365]
    ])
  })

  it('hides disabled products from members but shows them to staff', async () => {
    const admin = await staff('admin')
    const hidden = await ok(
      send(admin, API.finance.staffSaveProduct, {
        kind: 'vip',
        name: '内测VIP',
        description: '',
        price: 100,
        originalPrice: 0,
        days: 1,
        quantity: 0,
        vipType: 1,
        enabled: false,
        sort: 0
      })
    )
    expect(hidden).toMatchObject({ kind: 'vip', name: '内测VIP', enabled: false })
    const m = await member(t)
    const seen = await ok(send(m, API.finance.getProducts, { kind: 'vip' }))
    expect(seen.map((p) => p.id)).not.toContain(hidden.id)
    expect(seen[0].name).toBe('月度VIP')

    const staffView = await ok(send(admin, API.finance.staffGetProducts, { kind: 'vip' }))
    expect(staffView.find((p) => p.id === hidden.id)).toMatchObject({ enabled: false, sort: 0 })
    expect(staffView[0].id).toBe(hidden.id)
    const every = await ok(send(admin, API.finance.staffGetProducts, {}))
    expect(new Set(every.map((p) => p.kind))).toEqual(new Set(['vip', 'top', 'boost', 'line', 'custom', 'credit']))

    expectFailure(await send(m, API.finance.createFinOrder, { productId: hidden.id }), 40400, '商品不存在或已下架')
  })

  it('refuses an unknown kind with a clear message', async () => {
    for (const body of [{ kind: 'gold' }, {}, { kind: 1 }]) {
      expectFailure(await t.call(API.finance.getProducts, body), 40000, '商品类型不正确')
    }
  })

  it('lists each tenant its own products', async () => {
    const a = await products('vip')
    const b = await products('vip', HOST_B)
    expect(b.slice(0, 3).map((p) => p.name)).toEqual(['月度VIP', '季度VIP', '年度钻石VIP'])
    expect(b.map((p) => p.id).filter((id) => a.some((p) => p.id === id))).toEqual([])
  })
})

describe('staff products', () => {
  ledgerStaysSound()

  const newTop = (overrides: Partial<SaveProductReq> = {}): SaveProductReq => ({
    kind: 'top',
    name: '置顶30天',
    description: '整月置顶',
    price: 19900,
    originalPrice: 29700,
    days: 30,
    quantity: 0,
    vipType: 0,
    enabled: true,
    sort: 90,
    ...overrides
  })
  const save = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.staffSaveProduct, body)

  it('an admin adds a product and changes its price; orders keep the price they were made at', async () => {
    const admin = await staff('admin')
    const created = await ok(save(admin, { ...newTop(), name: ' 置顶30天 ' }))
    expect(created).toMatchObject({ ...newTop(), id: expect.any(Number) })
    expect((await products('top')).map((p) => p.id)).toContain(created.id)

    const m = await member(t)
    const old = await buy(t, m.token, created.id)
    expect(old.amount).toBe(19900)
    const edited = await ok(save(admin, { ...newTop({ price: 25900 }), id: created.id }))
    expect(edited).toMatchObject({ id: created.id, price: 25900 })
    expect((await products('top')).find((p) => p.id === created.id)?.price).toBe(25900)

    expect((await order(m, old.orderNo)).amount).toBe(19900)
    await fund(t, m.id, 19900)
    expect(await ok(pay(m, old.orderNo))).toMatchObject({ status: 'paid', amount: 19900 })
    expect((await wallet(m)).balance).toBe(0)
    expect((await buy(t, m.token, created.id)).amount).toBe(25900)
  })

  it('refuses a product that delivers nothing or a crossed-out price below the price', async () => {
    const admin = await staff('admin')
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'vip', vipType: 1, days: 0 }),
      40000,
      '请填写有效天数'
    )
    expectFailure(await save(admin, { ...newTop({ name: '无效商品' }), days: 0 }), 40000, '请填写有效天数')
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'vip', vipType: 0 }),
      40000,
      '请选择VIP等级'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'line', days: 0, quantity: 0 }),
      40000,
      '请填写数量'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'credit', days: 0, quantity: 0 }),
      40000,
      '请填写数量'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), originalPrice: 19899 }),
      40000,
      '原价不能低于售价'
    )
    expect((await ok(send(admin, API.finance.staffGetProducts, {}))).filter((p) => p.name === '无效商品')).toEqual([])
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const admin = await staff('admin')
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'gold' }, '商品类型不正确'],
      [{ name: '' }, '商品名称为1-20个字'],
      [{ name: '   ' }, '商品名称为1-20个字'],
      [{ name: '名'.repeat(21) }, '商品名称为1-20个字'],
      [{ description: '述'.repeat(101) }, '商品描述最多100个字'],
      [{ price: 0 }, '请填写正确的价格'],
      [{ price: 1.5 }, '请填写正确的价格'],
      [{ price: 2_000_000_000 }, '请填写正确的价格'],
      [{ originalPrice: -1 }, '请填写正确的原价'],
      [{ days: -1 }, '请填写有效天数'],
      [{ days: 3651 }, '请填写有效天数'],
      [{ quantity: -1 }, '请填写数量'],
      [{ vipType: 3 }, '请选择VIP等级'],
      [{ enabled: 'yes' }, '请选择是否上架'],
      [{ sort: -1 }, '排序须为0-9999'],
      [{ id: 0 }, '编号不正确']
    ]
    for (const [change, msg] of cases) {
      expectFailure(await save(admin, { ...newTop(), ...change }), 40000, msg)
    }
    expectFailure(await send(admin, API.finance.staffGetProducts, { kind: 'gold' }), 40000, '商品类型不正确')
  })

  it('is for admins only', async () => {
    const top = await productOf(t, 'top')
    for (const who of [await member(t), await staff('auditor'), await staff('matchmaker')]) {
      expectFailure(await save(who, { ...newTop(), id: top.id, price: 1 }), 40300, '没有权限')
      expectFailure(await send(who, API.finance.staffGetProducts, {}), 40300, '没有权限')
    }
    expect((await productOf(t, 'top')).price).toBe(990)
  })

  it("another tenant's staff cannot touch this tenant's products; each tenant sells its own", async () => {
    const mine = await productNamed('年度钻石VIP')
    const foreignAdmin = await staff('admin', HOST_B)
    expectFailure(
      await save(foreignAdmin, {
        ...newTop(),
        kind: 'vip',
        vipType: 2,
        days: 365,
        id: mine.id,
        price: 1,
        originalPrice: 0
      }),
      40400,
      '商品不存在'
    )
    expect((await productNamed('年度钻石VIP')).price).toBe(49800)

    const theirs = await productNamed('年度钻石VIP', HOST_B)
    const { id, ...fields } = theirs
    try {
      await ok(save(foreignAdmin, { ...fields, id, price: 39900 }))
      expect((await productNamed('年度钻石VIP', HOST_B)).price).toBe(39900)
      expect((await productNamed('年度钻石VIP')).price).toBe(49800)
      const b = await member(t, HOST_B)
      expect((await buy(t, b.token, id, undefined, HOST_B)).amount).toBe(39900)
    } finally {
      await ok(save(foreignAdmin, { ...fields, id }))
    }
  })
})
