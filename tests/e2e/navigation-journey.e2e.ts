import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { baseUrl, launch, phoneContext, screenshot } from './browser'
import { loginByPassword, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('finding one’s way on a phone', () => {
  it('every menu entry opens a page, and an unknown address offers the way home', async () => {
    const page = await (await phoneContext(browser)).newPage()
    await loginByPassword(page, 'su_qing')

    // The home grid and the bottom bar only offer pages the app has.
    await open(page, '/')
    await page.locator('.nav-grid .icon-entry__name', { hasText: '积分商城' }).click()
    await onPage(page, ROUTES.giftMall)
    await page.locator('.goods-card').first().waitFor()
    await open(page, '/')
    const tabs = await page.locator('.love-tabbar__name').allTextContents()
    expect(tabs).not.toContain('活动')
    await page.locator('.love-tabbar__name', { hasText: '消息' }).click()
    await onPage(page, ROUTES.messageIndex)

    // An address with no page (an old link to a page taken down) shows a friendly page, not a blank one.
    await page.goto(`${baseUrl()}/subpages/live/index`)
    await onPage(page, ROUTES.notFound)
    await page.getByText('页面不存在或已下线', { exact: false }).waitFor()
    await screenshot(page, '50-not-found')
    await page.getByText('返回首页', { exact: true }).click()
    await onPage(page, ROUTES.home)
    await page.locator('.home-header').waitFor()
  })
})
