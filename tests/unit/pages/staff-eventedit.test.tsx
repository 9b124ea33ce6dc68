import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, type MountedPage, type Ui } from '../helpers/page'
import type { SaveEventReq } from '@contract/active'
import type { MapPlace } from '@contract/models'
import { staffGetEventForEdit, staffPublishEvent, staffSaveEvent } from '../../../src/api/active'
import { searchPlaces } from '../../../src/api/geography'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import EventEditPage from '../../../src/subpages/staff/eventedit'
import { pickedTime } from '../../../src/subpages/staff/parts/datetime-row'
import { editableEvent } from '../helpers/active-staff'
import { route } from '../helpers/lifecycle'
import { logIn, userInfo } from '../helpers/session'
import { mockPageStack } from '../helpers/taro'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/geography')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logIn(stores, userInfo({ nickname: '红娘小美' }))
  route.params = {}
  mockPageStack(2)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest
    .mocked(staffSaveEvent)
    .mockImplementation(async (req) => editableEvent({ ...req, id: req.id ?? 12, status: 'draft', phase: 'draft' }))
  jest
    .mocked(staffPublishEvent)
    .mockImplementation(async ({ eventId }) => editableEvent({ id: eventId, status: 'published' }))
  jest.mocked(staffGetEventForEdit).mockResolvedValue(editableEvent())
})

async function open(params: Record<string, string> = {}) {
  route.params = params
  const p = await mountPage(EventEditPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await p.settle(50)
  return p
}

const saveDraft = (p: MountedPage) => p.clickText('保存草稿')
const lastSaved = (): SaveEventReq => jest.mocked(staffSaveEvent).mock.calls.at(-1)![0]

async function toggle(p: MountedPage, label: string, on: boolean) {
  const row = Array.from(document.querySelectorAll('.staff-form__row')).find(
    (r) => r.querySelector('.staff-form__label')?.textContent === label
  )
  const control = row?.querySelector('.nut-switch')
  if (!control) throw new Error(`no switch ${label}`)
  // NutUI's switch flips on a tap; a closed one carries nut-switch-close.
  if (control.classList.contains('nut-switch-close') === on) await p.click(control)
}

/** Fills what a new offline event needs, leaving the rest as the form starts. */
async function fillNew(p: MountedPage) {
  await p.type('2-40个字，如 周末户外徒步交友', '  周末户外徒步交友  ')
  await p.type('如 杭州', '杭州')
  await p.type('详细地址', '西湖区龙井路1号')
  await p.type('男士人数', '10')
  await p.type('女士人数', '12')
}

test('members without an events role see 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  await open()
  expect(bodyText()).toContain('没有权限')
})

test('a new event starts as a usual mixer: sign-up from now, the event a week on, the organiser filled in', async () => {
  await open()
  const times = Array.from(document.querySelectorAll('.datetime-row')).map((t) => t.textContent)
  expect(times).toHaveLength(5)
  expect(times.every((t) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(t ?? ''))).toBe(true)
  expect(times[2]).toMatch(/ 14:00$/)
  expect(times[3]).toMatch(/ 17:00$/)
  expect(times[4]).toBe(times[1])
  expect((document.querySelector('[placeholder="如 红娘小美"]') as HTMLInputElement).value).toBe('红娘小美')
  expect(bodyText()).toContain('保存并发布')
})

test('the form says what to fix before anything is sent', async () => {
  const p = await open()
  await saveDraft(p)
  expect(p.lastToast()).toBe('请填写活动名称')
  await p.type('2-40个字，如 周末户外徒步交友', '约')
  await saveDraft(p)
  expect(p.lastToast()).toBe('活动名称须为2-40个字')
  await p.type('2-40个字，如 周末户外徒步交友', '周末约会')
  await saveDraft(p)
  expect(p.lastToast()).toBe('请填写活动地点')
  await p.type('详细地址', '西湖边')
  await p.type('选填，如 30.2741', '30.27')
  await saveDraft(p)
  expect(p.lastToast()).toBe('地图坐标请同时填写纬度和经度，或都留空')
  await p.type('选填，如 120.1551', '200')
  await saveDraft(p)
  expect(p.lastToast()).toBe('经度须为-180到180之间的数字')
  await p.type('选填，如 120.1551', '120.15')
  await saveDraft(p)
  expect(p.lastToast()).toBe('男士名额须为0-1000的整数')
  await p.type('男士人数', '0')
  await p.type('女士人数', '0')
  await saveDraft(p)
  expect(p.lastToast()).toBe('男士和女士名额不能都为0')
  await p.type('女士人数', '1001')
  await saveDraft(p)
  expect(p.lastToast()).toBe('女士名额须为0-1000的整数')
  await p.type('女士人数', '8')
  await p.type('男士报名费', '9.999')
  await saveDraft(p)
  expect(p.lastToast()).toBe('男士费用须为金额，最多两位小数')
  await p.type('男士报名费', '10000.01')
  await saveDraft(p)
  expect(p.lastToast()).toBe('男士费用不能超过10000元')
  expect(staffSaveEvent).not.toHaveBeenCalled()
})

test('prices in yuan are sent as whole fen, blank as free', async () => {
  const p = await open()
  await fillNew(p)
  await p.type('男士报名费', '99.9')
  await p.type('女士报名费', '0.29')
  await saveDraft(p)
  expect(lastSaved()).toEqual(
    expect.objectContaining({
      title: '周末户外徒步交友',
      priceMale: 9990,
      priceFemale: 29,
      quotaMale: 10,
      quotaFemale: 12
    })
  )
  await p.type('男士报名费', '')
  await p.type('女士报名费', '19.9')
  await saveDraft(p)
  expect(lastSaved()).toEqual(expect.objectContaining({ priceMale: 0, priceFemale: 1990 }))
})

test('保存草稿 creates the draft once, keeps its id for the next save and goes back', async () => {
  const p = await open()
  await fillNew(p)
  await p.type('选填，如 30.2741', '30.2741')
  await p.type('选填，如 120.1551', '120.1551')
  await saveDraft(p)
  const first = lastSaved()
  expect(first).not.toHaveProperty('id')
  expect(first).toEqual(
    expect.objectContaining({
      kind: 'offline',
      city: '杭州',
      venue: '西湖区龙井路1号',
      location: { lat: 30.2741, lng: 120.1551 },
      realNameRequired: false,
      auditRequired: false,
      mutualSelection: false,
      picksPerGuest: 0,
      revealAt: '',
      organiser: '红娘小美'
    })
  )
  expect(Date.parse(first.signupEndsAt)).toBeLessThanOrEqual(Date.parse(first.startsAt))
  expect(p.lastToast()).toBe('草稿已保存')
  await p.settle(1600)
  expect(ui.navigateBack).toHaveBeenCalled()

  await saveDraft(p)
  expect(lastSaved()).toEqual(expect.objectContaining({ id: 12 }))
})

const LIBRARY: MapPlace = {
  id: 'venue-16',
  title: '杭州图书馆',
  address: '浙江省杭州市上城区解放东路58号',
  province: '浙江省',
  city: '杭州市',
  district: '上城区',
  location: { lat: 30.247, lng: 120.208 }
}

test('a venue found by searching fills the address, the city and the map point', async () => {
  jest.mocked(searchPlaces).mockResolvedValue({ total: 1, list: [LIBRARY] })
  const p = await open()
  await p.type('2-40个字，如 周末户外徒步交友', '图书馆读书会')
  await p.type('男士人数', '10')
  await p.type('女士人数', '10')
  await p.clickText('搜索地点，自动填写地址和坐标 ›')
  await p.click(findByText('.place-picker__suggestion', '图书馆'))
  // No city typed yet: the site's own city is searched.
  expect(searchPlaces).toHaveBeenCalledWith({ keyword: '图书馆', page: 1, city: undefined })
  await p.click('.place-picker__item')
  expect((document.querySelector('[placeholder="详细地址"]') as HTMLInputElement).value).toBe(
    '杭州市上城区解放东路58号 杭州图书馆'
  )
  await saveDraft(p)
  expect(lastSaved()).toEqual(
    expect.objectContaining({
      city: '杭州',
      venue: '杭州市上城区解放东路58号 杭州图书馆',
      location: { lat: 30.247, lng: 120.208 }
    })
  )
})

test('a city typed first is where the venue is searched, and is kept', async () => {
  jest.mocked(searchPlaces).mockResolvedValue({ total: 1, list: [{ ...LIBRARY, location: null }] })
  const p = await open()
  await fillNew(p)
  await p.type('选填，如 30.2741', '30.1')
  await p.type('选填，如 120.1551', '120.1')
  await p.clickText('搜索地点，自动填写地址和坐标 ›')
  await p.click(findByText('.place-picker__suggestion', '图书馆'))
  expect(searchPlaces).toHaveBeenCalledWith({ keyword: '图书馆', page: 1, city: '杭州' })
  await p.click('.place-picker__item')
  await saveDraft(p)
  // A place without a known centre clears the old point rather than pin the new venue where the old one was.
  expect(lastSaved()).toEqual(expect.objectContaining({ city: '杭州', location: null }))
})

test('an online event asks no venue and sends no map point', async () => {
  const p = await open()
  await p.clickText('线上活动')
  expect(document.querySelector('[placeholder="详细地址"]')).toBeNull()
  await p.type('2-40个字，如 周末户外徒步交友', '线上破冰夜')
  await p.type('男士人数', '20')
  await p.type('女士人数', '20')
  await saveDraft(p)
  expect(lastSaved()).toEqual(expect.objectContaining({ kind: 'online', venue: '', location: null }))
})

test('互选 starts with three picks revealed at the end, and checks the number', async () => {
  const p = await open()
  await fillNew(p)
  await toggle(p, '开启互选', true)
  expect(bodyText()).toContain('揭晓时间')
  await p.type('1-10人', '11')
  await saveDraft(p)
  expect(p.lastToast()).toBe('每人可选人数须为1-10')
  await p.type('1-10人', '')
  await saveDraft(p)
  expect(p.lastToast()).toBe('每人可选人数须为1-10')
  await p.type('1-10人', '3')
  await saveDraft(p)
  const req = lastSaved()
  expect(req).toEqual(expect.objectContaining({ mutualSelection: true, picksPerGuest: 3 }))
  expect(req.revealAt).toBe(req.endsAt)
})

test('times out of order are refused with what to change', async () => {
  const cases: [Partial<ReturnType<typeof editableEvent>>, string][] = [
    [{ signupEndsAt: '2030-11-20T01:00:00.000Z' }, '报名截止时间须晚于报名开始时间'],
    [{ signupEndsAt: '2030-11-30T07:00:00.000Z' }, '报名截止时间不能晚于活动开始时间'],
    [{ endsAt: '2030-11-30T06:00:00.000Z' }, '活动结束时间须晚于开始时间'],
    [{ cancelDeadline: '2030-11-30T06:30:00.000Z' }, '取消截止时间不能晚于活动开始时间'],
    [{ mutualSelection: true, picksPerGuest: 3, revealAt: '2030-11-30T05:00:00.000Z' }, '揭晓时间不能早于活动开始时间'],
    [{ mutualSelection: true, picksPerGuest: 3, revealAt: '2030-12-03T10:00:00.000Z' }, '揭晓时间最晚为活动结束后3天']
  ]
  for (const [times, message] of cases) {
    jest.mocked(staffGetEventForEdit).mockResolvedValue(editableEvent(times))
    const p = await open({ id: '5' })
    await p.clickText('保存修改')
    expect(p.lastToast()).toBe(message)
    p.unmount()
  }
  expect(staffSaveEvent).not.toHaveBeenCalled()
})

test('a time picked on the wheel is kept as the minute chosen', async () => {
  expect(pickedTime(['2030', '11', '30', '14', '05'])).toBe(new Date(2030, 10, 30, 14, 5).toISOString())
  const p = await open({ id: '5' })
  const endRow = document.querySelectorAll('.datetime-row')[3]
  const shown = endRow.textContent
  await p.click(endRow)
  expect(p.text('.nut-picker-title')).toBe('活动结束')
  await p.click('.nut-picker-confirm-btn')
  expect(document.querySelectorAll('.datetime-row')[3].textContent).toBe(shown)
  await p.clickText('保存修改')
  expect(lastSaved().endsAt).toBe(editableEvent().endsAt)
})

test('editing shows the event as saved and sends it back with its id', async () => {
  const p = await open({ id: '5' })
  expect(staffGetEventForEdit).toHaveBeenCalledWith({ eventId: 5 })
  expect(bodyText()).toContain('当前状态：报名中')
  expect(bodyText()).not.toContain('保存并发布')
  expect((document.querySelector('[placeholder="男士报名费"]') as HTMLInputElement).value).toBe('99.00')
  await p.clickText('保存修改')
  const e = editableEvent()
  expect(staffSaveEvent).toHaveBeenCalledWith({
    id: 5,
    kind: e.kind,
    title: e.title,
    cover: e.cover,
    city: e.city,
    venue: e.venue,
    location: e.location,
    signupStartsAt: e.signupStartsAt,
    signupEndsAt: e.signupEndsAt,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    cancelDeadline: e.cancelDeadline,
    quotaMale: 10,
    quotaFemale: 10,
    priceMale: 9900,
    priceFemale: 7900,
    realNameRequired: true,
    auditRequired: true,
    mutualSelection: false,
    picksPerGuest: 0,
    revealAt: '',
    rules: '请准时到场',
    organiser: '红娘小美'
  })
  expect(p.lastToast()).toBe('已保存')
})

test('a refused save stays on the page', async () => {
  jest.mocked(staffSaveEvent).mockRejectedValue(new Error('已有会员报名，不能修改活动类型'))
  const p = await open({ id: '5' })
  await p.clickText('保存修改')
  await p.settle(1600)
  expect(jest.mocked(Taro.showToast).mock.calls.some(([o]) => o?.title === '已保存')).toBe(false)
  expect(ui.navigateBack).not.toHaveBeenCalled()
})

test('保存并发布 confirms, saves and publishes; a refused publish keeps the saved draft', async () => {
  jest.mocked(staffPublishEvent).mockRejectedValueOnce(new Error('报名开始时间已过'))
  const p = await open()
  await fillNew(p)
  await p.clickText('保存并发布')
  expect(ui.showModal).toHaveBeenLastCalledWith(
    expect.objectContaining({ content: '发布后会员即可看到活动并报名，确定发布吗？' })
  )
  expect(staffSaveEvent).toHaveBeenCalledTimes(1)
  expect(staffPublishEvent).toHaveBeenCalledWith({ eventId: 12 })
  expect(ui.navigateBack).not.toHaveBeenCalled()

  await p.clickText('保存并发布')
  expect(lastSaved()).toEqual(expect.objectContaining({ id: 12 }))
  expect(staffPublishEvent).toHaveBeenCalledTimes(2)
  expect(p.lastToast()).toBe('已发布')
})

test('a cancelled event can no longer be changed', async () => {
  jest.mocked(staffGetEventForEdit).mockResolvedValue(editableEvent({ status: 'cancelled', phase: 'cancelled' }))
  await open({ id: '5' })
  expect(bodyText()).toContain('活动已取消，不能再修改')
  expect(bodyText()).not.toContain('保存修改')
})
