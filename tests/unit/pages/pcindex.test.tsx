import { bodyText, mountPage, setUp, tick, type Ui } from '../helpers/page'
import { TextEncoder } from 'node:util'
import QRCode from 'qrcode'
import PcIndexPage from '../../../src/pages/index/pcindex'
import type { Stores } from '../../../src/stores'
import type { ConfigFetchers } from '../../../src/stores/config-cache'
import { DESKTOP_CLOSED_MESSAGE } from '../../../src/stores/start'
import { cityConfig, tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())

// qrcode encodes with TextEncoder, which every browser has and jsdom leaves out.
Object.assign(globalThis, { TextEncoder })

const unused = () => Promise.reject(new Error('not used here'))
function fetchers(whetherOpenBrowse: boolean): ConfigFetchers {
  return {
    system: unused,
    regAccess: async () => ({
      whetherOpenBrowse,
      whetherOpenReg: true,
      whetherNeedBindPhone: false,
      whetherOpenPasswordLogin: true
    }),
    tenant: unused,
    finance: unused,
    image: unused,
    love: unused,
    navigation: unused
  }
}

let stores: Stores
let ui: Ui

function open(whetherOpenBrowse = true) {
  ;({ stores, ui } = setUp(fetchers(whetherOpenBrowse)))
  stores.tenant.detail = tenantDetail(
    [],
    cityConfig({
      customerServicePhone: '400-800-0000',
      companyName: '杭州缘来网络科技有限公司',
      domainRecord: '浙ICP备2026012345号-1',
      policeFiling: '浙公网安备33010602012345号'
    })
  )
  return mountPage(PcIndexPage, stores)
}

beforeEach(() => {
  process.env.TARO_ENV_JEST = 'h5'
})

afterEach(() => {
  delete process.env.TARO_ENV_JEST
})

test("shows a QR code of the site's home for the phone, besides its address", async () => {
  await open()
  await tick(50)
  const home = `${window.location.origin}/`
  expect(bodyText()).toContain(home)
  const src = document.querySelector('.pc__qr')?.getAttribute('src') ?? ''
  expect(src.startsWith('data:image/svg+xml')).toBe(true)
  const expected = await QRCode.toString(home, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  expect(decodeURIComponent(src.split(',')[1])).toBe(expected)
  expect(bodyText()).toContain('手机扫码')
})

test('the footer names the company with its ICP and police filing numbers', async () => {
  await open()
  const footer = document.querySelector('.site-footer')?.textContent ?? ''
  expect(footer).toContain('杭州缘来网络科技有限公司')
  expect(footer).toContain('浙ICP备2026012345号-1')
  expect(footer).toContain('浙公网安备33010602012345号')
  expect(footer).toContain('客服电话：400-800-0000')
})

test('stays when browsing is open; goes to the close page when the tenant closed browsing', async () => {
  await open(true)
  await tick()
  expect(ui.redirectTo).not.toHaveBeenCalled()
  await open(false)
  await tick()
  expect(ui.redirectTo).toHaveBeenCalledWith({
    url: `/pages/exception/close?msg=${encodeURIComponent(DESKTOP_CLOSED_MESSAGE)}`
  })
})
