import { API } from '@contract/api'
import { call } from '../../src/api/client'
import { uploadFile } from '../../src/api/files'
import { ApiError, configureRequest, request } from '../../src/api/request'
import {
  clearCurrentRoute,
  mockPendingRequest,
  mockRequest,
  mockRequestFailure,
  mockTaroUi,
  mockUpload,
  setCurrentRoute
} from './helpers/taro'

const onUnauthorized = jest.fn()
let ui: ReturnType<typeof mockTaroUi>
let consoleError: jest.SpyInstance

beforeEach(() => {
  jest.useFakeTimers()
  ui = mockTaroUi()
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  configureRequest({ getToken: () => '', onUnauthorized })
  clearCurrentRoute()
})

afterEach(() => {
  jest.useRealTimers()
})

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (reason: unknown) => reason
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('request: what is sent', () => {
  test('POSTs JSON to the API base with a 60 s timeout by default', async () => {
    const spy = mockRequest(200, { code: 20000, msg: 'ok', data: 1 })
    await request({ url: '/common/api/x', data: { a: 1 } })
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/common/api/x',
        method: 'POST',
        data: { a: 1 },
        timeout: 60000,
        header: { 'Content-Type': 'application/json' }
      })
    )
  })

  test('sends the session token in Authorization when there is one', async () => {
    configureRequest({ getToken: () => 'tok-1' })
    const spy = mockRequest(200, { code: 20000, msg: 'ok', data: null })
    await request({ url: '/common/api/x', method: 'GET', header: { 'X-Extra': '1' } })
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'GET',
        header: { 'Content-Type': 'application/json', Authorization: 'tok-1', 'X-Extra': '1' }
      })
    )
  })
})

describe('request: SPEC §8 mapping', () => {
  test('200 + code 20000 resolves with body.data', async () => {
    mockRequest(200, { code: 20000, msg: 'ok', data: { id: 7 } })
    await expect(request({ url: '/x' })).resolves.toEqual({ id: 7 })
    expect(ui.showToast).not.toHaveBeenCalled()
  })

  test('200 + another code toasts the message and rejects with an ApiError', async () => {
    mockRequest(200, { code: 41002, msg: '密码错误', data: null })
    const error = await rejection(request({ url: '/x' }))
    expect(error).toMatchObject({ message: '密码错误', code: 41002, status: 200 })
    expect(ui.showToast).toHaveBeenCalledWith({ title: '密码错误', icon: 'none', duration: 1500 })
  })

  test('200 + another code without a message toasts 发生错误了', async () => {
    mockRequest(200, { code: 50000, msg: '', data: null })
    await rejection(request({ url: '/x' }))
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '发生错误了' }))
  })

  test('hideMsg suppresses the toast but still rejects', async () => {
    mockRequest(200, { code: 40000, msg: 'bad', data: null })
    await rejection(request({ url: '/x', hideMsg: true }))
    expect(ui.showToast).not.toHaveBeenCalled()
  })

  test('401 with code -1 relaunches the close page with the message', async () => {
    mockRequest(401, { code: -1, msg: '本站已关闭', data: null })
    const error = await rejection(request({ url: '/x' }))
    expect(error.status).toBe(401)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: `/pages/exception/close?msg=${encodeURIComponent('本站已关闭')}` })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  test('any other 401 hands over to the session (clear token, go to login)', async () => {
    mockRequest(401, { code: 40100, msg: '请先登录', data: null })
    await rejection(request({ url: '/x' }))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  test('429 goes to the 429 page with the current route, after 500 ms', async () => {
    setCurrentRoute('/pages/love/detail', { id: '3', stamp: '12' })
    mockRequest(429, { code: 42900, msg: 'slow down', data: null })
    const error = await rejection(request({ url: '/x' }))
    expect(error.status).toBe(429)
    jest.advanceTimersByTime(499)
    expect(ui.redirectTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(ui.redirectTo).toHaveBeenCalledWith({
      url: `/pages/exception/429?url=${encodeURIComponent('/pages/love/detail?id=3')}`
    })
  })

  test('several 429s at once redirect once', async () => {
    mockRequest(429, null)
    await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' })])
    jest.advanceTimersByTime(500)
    expect(ui.redirectTo).toHaveBeenCalledTimes(1)
  })

  test('404 relaunches the close page with the maintenance message', async () => {
    mockRequest(404, null)
    await rejection(request({ url: '/x' }))
    expect(ui.reLaunch).toHaveBeenCalledWith({
      url: `/pages/exception/close?msg=${encodeURIComponent('系统升级维护中,稍等几分钟就好')}`
    })
  })

  test('403 rejects silently', async () => {
    mockRequest(403, { code: 40300, msg: 'forbidden', data: null })
    const error = await rejection(request({ url: '/x' }))
    expect(error.status).toBe(403)
    expect(ui.showToast).not.toHaveBeenCalled()
    expect(ui.reLaunch).not.toHaveBeenCalled()
    expect(ui.redirectTo).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
  })

  test('other statuses are logged and rejected', async () => {
    mockRequest(502, 'Bad Gateway')
    const error = await rejection(request({ url: '/x' }))
    expect(error.status).toBe(502)
    expect(consoleError).toHaveBeenCalled()
    expect(ui.showToast).not.toHaveBeenCalled()
  })

  test('a network failure is logged, toasted and rejected with status 0', async () => {
    mockRequestFailure('request:fail timeout')
    const error = await rejection(request({ url: '/x' }))
    expect(error).toMatchObject({ status: 0, code: null, message: 'request:fail timeout' })
    expect(consoleError).toHaveBeenCalled()
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络异常，请稍后重试' }))
  })

  test('a network failure with hideMsg is not toasted', async () => {
    mockRequestFailure('request:fail')
    await rejection(request({ url: '/x', hideMsg: true }))
    expect(ui.showToast).not.toHaveBeenCalled()
  })

  test('quiet only rejects: no toast, no redirect, no logout, whatever went wrong', async () => {
    const answers: Array<[number, unknown]> = [
      [200, { code: 41002, msg: '密码错误', data: null }],
      [401, { code: -1, msg: '本站已关闭', data: null }],
      [401, { code: 40100, msg: '请先登录', data: null }],
      [404, null],
      [429, null]
    ]
    for (const [status, body] of answers) {
      mockRequest(status, body)
      expect((await rejection(request({ url: '/x', quiet: true }))).status).toBe(status)
    }
    mockRequestFailure('request:fail')
    expect((await rejection(request({ url: '/x', quiet: true }))).status).toBe(0)
    jest.advanceTimersByTime(500)
    expect(ui.showToast).not.toHaveBeenCalled()
    expect(ui.reLaunch).not.toHaveBeenCalled()
    expect(ui.redirectTo).not.toHaveBeenCalled()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('request: loading indicator', () => {
  test('is not shown when the answer comes before the delay', async () => {
    mockRequest(200, { code: 20000, msg: 'ok', data: 1 })
    await request({ url: '/x', showLoading: true })
    jest.advanceTimersByTime(1000)
    expect(ui.showLoading).not.toHaveBeenCalled()
    expect(ui.hideLoading).not.toHaveBeenCalled()
  })

  test('is shown after 300 ms with the default text and hidden when the answer comes', async () => {
    const pending = mockPendingRequest()
    const result = request({ url: '/x', showLoading: true })
    jest.advanceTimersByTime(299)
    expect(ui.showLoading).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(ui.showLoading).toHaveBeenCalledWith({ title: '请求中...', mask: true })
    pending.answer(200, { code: 20000, msg: 'ok', data: 1 })
    await result
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  test('is hidden on failure too, and uses loadingText', async () => {
    const pending = mockPendingRequest()
    const result = request({ url: '/x', showLoading: true, loadingText: '登录中...' })
    jest.advanceTimersByTime(300)
    expect(ui.showLoading).toHaveBeenCalledWith({ title: '登录中...', mask: true })
    pending.answer(200, { code: 41002, msg: 'no', data: null })
    await rejection(result)
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  test('stays up until the last of two concurrent requests ends', async () => {
    const pending = mockPendingRequest()
    const first = request({ url: '/a', showLoading: true })
    const second = request({ url: '/b', showLoading: true })
    jest.advanceTimersByTime(300)
    pending.answer(200, { code: 20000, msg: 'ok', data: 1 })
    await first
    expect(ui.hideLoading).not.toHaveBeenCalled()
    pending.answer(200, { code: 20000, msg: 'ok', data: 2 })
    await second
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })
})

describe('uploadFile', () => {
  test('upload sends the file with auth and maps the JSON envelope', async () => {
    configureRequest({ getToken: () => 'tok-2' })
    const spy = mockUpload(200, JSON.stringify({ code: 20000, msg: 'ok', data: { url: '/f/1.png' } }))
    await expect(uploadFile({ url: '/common/api/upload', filePath: 'blob:1' })).resolves.toEqual({ url: '/f/1.png' })
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'file', filePath: 'blob:1', header: { Authorization: 'tok-2' }, timeout: 60000 })
    )
  })

  test('upload business failure toasts and rejects', async () => {
    mockUpload(200, JSON.stringify({ code: 40000, msg: '文件太大', data: null }))
    await rejection(uploadFile({ url: '/u', filePath: 'blob:1' }))
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '文件太大' }))
  })
})

test('call() posts the typed body to the contract path', async () => {
  const spy = mockRequest(200, { code: 20000, msg: 'ok', data: { exists: true } })
  await expect(call(API.user.checkPhone, { phone: '13800000000' })).resolves.toEqual({ exists: true })
  expect(spy).toHaveBeenCalledWith(
    expect.objectContaining({ url: '/common/api/user/checkPhone', method: 'POST', data: { phone: '13800000000' } })
  )
})
