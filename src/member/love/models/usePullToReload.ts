import Taro, { usePullDownRefresh } from '@tarojs/taro'

/** Pulling down reloads everything the page shows; the spinner stops once it has all arrived. */
export function usePullToReload(enabled: boolean, reloads: Array<() => Promise<void> | void>) {
  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void Promise.all(reloads.map((reload) => reload())).finally(() => Taro.stopPullDownRefresh())
  })
}
