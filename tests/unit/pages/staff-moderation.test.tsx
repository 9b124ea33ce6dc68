import { bodyText, findByText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import type { ReviewQueueItem } from '@contract/moderation'
import { getMyStaffRoles } from '../../../src/api/staff'
import {
  staffApproveReview,
  staffGetModerationMode,
  staffGetReviewHistory,
  staffGetReviewQueue,
  staffRejectReview,
  staffSetModerationMode,
  staffUndoReview
} from '../../../src/api/moderation'
import type { Stores } from '../../../src/stores'
import ModerationPage from '../../../src/subpages/staff/moderation'
import { cursorPage } from '../helpers/love'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/moderation')

function review(id: number, over: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id,
    kind: 'avatar',
    member: { userId: 40 + id, nickname: `会员${id}`, avatar: '/uploads/old.jpg' },
    proposedText: `/uploads/new-${id}.jpg`,
    proposedImages: [],
    currentText: '/uploads/old.jpg',
    currentImages: [],
    status: 'pending',
    reason: '',
    createdAt: new Date().toISOString(),
    reviewer: null,
    decidedAt: '',
    undoUntil: '',
    reReviewable: false,
    ...over
  }
}

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  jest.mocked(staffGetModerationMode).mockResolvedValue({ mode: 'pre' })
  jest.mocked(staffSetModerationMode).mockImplementation(async (req) => req)
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  jest.mocked(staffGetReviewQueue).mockResolvedValue(
    cursorPage([
      review(1),
      review(2, {
        kind: 'aboutMe',
        proposedText: '周末喜欢骑车和看展',
        currentText: '',
        member: { userId: 42, nickname: '会员2', avatar: '' }
      })
    ])
  )
  jest.mocked(staffApproveReview).mockImplementation(async (req) => review(req.reviewId, { status: 'approved' }))
  jest
    .mocked(staffRejectReview)
    .mockImplementation(async (req) => review(req.reviewId, { status: 'rejected', reason: req.reason }))
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))

async function open() {
  const p = await mountPage(ModerationPage, stores)
  await p.settle()
  return {
    ...p,
    clickIn: async (card: Element, selector: string) => {
      await p.clickIn(card, selector)
      // Taro's H5 <Textarea> renders its inner field a moment after it is mounted.
      await p.settle(50)
    }
  }
}

test('a matchmaker who is not a moderator sees 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetReviewQueue).not.toHaveBeenCalled()
})

test('shows each submission beside what others see now', async () => {
  await open()
  expect(textsOf('.queue-card__title')).toEqual(['会员1 · 头像', '会员2 · 自我介绍'])
  const photos = Array.from(cards()[0].querySelectorAll('.review-card__photo')).map((i) => i.getAttribute('src'))
  expect(photos).toEqual(['/uploads/new-1.jpg', '/uploads/old.jpg'])
  expect(textsOf('.review-card__text')).toEqual(['周末喜欢骑车和看展', '（空）'])
})

const button = (card: Element, text: string) =>
  Array.from(card.querySelectorAll('.nut-button')).find((b) => b.textContent?.trim() === text)!
const dialogOk = () => document.querySelector('.nut-dialog-footer-ok')!

test('通过 asks to confirm, then approves and the item leaves the queue', async () => {
  const p = await open()
  await p.click(button(cards()[0], '通过'))
  expect(staffApproveReview).not.toHaveBeenCalled()
  expect(bodyText()).toContain('确认通过？')
  await p.click(dialogOk())
  expect(staffApproveReview).toHaveBeenCalledWith({ reviewId: 1 })
  expect(textsOf('.queue-card__title')).toEqual(['会员2 · 自我介绍'])
  expect(p.lastToast()).toBe('已通过')
})

test('驳回 needs a reason, offers the usual ones, and sends the one picked', async () => {
  const p = await open()
  await p.click(button(cards()[1], '驳回'))
  await p.settle(50)
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffRejectReview).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请填写驳回原因')
  await p.click(findByText('.reject-sheet__chip', '含有联系方式或广告'))
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffRejectReview).not.toHaveBeenCalled()
  expect(bodyText()).toContain('驳回后会员会收到原因：含有联系方式或广告')
  await p.click(dialogOk())
  expect(staffRejectReview).toHaveBeenCalledWith({ reviewId: 2, reason: '含有联系方式或广告' })
  expect(textsOf('.queue-card__title')).toEqual(['会员1 · 头像'])
})

test('已处理 lists who decided what, and 撤销 sends an item back to the queue', async () => {
  const decided = review(7, {
    status: 'approved',
    reviewer: { userId: 3, nickname: '审核员小周', avatar: '' },
    decidedAt: new Date().toISOString(),
    undoUntil: new Date(Date.now() + 600_000).toISOString(),
    reReviewable: true
  })
  jest.mocked(staffGetReviewHistory).mockResolvedValue(cursorPage([decided]))
  jest.mocked(staffUndoReview).mockResolvedValue(review(7))
  const p = await open()
  await p.click(findByText('.nut-segmented-item', '已处理'))
  await p.settle()
  expect(textsOf('.review-card__by')[0]).toContain('审核员小周')
  expect(button(cards()[0], '重新审核')).toBeTruthy()
  await p.click(button(cards()[0], '撤销'))
  expect(staffUndoReview).toHaveBeenCalledWith({ reviewId: 7 })
  expect(p.lastToast()).toBe('已撤销，回到待审核')
  expect(cards()).toHaveLength(0)
})

test('an empty queue says so', async () => {
  jest.mocked(staffGetReviewQueue).mockResolvedValue(cursorPage([]))
  await open()
  expect(bodyText()).toContain('暂无待审核的内容')
})

test('an auditor sees which way the site reviews but cannot switch it', async () => {
  await open()
  expect(textsOf('.moderation-mode__label')).toEqual(['审核方式：先审后发'])
  expect(document.querySelector('.moderation-mode__switch')).toBeNull()
})

test('an admin switches to post-moderation once she confirms what it means', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  const p = await open()
  ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
  await p.click(findByText('.moderation-mode__switch', '改为先发后审'))
  expect(staffSetModerationMode).not.toHaveBeenCalled()

  await p.click(findByText('.moderation-mode__switch', '改为先发后审'))
  expect(ui.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '改为先发后审' }))
  expect(staffSetModerationMode).toHaveBeenCalledWith({ mode: 'post' })
  expect(textsOf('.moderation-mode__label')).toEqual(['审核方式：先发后审'])
  expect(findByText('.moderation-mode__switch', '改为先审后发')).toBeTruthy()
})
