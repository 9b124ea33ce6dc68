import Taro from '@tarojs/taro'
import { TextEncoder } from 'node:util'
import QRCode from 'qrcode'
import { bodyText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import { getEventDetail } from '../../../src/api/active'
import type { Stores } from '../../../src/stores'
import PosterPage from '../../../src/subpages/active/haibao'
import { downloadPoster, drawPoster } from '../../../src/subpages/active/models/drawPoster'
import { eventDetail } from '../helpers/active-member'
import { route } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'
import { cityConfig, tenantDetail } from '../helpers/tenant'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')
// Drawing needs a real canvas, which jsdom lacks; the browser journey draws it for real.
jest.mock('../../../src/subpages/active/models/drawPoster')

// qrcode encodes with TextEncoder, which every browser has and jsdom leaves out.
Object.assign(globalThis, { TextEncoder })

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  route.params = { id: '5' }
  jest.mocked(getEventDetail).mockResolvedValue(eventDetail())
})

afterEach(() => {
  delete process.env.TARO_ENV_JEST
})

const open = async () => {
  const p = await mountPage(PosterPage, stores)
  await p.settle(50)
  return p
}
const qrText = async (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))}`

describe('in the browser', () => {
  test("the poster is drawn with the event and a QR code of its link carrying the member's uid, to long-press or save", async () => {
    logIn(stores)
    jest.mocked(drawPoster).mockResolvedValue(PNG)
    const p = await open()
    const link = `${window.location.origin}/pages/active/detail?id=5&uid=9`
    expect(drawPoster).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '周末徒步交友5',
        place: '西湖区龙井路1号',
        price: '男 ¥99 / 女 ¥79',
        cover: '/uploads/t1/cover5.jpg',
        url: link
      })
    )
    expect(document.querySelector('.poster__image')?.getAttribute('src')).toBe(PNG)
    expect(bodyText()).toContain('长按图片保存或发送给朋友')

    await p.clickText('保存海报')
    expect(downloadPoster).toHaveBeenCalledWith(PNG, '活动海报-5.png')

    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok', data: '' })
    await p.clickText('复制链接')
    expect(copy).toHaveBeenCalledWith({ data: link })
  })

  test("in the messaging app's browser, saving is a long press", async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    jest.mocked(drawPoster).mockResolvedValue(PNG)
    const p = await open()
    await p.clickText('保存海报')
    expect(downloadPoster).not.toHaveBeenCalled()
    expect(p.lastToast()).toBe('请长按海报图片保存')
  })

  test("a visitor's poster carries no uid; where drawing fails the card is shown with the QR code", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.mocked(drawPoster).mockRejectedValue(new Error('canvas unavailable'))
    await open()
    expect(document.querySelector('.poster__image')).toBeNull()
    expect(textsOf('.poster-card__title')).toEqual(['周末徒步交友5'])
    const src = document.querySelector('.poster-card__qr')?.getAttribute('src')
    expect(src).toBe(await qrText(`${window.location.origin}/pages/active/detail?id=5`))
    expect(textsOf('.poster__action')).toEqual(['复制链接'])
  })
})

describe('in the mini-program', () => {
  beforeEach(() => {
    process.env.TARO_ENV_JEST = 'weapp'
  })

  test("the card's QR code opens the event on the city's domain, with the sharer", async () => {
    logIn(stores)
    stores.tenant.detail = tenantDetail([], cityConfig({ bindingDomain: 'hz.yuanlai.example' }))
    await open()
    expect(drawPoster).not.toHaveBeenCalled()
    const src = document.querySelector('.poster-card__qr')?.getAttribute('src')
    expect(src).toBe(await qrText('https://hz.yuanlai.example/pages/active/detail?id=5&uid=9'))
    expect(bodyText()).toContain('截图保存海报')
  })

  test('without a domain there is no link to give', async () => {
    await open()
    expect(document.querySelector('.poster-card__qr')).toBeNull()
    expect(bodyText()).not.toContain('复制链接')
  })
})

test('an event that cannot be loaded says so', async () => {
  jest.mocked(getEventDetail).mockRejectedValue(new Error('not found'))
  await open()
  expect(bodyText()).toContain('活动不存在或已下线')
  expect(ui.navigateTo).not.toHaveBeenCalled()
})
