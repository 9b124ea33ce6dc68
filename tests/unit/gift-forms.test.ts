import { goodsDetail } from './helpers/gift'
import {
  exchangeBlocker,
  maxQuantity,
  newIdempotencyKey,
  receiverOrProblem
} from '../../src/subpages/gift/models/exchangeForm'
import { groupedCode } from '../../src/subpages/gift/models/redemptionCode'
import { emptyGoodsForm, goodsRequest, stockDelta } from '../../src/subpages/staff/models/mallGoodsForm'
import { IDEMPOTENCY_KEY_PATTERN } from '@contract/gift'

test('the quantity offered is the least of stock, what the limit leaves, points and 99, but at least 1', () => {
  expect(maxQuantity(goodsDetail(1, { stock: 500, points: 1 }), 10_000)).toBe(99)
  expect(maxQuantity(goodsDetail(1, { stock: 4, points: 10 }), 1000)).toBe(4)
  expect(maxQuantity(goodsDetail(1, { limitPerMember: 3, myExchanged: 1, points: 10 }), 1000)).toBe(2)
  expect(maxQuantity(goodsDetail(1, { points: 300 }), 899)).toBe(2)
  expect(maxQuantity(goodsDetail(1, { points: 300 }), null)).toBe(20)
  expect(maxQuantity(goodsDetail(1, { stock: 0 }), 1000)).toBe(1)
})

test('what stops an exchange, in the order a member would want to hear it', () => {
  expect(exchangeBlocker(goodsDetail(1, { stock: 0, points: 500 }), 10, '金币')).toBe('已兑完')
  expect(exchangeBlocker(goodsDetail(1, { limitPerMember: 1, myExchanged: 1 }), 1000, '金币')).toBe('已达兑换上限')
  expect(exchangeBlocker(goodsDetail(1, { points: 500 }), 499, '金币')).toBe('金币不足')
  expect(exchangeBlocker(goodsDetail(1, { points: 500 }), null, '金币')).toBeNull()
})

test('the receiver is trimmed and checked by the server’s rules', () => {
  expect(receiverOrProblem({ name: ' 陈默 ', phone: '13912345678', address: ' 杭州市西湖区文三路1号 ' })).toEqual({
    name: '陈默',
    phone: '13912345678',
    address: '杭州市西湖区文三路1号'
  })
  expect(receiverOrProblem({ name: '陈默', phone: '12912345678', address: '杭州市西湖区文三路1号' })).toBe(
    '请填写正确的收货人手机号'
  )
  expect(receiverOrProblem({ name: '陈默', phone: '13912345678', address: '杭州' })).toBe(
    '请填写详细收货地址（5-100个字）'
  )
})

test('idempotency keys are new each time and pass the server’s pattern', () => {
  const a = newIdempotencyKey()
  expect(a).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN))
  expect(newIdempotencyKey()).not.toBe(a)
})

test('codes are read out in fours', () => {
  expect(groupedCode('760926576661')).toBe('7609 2657 6661')
})

test('goods forms: blank limit and sort mean none, stock only when creating', () => {
  const form = { ...emptyGoodsForm(), name: '抱枕', points: '220', stock: '30' }
  expect(goodsRequest(form)).toEqual({
    kind: 'ship',
    name: '抱枕',
    description: '',
    images: [],
    points: 220,
    stock: 30,
    limitPerMember: 0,
    onSale: true,
    sort: 0
  })
  expect(goodsRequest({ ...form, id: 4, stock: 'x' })).toMatchObject({ id: 4, stock: 0 })
  expect(goodsRequest({ ...form, limitPerMember: '1.5' })).toBe('每人限兑须为整数，不限请留空')
  expect(stockDelta('5', 'remove', 4)).toBe('库存仅剩4件')
  expect(stockDelta('4', 'remove', 4)).toBe(-4)
  expect(stockDelta('0', 'add', 4)).toBe('请填写数量（1-100000）')
})
