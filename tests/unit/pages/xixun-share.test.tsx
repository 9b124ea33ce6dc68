import Taro from '@tarojs/taro'
import { TextEncoder } from 'node:util'
import QRCode from 'qrcode'
import { bodyText, mountPage, setUp, textsOf, tick, type Ui } from '../helpers/page'
import { getPennant, getStory } from '../../../src/api/xixun'
import type { Stores } from '../../../src/stores'
import FlagDetailsPage from '../../../src/subpages/xixun/FlagDetails'
import SharePage from '../../../src/subpages/xixun/Share'
import { route } from '../helpers/lifecycle'
import { logIn, userInfo } from '../helpers/session'
import { cityConfig, tenantDetail } from '../helpers/tenant'
import { pennant, storyDetail } from '../helpers/xixun'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/xixun')

// qrcode encodes with TextEncoder, which every browser has and jsdom leaves out.
Object.assign(globalThis, { TextEncoder })

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp())
  jest.mocked(getPennant).mockResolvedValue(pennant(6))
  jest.mocked(getStory).mockResolvedValue(storyDetail(4))
})

afterEach(() => {
  delete process.env.TARO_ENV_JEST
})

describe('a pennant', () => {
  beforeEach(() => {
    route.params = { id: '6' }
  })

  test('hangs large with whom it thanks, who sent it, the day and the words', async () => {
    await mountPage(FlagDetailsPage, stores)
    expect(getPennant).toHaveBeenCalledWith({ pennantId: 6 })
    expect(document.querySelector('.flag-details__wall .pennant--large')).not.toBeNull()
    expect(textsOf('.pennant__line')).toEqual(['当代月老', '成人之美'])
    expect(textsOf('.pennant__to')).toEqual(['赠 王红娘'])
    expect(textsOf('.pennant__from')).toEqual(['小林 敬赠'])
    expect(textsOf('.pennant__date')).toEqual(['2026年6月1日'])
    expect(textsOf('.flag-details__words-title')).toEqual(['小林 想对 王红娘 说'])
    expect(textsOf('.flag-details__words-text')).toEqual(['感谢王老师一年来的用心牵线！'])
    expect(document.querySelector('.flag-details__status')).toBeNull()
  })

  test('another member may share it or send one of their own to the same matchmaker', async () => {
    const p = await mountPage(FlagDetailsPage, stores)
    await p.clickText('分享')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/Share?type=pennant&id=6' })
    await p.clickText('我也要送锦旗')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/xixun/SendFlag?matchmakerId=3' })
  })

  test('its sender sees it waiting for review, or why it was turned down, with nothing to share', async () => {
    logIn(stores, userInfo({ id: 9, nickname: '小林' }))
    jest.mocked(getPennant).mockResolvedValueOnce(pennant(6, { status: 'pending_review' }))
    const pending = await mountPage(FlagDetailsPage, stores)
    expect(textsOf('.flag-details__status-label')).toEqual(['审核中'])
    expect(textsOf('.flag-details__status-text')).toEqual(['锦旗已送出，工作人员审核通过后就会展示'])
    expect(document.querySelector('.flag-details__bar')).toBeNull()
    pending.unmount()

    jest.mocked(getPennant).mockResolvedValueOnce(pennant(6, { status: 'rejected', reason: '寄语内容不文明' }))
    await mountPage(FlagDetailsPage, stores)
    expect(textsOf('.flag-details__status-label')).toEqual(['未通过'])
    expect(textsOf('.flag-details__status-text')).toEqual(['原因：寄语内容不文明'])
  })
})

describe('the share card', () => {
  test("of a story: the couple, the stage, the title and a QR code of the story's own address", async () => {
    process.env.TARO_ENV_JEST = 'h5'
    route.params = { type: 'story', id: '4' }
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok', data: '' })
    const p = await mountPage(SharePage, stores)
    await p.settle(50)
    expect(getStory).toHaveBeenCalledWith({ storyId: 4 })
    expect(getPennant).not.toHaveBeenCalled()
    expect(textsOf('.share-card__kind')).toEqual(['脱单喜讯'])
    expect(textsOf('.couple__name')).toEqual(['小林', '苏晴'])
    expect(textsOf('.share-card__stage')).toEqual(['见家长'])
    expect(textsOf('.share-card__title')).toEqual(['读书会上的缘分'])

    const link = `${window.location.origin}/subpages/xixun/Details?id=4`
    const src = document.querySelector('.share-card__qr')?.getAttribute('src') ?? ''
    const expected = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    expect(decodeURIComponent(src.split(',')[1])).toBe(expected)

    await p.clickText('复制链接')
    expect(copy).toHaveBeenCalledWith({ data: link })
  })

  test("of a pennant in the mini-program: the city's own domain, shown by hand when the clipboard refuses", async () => {
    process.env.TARO_ENV_JEST = 'weapp'
    stores.tenant.detail = tenantDetail([], cityConfig({ bindingDomain: 'hz.yuanlai.example' }))
    route.params = { type: 'pennant', id: '6' }
    jest.spyOn(Taro, 'setClipboardData').mockRejectedValue({ errMsg: 'setClipboardData:fail' })
    const p = await mountPage(SharePage, stores)
    await tick(50)
    expect(textsOf('.share-card__kind')).toEqual(['红娘锦旗'])
    expect(textsOf('.share-card .pennant__line')).toEqual(['当代月老', '成人之美'])
    expect(document.querySelector('.share-card__qr')).not.toBeNull()
    await p.clickText('复制链接')
    expect(ui.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'https://hz.yuanlai.example/subpages/xixun/FlagDetails?id=6' })
    )
  })

  test('a mini-program site without a domain has no link to give, only the card', async () => {
    process.env.TARO_ENV_JEST = 'weapp'
    route.params = { type: 'pennant', id: '6' }
    await mountPage(SharePage, stores)
    await tick(50)
    expect(document.querySelector('.share-card__qr')).toBeNull()
    expect(bodyText()).not.toContain('复制链接')
    expect(bodyText()).toContain('截图保存这张卡片')
  })

  test('an unpublished one cannot be shared', async () => {
    route.params = { type: 'story', id: '4' }
    jest.mocked(getStory).mockRejectedValue(new Error('not found'))
    await mountPage(SharePage, stores)
    expect(bodyText()).toContain('暂时无法分享')
  })
})
