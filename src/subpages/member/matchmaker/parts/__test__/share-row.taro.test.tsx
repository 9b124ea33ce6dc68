import TestUtils from '@tarojs/test-utils-react'
import type { ShareEntry } from '@contract/matchmaker'
import { ShareRow, type Props } from '@/subpages/member/matchmaker/parts/share-row'

function Probe(props: Props) {
  return <ShareRow {...props} />
}

const share: ShareEntry = {
  id: 7,
  kind: 'matchmaker',
  customerName: '陈默',
  orderTitle: '钻石会员',
  baseAmount: 1_299_900,
  amount: 129_990,
  basisPoints: 1000,
  createdAt: '2026-11-20T08:00:00.000Z',
  reversedAt: '',
  reversedAmount: 0
}

/** The row mounted last: mounts of earlier tests stay in the document. */
const row = () => Array.from(document.querySelectorAll('.share-row')).pop() as Element
const text = (selector: string) => row().querySelector(selector)?.textContent

test('a customer payment shows who paid what, the rate and my share in yuan with separators', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: { share } })
  expect(text('.share-row__kind')).toBe('红娘分成')
  expect(text('.share-row__who')).toBe('陈默')
  expect(text('.share-row__amount')).toBe('+¥1,299.90')
  expect(text('.share-row__line')).toContain('钻石会员 · 支付 ¥12,999.00 · 分成 10%')
  expect(row().querySelector('.share-row__reversal')).toBeNull()
  expect(row().classList.contains('share-row--reversed')).toBe(false)
})

test('a refunded payment is struck through and says what was taken back', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, {
    props: { share: { ...share, kind: 'store', reversedAt: '2026-11-21T02:00:00.000Z', reversedAmount: 129_990 } }
  })
  expect(text('.share-row__kind')).toBe('门店分成')
  expect(row().classList.contains('share-row--reversed')).toBe(true)
  expect(text('.share-row__reversal')).toContain('客户退款，冲回 -¥1,299.90')
})
