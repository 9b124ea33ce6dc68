import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { input, onPage, open, storedToken } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const PHONE_NUMBER = '13912340001'

describe('a new member on a phone', () => {
  it('logs in by SMS, completes the account, sees the member home, and logs out', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()

    await open(page, '/')
    await page.locator('.home-header__name', { hasText: '缘来是你' }).waitFor()
    await page.getByText('找对象', { exact: true }).waitFor()
    await screenshot(page, '00-home')
    await page.getByText('服务导航', { exact: true }).click()
    await page.locator('.icon-entry__name', { hasText: '关于我们' }).waitFor()
    await screenshot(page, '00-home-service-nav')
    await page.getByText('关闭', { exact: true }).click()

    await page.getByLabel('我的').click()
    await onPage(page, ROUTES.loginBySms)
    await input(page, '请输入手机号').fill(PHONE_NUMBER)
    await page.getByText('获取验证码', { exact: true }).click()
    await page.getByText(/s后重新获取/).waitFor()
    const code = await smsCode(PHONE_NUMBER)
    await input(page, '请输入验证码').fill(code)
    await page.getByText('我已阅读并同意').click()
    await screenshot(page, '01-sms-login')
    await page.getByText('登录', { exact: true }).click()

    await onPage(page, ROUTES.loginByPerfectMsg)
    await input(page, '请输入用户名').fill('e2e_member')
    await input(page, '请输入密码').fill('secret123')
    await input(page, '请再次输入密码').fill('secret123')
    await screenshot(page, '02-complete-account')
    await page.getByText('完成', { exact: true }).click()

    await onPage(page, ROUTES.memberIndex)
    await page.getByText(PHONE_NUMBER).waitFor()
    await screenshot(page, '03-member-home')
    expect(await storedToken(page)).not.toBe('')

    await page.locator('.member-home__logout').click()
    await page.getByText('确认退出吗？').waitFor()
    await screenshot(page, '04-logout-confirm')
    await page.getByText('确定', { exact: true }).click()
    await onPage(page, ROUTES.home)
    expect(await storedToken(page)).toBe('')
    await screenshot(page, '05-after-logout')
    await context.close()
  })

  it('opens a shared deep link directly', async () => {
    const context = await phoneContext(browser)
    const page = await context.newPage()
    const res = await open(page, ROUTES.singlePage, { id: 1, uid: 7 })
    expect(res?.status()).toBe(200)
    await page.locator('.single-page__title', { hasText: '关于我们' }).waitFor()
    await page.getByText('我们是一家扎根本地的婚恋服务平台', { exact: false }).waitFor()
    await screenshot(page, '06-deep-link-single-page')
    await context.close()
  })
})

describe('a desktop visitor', () => {
  /** A laptop: a 1280×800 window and a desktop browser's agent. */
  const laptop = () =>
    browser.newContext({
      viewport: { width: 1280, height: 800 },
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
    })

  it('lands on the PC page first time, every time, with a QR code of the site and the filings', async () => {
    for (let visit = 0; visit < 4; visit++) {
      const context = await laptop()
      const page = await context.newPage()
      // Remembers whether the phone home ever reached the screen, even for one frame.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.home')) document.documentElement.dataset.homeShown = 'yes'
        }).observe(document, { childList: true, subtree: true })
      })
      await open(page, '/')
      await onPage(page, ROUTES.pcindex)
      await page.locator('.pc__name').waitFor()
      expect(await page.locator('html').getAttribute('data-home-shown')).toBeNull()
      // The new tab's blank page and the landing: the phone home was never pushed in between.
      expect(await page.evaluate(() => history.length)).toBe(2)
      const qr = await page.evaluate(() => {
        const el = document.querySelector('.pc__qr')
        const img = el instanceof HTMLImageElement ? el : el?.querySelector('img')
        return img?.getAttribute('src') ?? ''
      })
      expect(qr.startsWith('data:image/svg+xml')).toBe(true)
      if (visit === 0) {
        await page.locator('.site-footer', { hasText: '浙ICP备2026012345号-1' }).waitFor()
        await page.locator('.site-footer', { hasText: '浙公网安备33010602012345号' }).waitFor()
        await screenshot(page, '07-desktop-pcindex')
      }
      await context.close()
    }
  })

  it('keeps a shared deep link’s query when it lands', async () => {
    const context = await laptop()
    const page = await context.newPage()
    await open(page, ROUTES.loveDetail, { id: 3, uid: 7 })
    await onPage(page, ROUTES.pcindex)
    expect(new URL(page.url()).searchParams.get('uid')).toBe('7')
    await page.locator('.pc__name').waitFor()
    await context.close()
  })
})
