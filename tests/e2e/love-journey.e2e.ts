import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, phoneContext, screenshot } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`)

async function api<T>(path: string, body: unknown, token = ''): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body)
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 20000) throw new Error(envelope.msg)
  return envelope.data
}

/** Logs a demo member in through the password page, as a person would. */
async function loginByPassword(page: Page, account: string): Promise<void> {
  await page.goto(`${baseUrl()}/pages/login/loginByPassword`)
  await input(page, '请输入用户名或手机号').fill(account)
  await input(page, '请输入密码').fill('demo1234')
  await page.getByText('我已阅读并同意').click()
  await page.getByText('登录', { exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
}

describe('dating core on a phone', () => {
  it('a love user browses the feed, opens a member, favourites them, and the other member sees it', async () => {
    // Two demo accounts become love users (the profile form is covered by API tests).
    const profile = (nickname: string, gender: 'male' | 'female', birthDate: string) => ({
      nickname,
      gender,
      birthDate,
      height: gender === 'male' ? 178 : 163,
      weight: gender === 'male' ? 70 : 50,
      education: 'bachelor',
      occupation: '工程师',
      income: '10to20k',
      marital: 'single',
      hometownProvince: '浙江省',
      hometownCity: '杭州市',
      residenceProvince: '浙江省',
      residenceCity: '杭州市',
      house: 'own',
      car: 'own',
      aboutMe: '热爱生活，喜欢运动和旅行，期待遇见温柔善良的你，一起走过四季。',
      mate: { ageMin: 22, ageMax: 40, heightMin: 150, heightMax: 190, educationMin: '', city: '', marital: '' }
    })
    const chen = await api<{ token: string }>('/common/api/auth/loginByAccount', { account: 'chen_mo', password: 'demo1234' })
    await api('/love/api/loveUser/signUp', profile('陈默', 'male', '1990-05-20'), chen.token)
    const su = await api<{ token: string }>('/common/api/auth/loginByAccount', { account: 'su_qing', password: 'demo1234' })
    await api('/love/api/loveUser/signUp', profile('苏晴', 'female', '1994-08-08'), su.token)
    const suId = (await api<{ id: number }>('/common/api/member/user/getUser', {}, su.token)).id
    const context = await phoneContext(browser)
    const page = await context.newPage()
    await loginByPassword(page, 'chen_mo')
    await page.goto(`${baseUrl()}/`)
    await page.getByText('为你推荐').waitFor()
    const cards = page.locator('.member-card')
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    await screenshot(page, '10-home-feed')

    await page.goto(`${baseUrl()}/pages/love/detail?id=${suId}`)
    await page.locator('.love-detail__name', { hasText: '苏晴' }).waitFor()
    await page.getByText('择偶要求', { exact: true }).waitFor()
    await screenshot(page, '11-member-detail')
    await page.getByText('收藏TA', { exact: true }).click()
    await page.locator('.love-detail__fav--on', { hasText: '已收藏' }).waitFor()
    await page.getByText('举报', { exact: true }).last().click()
    await page.waitForURL(/\/pages\/love\/report/)
    await page.getByText('资料虚假', { exact: true }).click()
    await page.getByText('提交举报', { exact: true }).click()
    await page.getByText('举报已提交，我们会尽快核实').waitFor()

    await page.evaluate(() => localStorage.clear())
    await loginByPassword(page, 'su_qing')
    await page.goto(`${baseUrl()}/member/love/index`)
    await page.getByText('谁看过我').waitFor()
    await page.locator('.love-centre__count', { hasText: '谁看过我' }).locator('.love-centre__count-n', { hasText: /^1$/ }).waitFor()
    await page.locator('.love-centre__count', { hasText: '谁收藏我' }).locator('.love-centre__count-n', { hasText: /^1$/ }).waitFor()
    await screenshot(page, '12-love-centre')
    await context.close()
  })
})
