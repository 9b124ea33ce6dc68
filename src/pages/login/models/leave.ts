import Taro from '@tarojs/taro'

/** After an account step: back to the page that asked for it, else to the member's own page. */
export function leaveTo(memberTargetRoute: string): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.reLaunch({ url: memberTargetRoute })
}
