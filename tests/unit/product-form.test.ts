import type { Product } from '@contract/finance'
import {
  emptyProductForm,
  productRequest,
  productToForm,
  yuanToFen,
  type ProductForm
} from '../../src/subpages/staff/models/productForm'
import { productTerms } from '../../src/subpages/staff/models/productKinds'

const vip: Product = {
  id: 7,
  kind: 'vip',
  name: '年度钻石VIP',
  description: '全部VIP特权',
  price: 49800,
  originalPrice: 117600,
  days: 365,
  quantity: 0,
  vipType: 2,
  enabled: false,
  sort: 3
}

const form = (over: Partial<ProductForm>): ProductForm => ({
  ...emptyProductForm('vip'),
  name: '月度VIP',
  price: '68.00',
  days: '30',
  ...over
})

describe('yuanToFen', () => {
  test.each([
    ['68.00', 6800],
    ['68', 6800],
    ['68.5', 6850],
    ['0.29', 29],
    ['0.07', 7],
    [' 1999.99 ', 199999],
    ['0068', 6800]
  ])('%s yuan is %d fen, without float error', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen)
  })

  test.each(['1.234', '', '.5', '68.', '-1', '1,000', '1e3', 'abc'])('%s is not an amount', (text) => {
    expect(yuanToFen(text)).toBeNull()
  })
})

describe('productRequest', () => {
  test('a new VIP product: yuan becomes fen, empties become zero, only the numbers its kind uses are sent', () => {
    expect(
      productRequest(form({ name: ' 月度VIP ', description: ' 查看全部相册 ', quantity: '9', vipType: 2 }))
    ).toEqual({
      kind: 'vip',
      name: '月度VIP',
      description: '查看全部相册',
      price: 6800,
      originalPrice: 0,
      days: 30,
      quantity: 0,
      vipType: 2,
      enabled: true,
      sort: 0
    })
  })

  test('a count product sends its quantity and no days or VIP level', () => {
    const req = productRequest({
      ...emptyProductForm('credit'),
      name: '330积分',
      price: '30',
      quantity: '330',
      days: '7',
      sort: '2'
    })
    expect(req).toMatchObject({ kind: 'credit', price: 3000, quantity: 330, days: 0, vipType: 0, sort: 2 })
  })

  test('an edited product keeps its id', () => {
    expect(productRequest(productToForm(vip))).toEqual(vip)
  })

  test.each<[Partial<ProductForm>, string]>([
    [{ name: '  ' }, '请填写商品名称'],
    [{ name: '一'.repeat(21) }, '商品名称最多20个字'],
    [{ description: '字'.repeat(101) }, '商品描述最多100个字'],
    [{ price: '' }, '请填写售价'],
    [{ price: '1.234' }, '售价须大于0，最多两位小数'],
    [{ price: '0' }, '售价须大于0，最多两位小数'],
    [{ price: '0.00' }, '售价须大于0，最多两位小数'],
    [{ price: '10000000.01' }, '售价不能超过1000万元'],
    [{ originalPrice: '9.999' }, '原价须为金额，最多两位小数'],
    [{ originalPrice: '50' }, '原价不能低于售价'],
    [{ days: '' }, '请填写有效天数（1-3650）'],
    [{ days: '0' }, '请填写有效天数（1-3650）'],
    [{ days: '1.5' }, '请填写有效天数（1-3650）'],
    [{ days: '3651' }, '请填写有效天数（1-3650）'],
    [{ sort: '-1' }, '排序须为0-9999的整数'],
    [{ sort: '10000' }, '排序须为0-9999的整数']
  ])('%o is refused: %s', (over, message) => {
    expect(productRequest(form(over))).toBe(message)
  })

  test('line and credit products need their count', () => {
    expect(productRequest({ ...emptyProductForm('line'), name: '牵线1次', price: '99' })).toBe(
      '请填写牵线次数（1-100000）'
    )
    expect(productRequest({ ...emptyProductForm('credit'), name: '100积分', price: '10', quantity: '0' })).toBe(
      '请填写积分数量（1-100000）'
    )
  })
})

describe('productToForm', () => {
  test('fen shows as plain yuan text and unset numbers as empty boxes', () => {
    expect(productToForm({ ...vip, price: 123456789, originalPrice: 0, quantity: 0 })).toMatchObject({
      id: 7,
      price: '1234567.89',
      originalPrice: '',
      days: '365',
      quantity: '',
      vipType: 2,
      sort: '3',
      enabled: false
    })
  })
})

describe('productTerms', () => {
  test('what a member gets, by kind', () => {
    expect(productTerms(vip)).toEqual(['365天', '钻石VIP'])
    expect(productTerms({ ...vip, kind: 'top', days: 3, vipType: 0 })).toEqual(['3天'])
    expect(productTerms({ ...vip, kind: 'line', days: 0, quantity: 3, vipType: 0 })).toEqual(['3次'])
    expect(productTerms({ ...vip, kind: 'credit', days: 0, quantity: 330, vipType: 0 })).toEqual(['330积分'])
  })
})
