import Taro from '@tarojs/taro'

/** Taro's toast and loading calls, in a chunk of their own: see interaction.ts. */
export const showToast = (options: Taro.showToast.Option) => void Taro.showToast(options)
export const showLoading = (options: Taro.showLoading.Option) => void Taro.showLoading(options)
export const hideLoading = () => void Taro.hideLoading()
