import type { Browser } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot } from './browser'
import { answerTo, input, loginByPassword, loveProfileInput, newLoveMember, onPage, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('找对象 on a phone', () => {
  it('a visitor is asked to log in; a member searches by conditions and by name, saves the conditions, and opens a result', async () => {
    const page = await (await phoneContext(browser)).newPage()

    // A visitor taps 找对象 on the home and sees the city blurred, with the way in.
    await open(page, '/')
    await page.locator('.nav-grid .icon-entry__name', { hasText: '找对象' }).click()
    await onPage(page, ROUTES.loveSearch)
    await page.getByText('登录后即可按条件找对象，查看会员详情').waitFor()
    await page.locator('.love-search .visitor-preview__card').first().waitFor()
    await screenshot(page, '60-search-visitor')

    // A man new to the site searches: the demo members take part in other journeys. His age and
    // what he wishes for rank what he finds, as in the feed.
    await newLoveMember(
      '13966160001',
      'search_fan',
      loveProfileInput('找寻', 'male', { birthDate: '1992-08-08', mate: { ageMin: 22, heightMax: 180 } })
    )
    await loginByPassword(page, 'search_fan')
    await open(page, '/')
    const firstResults = answerTo(page, API.loveSearch.search)
    await page.locator('.nav-grid .icon-entry__name', { hasText: '找对象' }).click()
    await onPage(page, ROUTES.loveSearch)
    await firstResults
    await page.locator('.love-search .member-card').first().waitFor()

    // Conditions: 本科及以上, 未婚, 汉族; nothing is searched until 查看结果.
    await page.locator('.love-search__filter').click()
    const sheet = page.locator('.search-conditions')
    await sheet.getByText('本科及以上', { exact: true }).click()
    await sheet.getByText('未婚', { exact: true }).click()
    await sheet.getByText('汉族', { exact: true }).click()
    await screenshot(page, '61-search-conditions')
    const filtered = answerTo(page, API.loveSearch.search)
    await sheet.locator('.search-conditions__apply').click()
    await filtered
    await page.getByText('本科及以上 · 未婚 · 汉族', { exact: true }).waitFor()
    await page.getByText('筛选条件 · 3', { exact: true }).waitFor()
    const names = await page.locator('.love-search .member-card__name').allTextContents()
    expect(names.length).toBeGreaterThan(0)

    // Saved under a name of her own, it waits as a chip for next time.
    await page.locator('.love-search__save').click()
    const name = input(page, '给这组条件起个名字')
    await expect(name.inputValue()).resolves.toBe('本科及以上 未婚 汉族')
    await name.fill('杭州本科')
    const saved = answerTo(page, API.loveSearch.saveSearch)
    await page.locator('.nut-dialog .nut-dialog-footer-ok').click()
    await saved
    await page.locator('.love-search__saved-tag', { hasText: '杭州本科' }).waitFor()
    await screenshot(page, '62-search-saved')

    // By name: the first result found again by her nickname.
    await input(page, '搜索昵称或会员编号').fill(names[0])
    const byName = answerTo(page, API.loveSearch.search)
    await page.locator('.love-search__go').click()
    await byName
    // The answer arrives a moment before the list shows it: read the cards once they are the new ones.
    await page.waitForFunction((name) => {
      const shown = Array.from(document.querySelectorAll('.love-search .member-card__name'))
      return shown.length > 0 && shown.every((card) => card.textContent?.includes(name))
    }, names[0])
    const found = await page.locator('.love-search .member-card__name').allTextContents()
    expect(found).toContain(names[0])
    expect(found.every((n) => n.includes(names[0]))).toBe(true)

    await page
      .locator('.love-search .member-card', { has: page.getByText(names[0], { exact: true }) })
      .first()
      .click()
    await onPage(page, ROUTES.loveDetail)
    await page.locator('.love-detail__name', { hasText: names[0] }).waitFor()
    // Her page says her 民族 (the demo members have all said theirs).
    const ethnicity = page.locator('.love-detail__fact', { hasText: '民族' }).locator('.love-detail__fact-value')
    await expect(ethnicity.textContent()).resolves.toMatch(/族$/)
    await screenshot(page, '63-search-detail')
  })
})
