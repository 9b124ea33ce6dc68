import type { ButtonProps } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { phoneFromButton } from '../../../src/pages/login/models/maPhone'
import { mockTaroUi } from '../helpers/taro'

let ui: ReturnType<typeof mockTaroUi>
let modal: jest.SpyInstance

beforeEach(() => {
  ui = mockTaroUi()
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
})

/** What the phone-number button reports; nothing but errMsg when no number is given. */
function detail(errMsg: string, encryptedData = '', iv = ''): ButtonProps.onGetPhoneNumberEventDetail {
  return { errMsg, encryptedData, iv, sign: '' }
}

test('passes on the encrypted phone number of the phone-number button', () => {
  expect(phoneFromButton(detail('getPhoneNumber:ok', 'enc', 'iv'))).toEqual({
    phoneEncryptedData: 'enc',
    phoneIv: 'iv'
  })
  expect(ui.showToast).not.toHaveBeenCalled()
})

test('a member who refuses gets a toast', () => {
  expect(phoneFromButton(detail('getPhoneNumber:fail user deny'))).toBeNull()
  expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您已取消手机号授权' }))
  expect(modal).not.toHaveBeenCalled()
})

test('a missing authorisation asks the member to allow it in the settings (SPEC §8)', () => {
  expect(phoneFromButton(detail('getPhoneNumber:fail no permission'))).toBeNull()
  expect(modal).toHaveBeenCalledWith({ title: '提示', content: '使用此功能请先在小程序设置中授权', showCancel: false })
})
