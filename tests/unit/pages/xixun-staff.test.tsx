import { bodyText, findByText, mountPage, setUp, textsOf } from '../helpers/page'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffGetPennantQueue, staffGetStoryQueue, staffReviewPennant, staffReviewStory } from '../../../src/api/xixun'
import type { Stores } from '../../../src/stores'
import XixunReviewPage from '../../../src/subpages/staff/xixun'
import { cursorPage } from '../helpers/love'
import { logIn } from '../helpers/session'
import { pennant, storyDetail } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/xixun')

let stores: Stores

const waiting = (id: number, title: string) =>
  storyDetail(id, { title, status: 'pending_review', publishedAt: '', photos: ['/uploads/s1.jpg'] })

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores } = setUp())
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  jest
    .mocked(staffGetStoryQueue)
    .mockImplementation(async (req) =>
      cursorPage(
        req.tab === 'pending'
          ? [waiting(1, '读书会上的缘分'), waiting(2, '红娘牵的线')]
          : [storyDetail(3, { title: '被驳回的故事', status: 'rejected', reason: '含有联系方式或广告' })]
      )
    )
  jest
    .mocked(staffGetPennantQueue)
    .mockResolvedValue(cursorPage([pennant(5, { status: 'pending_review', words: '谢谢王老师的耐心' })]))
  jest
    .mocked(staffReviewStory)
    .mockImplementation(async (req) =>
      storyDetail(req.id, { status: req.approve ? 'published' : 'rejected', reason: req.reason })
    )
  jest
    .mocked(staffReviewPennant)
    .mockImplementation(async (req) => pennant(req.id, { status: req.approve ? 'published' : 'rejected' }))
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))

async function open() {
  const p = await mountPage(XixunReviewPage, stores)
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

test('a member who is not a reviewer sees 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetStoryQueue).not.toHaveBeenCalled()
})

test('shows each waiting story in full: the couple, the stage, the text and the photos', async () => {
  await open()
  expect(staffGetStoryQueue).toHaveBeenCalledWith({ cursor: '', pageSize: 20, tab: 'pending' })
  expect(textsOf('.queue-card__title')).toEqual(['小林 ❤ 苏晴', '小林 ❤ 苏晴'])
  expect(textsOf('.queue-card__tag')).toEqual(['审核中', '审核中'])
  expect(textsOf('.story-body__title')).toEqual(['读书会上的缘分', '红娘牵的线'])
  expect(cards()[0].textContent).toContain('见家长')
  expect(cards()[0].textContent).toContain('每个周末都约着去图书馆')
  expect(cards()[0].querySelector('.story-body__photo')?.getAttribute('src')).toBe('/uploads/s1.jpg')
})

test('通过 publishes a story and it leaves the queue', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(staffReviewStory).toHaveBeenCalledWith({ id: 1, approve: true, reason: '' })
  expect(textsOf('.story-body__title')).toEqual(['红娘牵的线'])
  expect(p.lastToast()).toBe('已发布')
})

test('驳回 needs a reason, offers the usual ones, and sends the one written', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '.decision-buttons__reject')
  expect(textsOf('.staff-form__who')).toEqual(['小林 ❤ 苏晴'])
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffReviewStory).not.toHaveBeenCalled()
  expect(p.lastToast()).toBe('请填写驳回原因')
  expect(textsOf('.reject-sheet__chip')).toContain('含有联系方式或广告')
  await p.click(findByText('.reject-sheet__chip', '内容与脱单经历无关'))
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffReviewStory).toHaveBeenCalledWith({ id: 2, approve: false, reason: '内容与脱单经历无关' })
  expect(textsOf('.story-body__title')).toEqual(['读书会上的缘分'])
  expect(document.querySelector('.reject-sheet__chip')).toBeNull()
})

test('已处理 lists decided stories with the reason, and no decisions', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '已处理'))
  expect(staffGetStoryQueue).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20, tab: 'handled' })
  expect(textsOf('.story-body__title')).toEqual(['被驳回的故事'])
  expect(textsOf('.queue-card__tag')).toEqual(['未通过'])
  expect(textsOf('.xixun-review__reason')).toEqual(['驳回原因：含有联系方式或广告'])
  expect(document.querySelector('.decision-buttons')).toBeNull()
})

test('锦旗 shows each pennant as it would hang with its words; one is rejected with a reason', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '锦旗'))
  expect(staffGetPennantQueue).toHaveBeenCalledWith({ cursor: '', pageSize: 20, tab: 'pending' })
  expect(textsOf('.queue-card__title')).toEqual(['小林 → 王红娘'])
  expect(textsOf('.pennant__line')).toEqual(['当代月老', '成人之美'])
  expect(textsOf('.xixun-review__words')).toEqual(['谢谢王老师的耐心'])

  await p.clickIn(cards()[0], '.decision-buttons__reject')
  expect(textsOf('.staff-form__who')).toEqual(['小林 送给 王红娘'])
  await p.click(findByText('.reject-sheet__chip', '寄语内容不文明'))
  await p.click(findByText('.staff-form__submit', '确认驳回'))
  expect(staffReviewPennant).toHaveBeenCalledWith({ id: 5, approve: false, reason: '寄语内容不文明' })
  expect(bodyText()).toContain('暂无待审核的锦旗')
})

test('通过 shows a pennant', async () => {
  const p = await open()
  await p.click(findByText('.segment-tabs__tab', '锦旗'))
  await p.clickIn(cards()[0], '.decision-buttons__approve')
  expect(staffReviewPennant).toHaveBeenCalledWith({ id: 5, approve: true, reason: '' })
  expect(p.lastToast()).toBe('已展示')
  expect(cards()).toHaveLength(0)
})
