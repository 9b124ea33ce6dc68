import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../../src/constants/routes'
import { API } from '@contract/api'
import type { Gender } from '@contract/love'
import { launch, phoneContext, screenshot, smsCode } from './browser'
import { api, answerTo, loginByPassword, open } from './journey'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A new member with a dating profile in `city` (浙江省), registered the way the register page does it. */
async function newLoveMember(
  phone: string,
  username: string,
  nickname: string,
  gender: Gender,
  city: string
): Promise<void> {
  await api(API.system.sendCaptcha, { phone, scene: 'register' })
  const { token } = await api(API.auth.regByPhone, {
    phone,
    code: await smsCode(phone),
    username,
    password: 'demo1234'
  })
  await api(
    API.loveProfile.signUp,
    {
      nickname,
      gender,
      birthDate: gender === 'female' ? '1995-03-08' : '1992-07-16',
      height: gender === 'female' ? 163 : 178,
      weight: gender === 'female' ? 50 : 70,
      education: 'bachelor',
      occupation: gender === 'female' ? '教师' : '工程师',
      income: '10to20k',
      marital: 'single',
      hometownProvince: '浙江省',
      hometownCity: city,
      residenceProvince: '浙江省',
      residenceCity: city,
      house: 'rent',
      car: 'none',
      aboutMe: '周末喜欢去海边走走，也爱在家做饭看书，希望遇到一个踏实、温和、愿意一起慢慢生活的人。',
      mate: { ageMin: 25, ageMax: 40, heightMin: 150, heightMax: 190, educationMin: '', city: '', marital: '' }
    },
    token
  )
}

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
    await newLoveMember('13966190001', 'shen_yue', '沈悦', 'female', '舟山市')
    await newLoveMember('13966190002', 'gu_chuan', '顾川', 'male', '杭州市')

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
