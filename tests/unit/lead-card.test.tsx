import { findByText, mountPage, textOf, textsOf } from './helpers/page'
import type { LeadItem } from '@contract/crm'
import { LeadCard } from '../../src/subpages/customer/parts/lead-card'

const DAY = 24 * 60 * 60 * 1000
const onOpen = jest.fn()
const onClaim = jest.fn()
let item: LeadItem
let claimable = true

function Host() {
  return <LeadCard item={item} showOwner onOpen={onOpen} onClaim={claimable ? onClaim : undefined} />
}

beforeEach(() => {
  onOpen.mockReset()
  onClaim.mockReset()
  claimable = true
  item = {
    userId: 7,
    nickname: '小雅',
    avatar: '',
    gender: 'female',
    age: 28,
    city: '杭州市',
    phoneTail: '1234',
    source: 'link',
    stage: 'member',
    tags: ['高意向', '周末'],
    status: 'pool',
    owner: null,
    claimedAt: '',
    expiresAt: '',
    expiring: false,
    protectedByContract: false,
    lastFollowUpAt: '',
    nextFollowUpAt: '',
    registeredAt: new Date().toISOString()
  }
})

test('a pool lead shows who they are, how far they came, and a 认领 button that does not open the detail', async () => {
  const { click } = await mountPage(Host)
  expect(textOf('.lead-card__name')).toBe('小雅')
  expect(textOf('.lead-card__stage')).toBe('会员')
  expect(textOf('.lead-card__facts')).toBe('女 · 28岁 · 杭州市 · 红娘链接')
  expect(textsOf('.lead-card__tag')).toEqual(['高意向', '周末'])
  await click(findByText('.lead-card__action', '认领'))
  expect(onClaim).toHaveBeenCalledTimes(1)
  expect(onOpen).not.toHaveBeenCalled()
  await click(document.querySelector('.lead-card')!)
  expect(onOpen).toHaveBeenCalledTimes(1)
})

test('an owned lead about to fall back into the pool says so, with its owner and no claim button', async () => {
  claimable = false
  item = {
    ...item,
    status: 'scope',
    owner: { userId: 3, nickname: '陈姐' },
    expiring: true,
    expiresAt: new Date(Date.now() + 2 * DAY - 60_000).toISOString()
  }
  await mountPage(Host)
  expect(textsOf('.lead-card__line')).toEqual(['跟进红娘：陈姐', '即将掉入公海：还剩 2 天'])
  expect(document.querySelector('.lead-card__line--warn')).not.toBeNull()
  expect(document.querySelector('.lead-card__action')).toBeNull()
})
