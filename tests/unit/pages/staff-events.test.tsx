import { bodyText, findByText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import {
  staffCancelEvent,
  staffDeleteEvent,
  staffGetManagedEventPage,
  staffPublishEvent
} from '../../../src/api/active'
import { getUser } from '../../../src/api/member'
import { getMyReviews } from '../../../src/api/moderation'
import { getMyStaffRoles } from '../../../src/api/staff'
import MemberIndexPage from '../../../src/member/index'
import type { Stores } from '../../../src/stores'
import StaffEventsPage from '../../../src/subpages/staff/events'
import { managedEvent } from '../helpers/active-staff'
import { trigger } from '../helpers/lifecycle'
import { cursorPage } from '../helpers/love'
import { logIn, userInfo } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/moderation')
jest.mock('../../../src/api/staff')

let stores: Stores
let ui: Ui

const LIVE = managedEvent(1, { title: '周末户外徒步交友', mutualSelection: true })
const DRAFT = managedEvent(2, {
  title: '读书会',
  status: 'draft',
  phase: 'draft',
  seatsLeft: { male: 10, female: 10 },
  counts: { unpaid: 0, pendingAudit: 0, approved: 0, checkedIn: 0, income: 0 }
})

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest
    .mocked(staffGetManagedEventPage)
    .mockImplementation(async ({ tab }) => cursorPage(tab === 'draft' ? [DRAFT] : tab === 'active' ? [LIVE] : []))
  jest.mocked(staffPublishEvent).mockResolvedValue({} as never)
  jest.mocked(staffCancelEvent).mockResolvedValue({ refunded: 3 })
  jest.mocked(staffDeleteEvent).mockResolvedValue({ ok: true })
})

const cards = () => Array.from(document.querySelectorAll('.managed-event-card'))
const actionsOf = (card: Element) => textsOf('.managed-event-card__action', card)

async function open() {
  const p = await mountPage(StaffEventsPage, stores)
  await p.settle()
  /** Opens the cancel sheet; Taro's H5 <Textarea> renders its inner field a moment after it is mounted. */
  const openCancel = async () => {
    await p.clickText('取消活动')
    await p.settle(50)
  }
  return { ...p, openCancel }
}

test('members without an events role see 没有权限 and nothing is asked', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetManagedEventPage).not.toHaveBeenCalled()
})

test('a card shows the phase, the time, seats taken, the counts and the income', async () => {
  await open()
  expect(staffGetManagedEventPage).toHaveBeenCalledWith({ tab: 'active', cursor: '', pageSize: 20 })
  const [card] = cards()
  const text = card.textContent ?? ''
  expect(text).toContain('周末户外徒步交友')
  expect(text).toContain('报名中')
  expect(text).toContain('线下活动 · ')
  expect(text).toContain('杭州 · 西湖区龙井路1号')
  expect(text).toContain('名额 男 3/10 · 女 4/10 · 互选')
  expect(text).toContain('待审核 2 · 已报名 4 · 已签到 1 · 收入 ¥497.00')
  expect(actionsOf(card)).toEqual(['报名管理', '编辑', '取消活动'])
})

test('报名管理, 编辑 and 新建活动 open their pages', async () => {
  const p = await open()
  await p.clickText('报名管理')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/signup?id=1' })
  await p.clickText('编辑')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/eventedit?id=1' })
  await p.clickText('新建活动')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/eventedit' })
})

test('coming back from the editor reads the list again', async () => {
  const p = await open()
  expect(staffGetManagedEventPage).toHaveBeenCalledTimes(1)
  await p.run(() => trigger('show'))
  expect(staffGetManagedEventPage).toHaveBeenCalledTimes(2)
})

test('a draft is published after a confirm and leaves the drafts', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '草稿'))
  expect(staffGetManagedEventPage).toHaveBeenLastCalledWith({ tab: 'draft', cursor: '', pageSize: 20 })
  expect(actionsOf(cards()[0])).toEqual(['编辑', '删除', '发布'])

  ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
  await p.clickText('发布')
  expect(staffPublishEvent).not.toHaveBeenCalled()

  await p.clickText('发布')
  expect(ui.showModal).toHaveBeenLastCalledWith(
    expect.objectContaining({ content: '发布后会员即可看到「读书会」并报名，确定发布吗？' })
  )
  expect(staffPublishEvent).toHaveBeenCalledWith({ eventId: 2 })
  expect(cards()).toHaveLength(0)
  expect(p.lastToast()).toBe('已发布')
})

test('取消活动 asks a reason, warns that paid sign-ups are refunded and says how many were', async () => {
  const p = await open()
  await p.openCancel()
  expect(p.text('.bottom-sheet__title')).toBe('取消活动')
  expect(bodyText()).toContain('「周末户外徒步交友」取消后，所有报名会员都会收到通知，已支付的报名费将全部退还')
  await p.clickText('确认取消活动')
  expect(p.lastToast()).toBe('请填写取消原因')
  expect(staffCancelEvent).not.toHaveBeenCalled()

  await p.clickText('场地原因无法举办')
  await p.clickText('确认取消活动')
  expect(staffCancelEvent).toHaveBeenCalledWith({ eventId: 1, reason: '场地原因无法举办' })
  expect(p.lastToast()).toBe('活动已取消，已退款3笔')
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(cards()).toHaveLength(0)
})

test('a refused cancel keeps the sheet open and the event listed', async () => {
  jest.mocked(staffCancelEvent).mockRejectedValue(new Error('refused'))
  const p = await open()
  await p.openCancel()
  await p.clickText('报名人数不足')
  await p.clickText('确认取消活动')
  expect(document.querySelector('.bottom-sheet')).not.toBeNull()
  expect(cards()).toHaveLength(1)
})

test('删除 confirms first; an event the server refuses to delete stays', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '草稿'))
  await p.clickText('删除')
  expect(ui.showModal).toHaveBeenLastCalledWith(
    expect.objectContaining({
      content: '删除「读书会」后不可恢复，报名记录也一并删除。已有付费报名的活动不能删除，请改为取消活动。'
    })
  )
  expect(staffDeleteEvent).toHaveBeenCalledWith({ eventId: 2 })
  expect(cards()).toHaveLength(0)

  jest.mocked(staffDeleteEvent).mockRejectedValue(new Error('已有付费报名'))
  await p.click(findByText('.segment-tabs__tab', '进行中'))
  await p.click(findByText('.segment-tabs__tab', '草稿'))
  await p.clickText('删除')
  expect(cards()).toHaveLength(1)
})

test('finished events only open their sign-ups; cancelled ones may also be deleted', async () => {
  jest
    .mocked(staffGetManagedEventPage)
    .mockResolvedValue(
      cursorPage([managedEvent(7, { phase: 'finished' }), managedEvent(8, { status: 'cancelled', phase: 'cancelled' })])
    )
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '已结束'))
  const [finished, cancelled] = cards()
  expect(finished.textContent).toContain('已结束')
  expect(actionsOf(finished)).toEqual(['报名管理'])
  expect(cancelled.textContent).toContain('已取消')
  expect(actionsOf(cancelled)).toEqual(['报名管理', '删除'])
})

test('the personal centre offers 活动管理 to admins and matchmakers only', async () => {
  jest.mocked(getUser).mockResolvedValue(userInfo())
  jest.mocked(getMyReviews).mockResolvedValue({ avatar: null, album: null, aboutMe: null })
  for (const [roles, shown] of [
    [['auditor'], false],
    [['matchmaker'], true],
    [['admin'], true]
  ] as const) {
    jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [...roles] })
    const p = await mountPage(MemberIndexPage, stores)
    await p.settle()
    expect(textsOf('.entry-list__title').includes('活动管理')).toBe(shown)
    if (shown) {
      await p.clickText('活动管理')
      expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/events' })
    }
    p.unmount()
  }
})
