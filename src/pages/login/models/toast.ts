import Taro from '@tarojs/taro'
import { POST_LOGIN_REDIRECT_MS, TOAST_MS } from '@/constants/app'

/** A form's validation message, shown the same way as the request layer's errors. */
export function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
}

/**
 * A success the member should read before the page changes under it: the same pause as the
 * post-login redirect (SPEC §9), since a page change clears the toast.
 */
export async function announce(title: string): Promise<void> {
  void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })
  await new Promise<void>((resolve) => setTimeout(resolve, POST_LOGIN_REDIRECT_MS))
}
