import type Taro from '@tarojs/taro'

type Ui = typeof import('./interaction-ui')

/*
 * Taro's toast and loading code is 6 KB gzip the first screen never needs: the app fetches it once
 * the first content is drawn (app.tsx), and a toast asked for before then shows as soon as it
 * arrives, in the order asked.
 */
let ui: Ui | null = null
let loading: Promise<Ui> | null = null

export function loadInteraction(): Promise<Ui> {
  loading ??= import('./interaction-ui').then((m) => (ui = m))
  return loading
}

function withUi(show: (ui: Ui) => void): void {
  if (ui) show(ui)
  else void loadInteraction().then(show)
}

export const showToast = (options: Taro.showToast.Option) => withUi((u) => u.showToast(options))
export const showLoading = (options: Taro.showLoading.Option) => withUi((u) => u.showLoading(options))
export const hideLoading = () => withUi((u) => u.hideLoading())
