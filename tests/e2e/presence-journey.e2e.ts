import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import { launch, phoneContext, screenshot } from './browser'
import { answerTo, loginByPassword, loveProfileInput, newLoveMember, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** 舟山: a city of the province where none of the demo city's members live, so her card is easy to find. */
async function browseZhoushan(page: Page): Promise<void> {
  await open(page, '/')
  await page.locator('.home-header__city').click()
  const feed = answerTo(page, API.loveFeed.getRecommendPage)
  await page.locator('.city-sheet__chip', { hasText: /^舟山市$/ }).click()
  await feed
}

const cardOf = (page: Page, name: string) => page.locator('.member-card', { hasText: name })

describe('presence on a phone', () => {
  it('a card says 在线 and 距离未知; once she hides her presence in privacy settings, he sees none', async () => {
    await newLoveMember('13966190001', 'shen_yue', loveProfileInput('沈悦', 'female', { residenceCity: '舟山市' }))
    await newLoveMember('13966190002', 'gu_chuan', loveProfileInput('顾川', 'male'))

    // He browses 舟山: she has just signed up, so she is 在线; he never shared his location.
    const him = await (await phoneContext(browser)).newPage()
    await loginByPassword(him, 'gu_chuan')
    await browseZhoushan(him)
    const card = cardOf(him, '沈悦')
    await card.locator('.member-card__presence', { hasText: '在线' }).waitFor()
    await card.getByText('距离未知', { exact: false }).waitFor()
    await card.scrollIntoViewIfNeeded()
    await screenshot(him, 'presence-01-card-online')

    // Her page says the same, and no more precisely.
    await card.click()
    await him.locator('.love-detail__presence', { hasText: '在线' }).waitFor()
    await him.getByText('距离未知', { exact: true }).waitFor()

    // She would rather nobody knew when she is around.
    const her = await (await phoneContext(browser)).newPage()
    await loginByPassword(her, 'shen_yue')
    await open(her, ROUTES.lovePermission)
    const row = her.locator('.permission__row', { hasText: '隐藏在线状态' })
    const saved = answerTo(her, API.loveProfile.setPrivacy)
    await row.locator('input').click()
    await saved
    await her.getByText('已保存', { exact: true }).waitFor()
    await screenshot(her, 'presence-02-privacy-hidden')

    // His feed, still on 舟山 as he left it, no longer says anything about when she was around.
    const feed = answerTo(him, API.loveFeed.getRecommendPage)
    await open(him, '/')
    await feed
    await cardOf(him, '沈悦').waitFor()
    expect(await cardOf(him, '沈悦').locator('.member-card__presence').count()).toBe(0)
    await cardOf(him, '沈悦').scrollIntoViewIfNeeded()
    await screenshot(him, 'presence-03-card-hidden')
  })
})
