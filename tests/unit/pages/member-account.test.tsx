import { bodyText, findByText, mountPage, setUp } from '../helpers/page'
import { deleteAccount, getDeletionCheck } from '../../../src/api/account'
import { sendCaptcha } from '../../../src/api/system'
import type { Stores } from '../../../src/stores'
import AccountPage from '../../../src/subpages/member/account'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/account')
jest.mock('../../../src/api/system')

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getDeletionCheck).mockResolvedValue({ blockers: [], hasPassword: true, maskedPhone: '138****0001' })
  jest.mocked(deleteAccount).mockResolvedValue({ ok: true })
  ui.showModal.mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
})

async function open() {
  const p = await mountPage(AccountPage, stores)
  await p.settle()
  return p
}

test('says what is erased and what the law keeps before anything is asked', async () => {
  await open()
  expect(bodyText()).toContain('注销后将删除')
  expect(bodyText()).toContain('交友资料、相册与自我介绍')
  expect(bodyText()).toContain('依法保留')
  expect(bodyText()).toContain('你发出的聊天消息与图片（对方处显示为已撤回）')
  expect(bodyText()).toContain('已签署的服务合同')
})

test('money still in the wallet blocks deletion and points to the cash-out', async () => {
  jest
    .mocked(getDeletionCheck)
    .mockResolvedValue({ blockers: ['钱包还有余额12.34元，请先提现'], hasPassword: true, maskedPhone: '' })
  const p = await open()
  expect(bodyText()).toContain('钱包还有余额12.34元，请先提现')
  expect(document.querySelector('.account-delete__submit')).toBeNull()
  await p.click(findByText('.account-delete__link', '去提现'))
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/makecash' })
})

test('the password and the typed phrase confirm it; then the session ends and the app starts over', async () => {
  const p = await open()
  await p.type('请输入登录密码', 'demo1234')
  await p.click(findByText('.account-delete__submit', '注销账号'))
  expect(p.lastToast()).toBe('请输入“确认注销”')
  expect(deleteAccount).not.toHaveBeenCalled()

  await p.type('请输入“确认注销”', '确认注销')
  await p.click(findByText('.account-delete__submit', '注销账号'))
  expect(deleteAccount).toHaveBeenCalledWith({ password: 'demo1234', code: '', confirmText: '确认注销' })
  expect(stores.session.isLoggedIn).toBe(false)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('without a password an SMS code goes to the bound phone', async () => {
  jest.mocked(getDeletionCheck).mockResolvedValue({ blockers: [], hasPassword: false, maskedPhone: '138****0001' })
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 60 })
  const p = await open()
  expect(document.querySelector('[placeholder="请输入登录密码"]')).toBeNull()
  await p.click(findByText('.account-delete__send', '获取验证码'))
  expect(sendCaptcha).toHaveBeenCalledWith({ phone: stores.session.userInfo?.phone, scene: 'deleteAccount' })
  expect(bodyText()).toContain('s后重新获取')
})
