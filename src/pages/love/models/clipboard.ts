import Taro from '@tarojs/taro'

/**
 * Copies `text`; both platforms toast the success themselves. SPEC §8: when the clipboard
 * refuses, a modal shows the text so it can be copied by hand.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: text })
  } catch {
    await Taro.showModal({ title: '请手动复制', content: text, showCancel: false, confirmText: '知道了' })
  }
}
