import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import { signinQrText } from '@contract/active'
import {
  staffAuditSignup,
  staffCheckIn,
  staffExportSignups,
  staffGetEventForEdit,
  staffGetSignupPage,
  staffReveal
} from '../../../src/api/active'
import { ApiError } from '../../../src/api/request'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import SignupDeskPage from '../../../src/subpages/active/signup'
import { scanQrText } from '../../../src/subpages/active/models/scanQr'
import { editableEvent, managedSignup, signupPage } from '../helpers/active-staff'
import { route, trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')
jest.mock('../../../src/api/staff')
jest.mock('../../../src/subpages/active/models/scanQr')

let stores: Stores
let ui: Ui

const PENDING = managedSignup(1, { nickname: '林小雨' })
const APPROVED = managedSignup(2, {
  nickname: '',
  userId: 202,
  gender: 'male',
  age: 31,
  realNameVerified: false,
  status: 'approved',
  fee: 9900,
  payMethod: 'tenpay',
  sharer: '莉莉'
})
const REJECTED = managedSignup(3, {
  nickname: '阿杰',
  status: 'rejected',
  payMethod: 'credit',
  refunded: 790,
  reason: '资料不完整'
})

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logIn(stores)
  route.params = { id: '5' }
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(staffGetEventForEdit).mockResolvedValue(editableEvent({ phase: 'ongoing' }))
  jest.mocked(staffGetSignupPage).mockResolvedValue(signupPage([PENDING, APPROVED, REJECTED]))
  jest.mocked(staffAuditSignup).mockImplementation(async ({ signupId, approve, reason }) =>
    managedSignup(signupId, {
      nickname: '林小雨',
      status: approve ? 'approved' : 'rejected',
      refunded: approve ? 0 : 7900,
      reason
    })
  )
  jest.mocked(staffCheckIn).mockImplementation(async ({ code }) =>
    managedSignup(code === '654321' ? 9 : 2, {
      nickname: code === '654321' ? '王先生' : '',
      userId: 202,
      gender: 'male',
      age: 31,
      status: 'checked_in',
      checkedInAt: new Date(2030, 10, 30, 14, 5).toISOString()
    })
  )
})

afterEach(() => {
  delete process.env['TARO_ENV_JEST']
})

const cards = () => Array.from(document.querySelectorAll('.managed-signup-card'))

async function open() {
  const p = await mountPage(SignupDeskPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await p.settle(50)
  return p
}

test('members without an events role see 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetSignupPage).not.toHaveBeenCalled()
})

test('the header shows the event, its phase, the counts and the income', async () => {
  await open()
  expect(staffGetEventForEdit).toHaveBeenCalledWith({ eventId: 5 })
  expect(staffGetSignupPage).toHaveBeenCalledWith({ eventId: 5, filter: 'all', cursor: '', pageSize: 20 })
  const header = document.querySelector('.signup-desk__event')?.textContent ?? ''
  expect(header).toContain('周末户外徒步交友')
  expect(header).toContain('进行中')
  expect(header).toContain('待支付 1 · 待审核 2 · 已通过 3 · 已签到 1')
  expect(header).toContain('收入 ¥497.00')
})

test('each sign-up shows who, how they paid, refunds and where it stands', async () => {
  await open()
  const [pending, approved, rejected] = cards().map((c) => c.textContent ?? '')
  expect(pending).toContain('林小雨')
  expect(pending).toContain('实名')
  expect(pending).toContain('女 · 28岁 · ID 101')
  expect(pending).toContain('¥79.00 · 余额支付')
  expect(pending).toContain('待审核')
  expect(approved).toContain('会员202')
  expect(approved).not.toContain('实名')
  expect(approved).toContain('男 · 31岁')
  expect(approved).toContain('¥99.00 · 微信支付')
  expect(approved).toContain('推荐人莉莉')
  expect(approved).toContain('已通过')
  expect(rejected).toContain('已驳回')
  expect(rejected).toContain('已退回790积分')
  expect(rejected).toContain('资料不完整')
  // Only the one waiting for an audit can be approved or rejected.
  expect(document.querySelectorAll('.decision-buttons')).toHaveLength(1)
})

test('通过 approves the sign-up and reads the list again', async () => {
  const p = await open()
  await p.clickText('通过')
  expect(staffAuditSignup).toHaveBeenCalledWith({ signupId: 1, approve: true, reason: '' })
  expect(p.lastToast()).toBe('已通过 林小雨')
  expect(staffGetSignupPage).toHaveBeenCalledTimes(2)
})

test('驳回 needs a reason and says the fee will be refunded', async () => {
  const p = await open()
  await p.clickText('驳回')
  await p.settle(50)
  expect(p.text('.bottom-sheet__title')).toBe('驳回报名')
  expect(bodyText()).toContain('林小雨，已付报名费 ¥79.00 将全额退还')
  await p.clickText('确认驳回')
  expect(p.lastToast()).toBe('请填写驳回原因')
  expect(staffAuditSignup).not.toHaveBeenCalled()

  await p.clickText('本场性别比例已满')
  await p.clickText('确认驳回')
  expect(staffAuditSignup).toHaveBeenCalledWith({ signupId: 1, approve: false, reason: '本场性别比例已满' })
  expect(p.lastToast()).toBe('已驳回，报名费已退还')
  expect(document.querySelector('.bottom-sheet')).toBeNull()
})

test('the filter chips and the search ask for the matching sign-ups', async () => {
  const p = await open()
  await p.clickText('已签到')
  expect(staffGetSignupPage).toHaveBeenLastCalledWith({ eventId: 5, filter: 'checked_in', cursor: '', pageSize: 20 })
  await p.type('搜索昵称或会员ID', ' 小雨 ')
  await p.clickText('搜索')
  expect(staffGetSignupPage).toHaveBeenLastCalledWith({
    eventId: 5,
    filter: 'checked_in',
    keyword: '小雨',
    cursor: '',
    pageSize: 20
  })
  await p.clickText('清除')
  expect(staffGetSignupPage).toHaveBeenLastCalledWith({ eventId: 5, filter: 'checked_in', cursor: '', pageSize: 20 })
})

test('签到 by a typed code shows who was signed in and clears the box', async () => {
  const p = await open()
  await p.clickText('签到')
  expect(p.lastToast()).toBe('请输入签到码')
  await p.type('输入会员的签到码', '12')
  await p.clickText('签到')
  expect(p.lastToast()).toBe('签到码格式不正确')
  expect(staffCheckIn).not.toHaveBeenCalled()

  await p.type('输入会员的签到码', ' 123456 ')
  await p.clickText('签到')
  expect(staffCheckIn).toHaveBeenCalledWith({ eventId: 5, code: '123456' })
  expect(p.text('.signup-desk__result-text')).toBe('会员202 签到成功')
  expect(p.text('.signup-desk__result-meta')).toBe('男 · 31岁 · 14:05 签到')
  expect((document.querySelector('[placeholder="输入会员的签到码"]') as HTMLInputElement).value).toBe('')
  expect(staffGetSignupPage).toHaveBeenCalledTimes(2)
})

test('a refused sign-in shows why on the desk and keeps the code', async () => {
  jest.mocked(staffCheckIn).mockRejectedValue(new ApiError('该会员已签到（14:05）', { code: 40000, status: 200 }))
  const p = await open()
  await p.type('输入会员的签到码', '123456')
  await p.clickText('签到')
  expect(p.text('.signup-desk__result--failed')).toBe('该会员已签到（14:05）')
  expect((document.querySelector('[placeholder="输入会员的签到码"]') as HTMLInputElement).value).toBe('123456')
})

test('扫码签到 sends the code of this event’s QR and refuses another event’s', async () => {
  const p = await open()
  jest.mocked(scanQrText).mockResolvedValue(signinQrText(5, '654321'))
  await p.clickText('扫码签到')
  expect(staffCheckIn).toHaveBeenCalledWith({ eventId: 5, code: '654321' })
  expect(p.text('.signup-desk__result-text')).toBe('王先生 签到成功')

  jest.mocked(scanQrText).mockResolvedValue(signinQrText(9, '111111'))
  await p.clickText('扫码签到')
  expect(p.lastToast()).toBe('这不是本场活动的签到码')
  expect(staffCheckIn).toHaveBeenCalledTimes(1)

  jest.mocked(scanQrText).mockResolvedValue('')
  await p.clickText('扫码签到')
  expect(p.lastToast()).toBe('没有识别到二维码，请对准会员的签到码重试')

  jest.mocked(scanQrText).mockResolvedValue(null)
  const toasts = jest.mocked(Taro.showToast).mock.calls.length
  await p.clickText('扫码签到')
  expect(jest.mocked(Taro.showToast).mock.calls.length).toBe(toasts)
  expect(staffCheckIn).toHaveBeenCalledTimes(1)
})

test('no sign-in bar once the event is over', async () => {
  jest.mocked(staffGetEventForEdit).mockResolvedValue(editableEvent({ phase: 'finished' }))
  await open()
  expect(bodyText()).not.toContain('现场签到')
  expect(bodyText()).toContain('导出名单')
})

test('导出名单 in the browser downloads the workbook under its name', async () => {
  const bytes = 'PK\u0003\u0004 workbook'
  jest
    .mocked(staffExportSignups)
    .mockResolvedValue({ fileName: '报名名单-周末户外徒步交友-20301130.xlsx', base64: btoa(bytes) })
  const blobs: Blob[] = []
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'),
    revokeObjectURL: () => undefined
  })
  const clicked: HTMLAnchorElement[] = []
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this)
  })
  const p = await open()
  await p.clickText('导出名单')
  expect(staffExportSignups).toHaveBeenCalledWith({ eventId: 5 })
  expect(clicked).toHaveLength(1)
  expect(clicked[0].download).toBe('报名名单-周末户外徒步交友-20301130.xlsx')
  expect(clicked[0].href).toBe('blob:export')
  expect(blobs[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  expect(blobs[0].size).toBe(bytes.length)
  expect(p.lastToast()).toBe('名单已导出')
})

test('导出名单 in the mini-program writes the workbook and opens it', async () => {
  process.env['TARO_ENV_JEST'] = 'weapp'
  jest.mocked(staffExportSignups).mockResolvedValue({ fileName: '报名名单.xlsx', base64: 'UEsDBA==' })
  const writeFile = jest.fn((o: { success: () => void }) => o.success())
  Object.assign(Taro, {
    env: { ...Taro.env, USER_DATA_PATH: 'wxfile://usr' },
    getFileSystemManager: () => ({ writeFile }),
    openDocument: jest.fn().mockResolvedValue({ errMsg: 'ok' })
  })
  const p = await open()
  await p.clickText('导出名单')
  expect(writeFile).toHaveBeenCalledWith(
    expect.objectContaining({ filePath: 'wxfile://usr/报名名单.xlsx', data: 'UEsDBA==', encoding: 'base64' })
  )
  expect(Taro.openDocument).toHaveBeenCalledWith({
    filePath: 'wxfile://usr/报名名单.xlsx',
    fileType: 'xlsx',
    showMenu: true
  })
})

test('a mutual-selection event shows who takes part and reveals after a confirm', async () => {
  jest
    .mocked(staffGetEventForEdit)
    .mockResolvedValue(
      editableEvent({ phase: 'ongoing', mutualSelection: true, picksPerGuest: 3, revealAt: '2030-11-30T09:00:00.000Z' })
    )
  jest.mocked(staffGetSignupPage).mockResolvedValue(signupPage([APPROVED], { pickers: 6 }))
  jest.mocked(staffReveal).mockResolvedValue({ matchedPairs: 2 })
  const p = await open()
  expect(bodyText()).toContain('已参与互选 6 人')

  ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
  await p.clickText('揭晓互选结果')
  expect(staffReveal).not.toHaveBeenCalled()

  jest
    .mocked(staffGetSignupPage)
    .mockResolvedValue(signupPage([APPROVED], { pickers: 6, revealed: true, matchedPairs: 2 }))
  await p.clickText('揭晓互选结果')
  expect(ui.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '揭晓互选结果' }))
  expect(staffReveal).toHaveBeenCalledWith({ eventId: 5 })
  expect(p.lastToast()).toBe('已揭晓，互选成功2对')
  expect(bodyText()).toContain('互选成功 2 对')
  expect(bodyText()).not.toContain('揭晓互选结果')
})

test('before the event starts the reveal waits', async () => {
  jest
    .mocked(staffGetEventForEdit)
    .mockResolvedValue(editableEvent({ mutualSelection: true, picksPerGuest: 3, revealAt: '2030-11-30T09:00:00.000Z' }))
  await open()
  expect(bodyText()).toContain('活动开始后可提前揭晓')
  expect(bodyText()).not.toContain('揭晓互选结果')
})

test('pulling down reads the event and its sign-ups again', async () => {
  const p = await open()
  await p.run(() => trigger('pullDown'))
  expect(staffGetEventForEdit).toHaveBeenCalledTimes(2)
  expect(staffGetSignupPage).toHaveBeenCalledTimes(2)
})
