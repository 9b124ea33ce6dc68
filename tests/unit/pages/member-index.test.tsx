import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import { logout } from '../../../src/api/auth'
import { getMyStaffRoles } from '../../../src/api/staff'
import { getUser, setAvator, setPassword } from '../../../src/api/member'
import { getMyReviews } from '../../../src/api/moderation'
import MemberIndexPage from '../../../src/member/index'
import type { Stores } from '../../../src/stores'
import { userInfo } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/auth')
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/moderation')

import { tenantDetail } from '../helpers/tenant'

const user = userInfo({ username: 'lin_xiaoyu', nickname: '林小雨', hasPassword: true })

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  jest.mocked(getUser).mockResolvedValue(user)
  jest.mocked(logout).mockResolvedValue({ ok: true })
  jest.mocked(setAvator).mockImplementation(async ({ headPic }) => ({ ...user, headPic }))
  jest.mocked(setPassword).mockResolvedValue({ ok: true })
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [] })
  jest.mocked(getMyReviews).mockResolvedValue({ avatar: null, album: null, aboutMe: null })
})

async function open() {
  const p = await mountPage(MemberIndexPage, stores)
  const row = (title: string) => {
    const found = Array.from(document.querySelectorAll('.entry-list__row')).find((r) => r.textContent?.includes(title))
    if (!found) throw new Error(`no entry ${title}`)
    return found
  }
  return { ...p, row }
}

async function clickLogout(confirm: boolean) {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm, cancel: !confirm, errMsg: 'ok' })
  const p = await open()
  expect(bodyText()).toContain('13800000001')
  expect(bodyText()).toContain('林小雨')
  await p.click('.member-home__logout')
  p.unmount()
  return modal
}

test('shows the phone and asks 确认退出吗？ before logging out', async () => {
  const modal = await clickLogout(true)
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确认退出吗？' }))
  expect(logout).toHaveBeenCalled()
  expect(stores.session.isLoggedIn).toBe(false)
  expect(stores.session.userInfo).toBeNull()
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('keeps the session when the member cancels', async () => {
  await clickLogout(false)
  expect(logout).not.toHaveBeenCalled()
  expect(stores.session.isLoggedIn).toBe(true)
})

test("a built-in avatar becomes the member's avatar", async () => {
  const { testUtils, click, unmount } = await open()
  await click(await testUtils.queries.waitForQuerySelector('.member-home__avatar'))
  expect(document.body.textContent).toContain('选择头像')
  const choices = document.querySelectorAll('.avatar-sheet__item')
  expect(choices).toHaveLength(6)
  await click(choices[2])
  expect(setAvator).toHaveBeenCalledWith({ headPic: '/static/images/avatar-3.png' })
  expect(stores.session.userInfo?.headPic).toBe('/static/images/avatar-3.png')
  expect(document.querySelector('.avatar-sheet')).toBeNull()
  unmount()
})

test('a new photo avatar shows 头像审核中 under the name while others still see the approved one', async () => {
  const { testUtils, unmount } = await open()
  await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  expect(document.querySelector('.review-tag')).toBeNull()
  unmount()

  const pending = { status: 'pending' as const, text: '/uploads/me.jpg', images: [], reason: '', createdAt: '' }
  jest.mocked(getMyReviews).mockResolvedValue({ avatar: pending, album: null, aboutMe: null })
  const again = await open()
  await again.testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  expect(document.querySelector('.member-home__who .review-tag--pending')?.textContent).toBe('头像审核中')
  again.unmount()
})

test('内容审核 is offered to admins and auditors and opens the review queue', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  const { testUtils, click, row, unmount } = await open()
  await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  await click(row('内容审核'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/moderation' })
  unmount()
})

test('城市设置 is an admin’s and opens the city’s time zone and daily picks', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  const { testUtils, click, row, unmount } = await open()
  await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  expect(row('城市设置').textContent).toContain('时区与每日推荐人数')
  await click(row('城市设置'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/city_settings' })
  unmount()
})

test('changing the password checks the form before calling setPassword', async () => {
  const { testUtils, click, row, type, unmount } = await open()
  await click(row('修改密码'))
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await testUtils.act(() => new Promise((r) => setTimeout(r, 50)))
  const submit = await testUtils.queries.waitForQuerySelector('.password-sheet__submit')
  await click(submit)
  expect(ui.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请输入原密码' }))
  await type('请输入原密码', 'demo1234')
  await type('请输入新密码', 'abc12345')
  await type('请再次输入新密码', 'abc12346')
  await click(submit)
  expect(ui.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '两次输入的新密码不一致' }))
  expect(setPassword).not.toHaveBeenCalled()
  await type('请再次输入新密码', 'abc12345')
  await click(submit)
  expect(setPassword).toHaveBeenCalledWith({ oldPassword: 'demo1234', password: 'abc12345' })
  expect(document.querySelector('.password-sheet')).toBeNull()
  unmount()
})

test('offers 绑定手机 only to a member without a phone', async () => {
  jest.mocked(getUser).mockResolvedValue({ ...user, phone: '' })
  const { unmount } = await open()
  await new Promise((r) => setTimeout(r, 0))
  expect(document.body.textContent).toContain('绑定手机')
  expect(document.body.textContent).toContain('未绑定手机号')
  unmount()
})

test('every member has a 实名认证 entry that opens the real-name certification', async () => {
  const { click, row, unmount } = await open()
  await click(row('实名认证'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/member/certification' })
  unmount()
})

test('认证审核 is offered to admins and auditors only', async () => {
  const titles = () => Array.from(document.querySelectorAll('.entry-list__title')).map((t) => t.textContent)
  for (const [roles, shown] of [
    [[], false],
    [['matchmaker'], false],
    [['auditor'], true],
    [['admin', 'matchmaker'], true]
  ] as const) {
    jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [...roles] })
    const { testUtils, click, row, unmount } = await open()
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(getMyStaffRoles).toHaveBeenLastCalledWith({ hideMsg: true })
    expect(titles().includes('认证审核')).toBe(shown)
    if (shown) {
      await click(row('认证审核'))
      expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/staff/certaudit' })
    }
    unmount()
  }
})

test('each staff role sees exactly the back-office pages it may use', async () => {
  const titles = () => Array.from(document.querySelectorAll('.entry-list__title')).map((t) => t.textContent)
  const STAFF = ['城市设置', '认证审核', '提现审核', '牵线管理', '私人定制服务', '商品管理']
  for (const [roles, shown] of [
    [[], []],
    [['matchmaker'], ['牵线管理', '私人定制服务']],
    [['auditor'], ['认证审核']],
    [['admin'], STAFF]
  ] as const) {
    jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [...roles] })
    const { testUtils, unmount } = await open()
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(titles().filter((t) => STAFF.includes(t ?? ''))).toEqual([...shown])
    unmount()
  }
})

test('with the gift plugin, admins also keep the gifts, the mall and its exchanges; message reports sit in 举报处理', async () => {
  const titles = () => Array.from(document.querySelectorAll('.entry-list__title')).map((t) => t.textContent)
  const PLUGGED = ['礼物管理', '积分商品', '兑换发货', '消息举报']
  for (const [roles, grants, shown] of [
    [['admin'], [6, 15], ['礼物管理', '积分商品', '兑换发货']],
    [['admin'], [], []],
    [['matchmaker'], [6, 15], ['兑换发货']],
    [['auditor'], [6, 15], []],
    [[], [6, 15], []]
  ] as const) {
    stores.tenant.detail = tenantDetail([...grants])
    jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: [...roles] })
    const { testUtils, unmount } = await open()
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(titles().filter((t) => PLUGGED.includes(t ?? ''))).toEqual([...shown])
    unmount()
  }
})

test('消息中心 shows how much is unread; 积分商城 is there only with the gift plugin', async () => {
  stores.tenant.detail = tenantDetail([6])
  stores.unread.set({ messages: 120, notices: 3, total: 123, office: 0 })
  const first = await open()
  expect(first.row('消息中心').textContent).toContain('99+条未读')
  await first.click(first.row('消息中心'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/message/index' })
  await first.click(first.row('积分商城'))
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/gift/index' })
  first.unmount()

  stores.tenant.detail = tenantDetail([])
  const second = await open()
  expect(bodyText()).not.toContain('积分商城')
  second.unmount()
})

test('a matchmaker’s 客户消息 says how much her customers wrote that she has not read', async () => {
  stores.tenant.detail = tenantDetail([15])
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  stores.unread.set({ messages: 1, notices: 0, total: 1, office: 3 })
  const first = await open()
  await first.settle()
  expect(first.row('客户消息').textContent).toContain('3条未读')
  expect(first.row('消息中心').textContent).toContain('1条未读')
  first.unmount()

  stores.unread.set({ messages: 1, notices: 0, total: 1, office: 0 })
  const second = await open()
  await second.settle()
  expect(second.row('客户消息').textContent).toContain('我服务的会员发来的消息')
  second.unmount()
})

test('money entries open the VIP page, the wallet, points top-up and the finance records', async () => {
  const { click, row, unmount } = await open()
  for (const [title, url] of [
    ['开通VIP', '/member/love/vip'],
    ['我的钱包', '/subpages/member/makecash'],
    ['积分充值', '/subpages/member/recharge'],
    ['财务记录', '/member/finance']
  ] as const) {
    await click(row(title))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url })
  }
  unmount()
})
