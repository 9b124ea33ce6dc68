import Taro from '@tarojs/taro'

type RequestTask = ReturnType<typeof Taro.request>
type UploadTask = ReturnType<typeof Taro.uploadFile>

/**
 * An answered Taro.request. The real task is a promise with abort/progress methods the request
 * layer never uses, so a plain promise stands in for it.
 */
function settled<T>(value: Promise<unknown>): T {
  return value as unknown as T
}

export function mockRequest(statusCode: number, data: unknown): jest.SpyInstance {
  return jest
    .spyOn(Taro, 'request')
    .mockImplementation(() =>
      settled<RequestTask>(Promise.resolve({ statusCode, data, header: {}, errMsg: 'request:ok' }))
    )
}

/** Requests that answer only when `answer` is called, oldest first. */
export function mockPendingRequest(): { spy: jest.SpyInstance; answer: (statusCode: number, data: unknown) => void } {
  const waiting: Array<(value: unknown) => void> = []
  const spy = jest
    .spyOn(Taro, 'request')
    .mockImplementation(() => settled<RequestTask>(new Promise((resolve) => waiting.push(resolve))))
  return {
    spy,
    answer: (statusCode, data) => waiting.shift()?.({ statusCode, data, header: {}, errMsg: 'request:ok' })
  }
}

export function mockRequestFailure(errMsg: string): jest.SpyInstance {
  return jest.spyOn(Taro, 'request').mockImplementation(() => settled<RequestTask>(Promise.reject({ errMsg })))
}

export function mockUpload(statusCode: number, text: string): jest.SpyInstance {
  return jest
    .spyOn(Taro, 'uploadFile')
    .mockImplementation(() => settled<UploadTask>(Promise.resolve({ statusCode, data: text, errMsg: 'uploadFile:ok' })))
}

/** Replaces the UI and navigation APIs with spies that do nothing. */
export function mockTaroUi() {
  const ok = { errMsg: 'ok' }
  return {
    showToast: jest.spyOn(Taro, 'showToast').mockResolvedValue(ok),
    showLoading: jest.spyOn(Taro, 'showLoading').mockResolvedValue(ok),
    hideLoading: jest.spyOn(Taro, 'hideLoading').mockImplementation(() => undefined),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockResolvedValue(ok),
    redirectTo: jest.spyOn(Taro, 'redirectTo').mockResolvedValue(ok),
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockResolvedValue(ok),
    navigateBack: jest.spyOn(Taro, 'navigateBack').mockResolvedValue(ok)
  }
}

/** Makes `path` with `params` the current page, as the router would. */
export function setCurrentRoute(path: string, params: Record<string, string> = {}): void {
  Taro.getCurrentInstance().router = {
    path,
    params,
    onReady: '',
    onHide: '',
    onShow: '',
    shareTicket: undefined,
    scene: undefined
  }
}

export function clearCurrentRoute(): void {
  Taro.getCurrentInstance().router = null
}

/** Pretends the page stack holds `count` pages. */
export function mockPageStack(count: number): jest.SpyInstance {
  return jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: count }, () => ({})))
}
