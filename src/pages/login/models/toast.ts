import Taro from '@tarojs/taro'
import { TOAST_MS } from '../../../constants/app'

/** A form's validation message, shown the same way as the request layer's errors. */
export function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS })
}
