import type { ButtonProps } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { toast } from './toast'

export interface MaPhone {
  phoneEncryptedData: string
  phoneIv: string
}

/** SPEC §8: the mini-program has no phone-number permission (scope off in settings, or not granted). */
const NEEDS_AUTHORISATION = { title: '提示', content: '使用此功能请先在小程序设置中授权', showCancel: false }

/**
 * The encrypted phone number from an `openType='getPhoneNumber'` button, or null after telling
 * the member why there is none: a refusal is their choice (a toast), anything else needs settings.
 */
export function phoneFromButton(detail: ButtonProps.onGetPhoneNumberEventDetail): MaPhone | null {
  if (detail.encryptedData && detail.iv) return { phoneEncryptedData: detail.encryptedData, phoneIv: detail.iv }
  if (/user deny|cancel/i.test(detail.errMsg)) toast('您已取消手机号授权')
  else void Taro.showModal(NEEDS_AUTHORISATION)
  return null
}
