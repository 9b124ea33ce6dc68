import os from 'node:os'
import path from 'node:path'
import type { CDPSession, Locator, Page, Response } from 'playwright-core'
import sharp from 'sharp'
import { LOGIN_ROUTE_PREFIX, ROUTES, type RoutePath } from '../../src/constants/routes'
import { API, type ApiPath, type ReqOf, type ResOf } from '@contract/api'
import type { Gender, LoveProfileInput, MateRequirement } from '@contract/love'
import { baseUrl, screenshot, smsCode } from './browser'

/* What every journey does the way a person would: fill fields, log in and out, and (for set-up only) call the API. */

/** Taro's H5 <Input> is a custom element wrapping the real <input>; type into the latter. */
export const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`)

/** Set-up a journey is not about goes straight to the API. */
export async function api<P extends ApiPath>(path: P, body: ReqOf<P>, token = ''): Promise<ResOf<P>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body)
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: ResOf<P> }
  if (envelope.code !== 20000) throw new Error(envelope.msg)
  return envelope.data
}

/** Every demo member's password, and the one journeys give the members they register. */
const PASSWORD = 'demo1234'

/** A member as set-up knows them: the session token for the API and the member id. */
export interface Member {
  token: string
  id: number
}

/** Logs a member in through the API, for set-up. */
export async function loginByApi(account: string): Promise<Member> {
  const { token } = await api(API.auth.loginByAccount, { account, password: PASSWORD })
  return { token, id: (await api(API.member.getUser, {}, token)).id }
}

/**
 * A member new to the site, registered as the register page does it (with the code the SMS
 * brought): the demo members take part in other journeys.
 */
export async function registerByApi(phone: string, username: string): Promise<Member> {
  await api(API.system.sendCaptcha, { phone, scene: 'register' })
  const { token } = await api(API.auth.regByPhone, {
    phone,
    code: await smsCode(phone),
    username,
    password: PASSWORD
  })
  return { token, id: (await api(API.member.getUser, {}, token)).id }
}

/** What a journey says of a dating profile: the rest is `loveProfileInput`'s plausible defaults. */
export type ProfileFacts = Partial<Omit<LoveProfileInput, 'nickname' | 'gender' | 'mate'>> & {
  mate?: Partial<MateRequirement>
}

/**
 * A plausible dating profile of someone living in 杭州 (the demo city), by gender, wishing for
 * ages 25-40 of any height, education, city and marital status. A journey passes as `facts`
 * whatever its steps rely on (a city, an age, what they wish for) so that a change of these
 * defaults never changes what it shows.
 */
export function loveProfileInput(nickname: string, gender: Gender, facts: ProfileFacts = {}): LoveProfileInput {
  const woman = gender === 'female'
  const { mate, ...rest } = facts
  return {
    nickname,
    gender,
    birthDate: woman ? '1995-03-12' : '1992-09-01',
    height: woman ? 163 : 178,
    weight: woman ? 50 : 70,
    education: 'bachelor',
    occupation: woman ? '教师' : '工程师',
    income: '10to20k',
    marital: 'single',
    hometownProvince: '浙江省',
    hometownCity: '杭州市',
    residenceProvince: '浙江省',
    residenceCity: '杭州市',
    house: 'rent',
    car: 'none',
    aboutMe: '喜欢看书和徒步，周末常去西湖边走走，希望认识一个真诚、踏实、热爱生活的人。',
    ...rest,
    mate: { ageMin: 25, ageMax: 40, heightMin: 150, heightMax: 190, educationMin: '', city: '', marital: '', ...mate }
  }
}

/** A member new to the site with a dating profile, registered the way the register page does it. */
export async function newLoveMember(phone: string, username: string, profile: LoveProfileInput): Promise<Member> {
  const member = await registerByApi(phone, username)
  await api(API.loveProfile.signUp, profile, member.token)
  return member
}

/** A demo member, logged in through the API, with the dating profile the journey gives them. */
export async function demoLoveMember(account: string, profile: LoveProfileInput): Promise<Member> {
  const member = await loginByApi(account)
  await api(API.loveProfile.signUp, profile, member.token)
  return member
}

/** Opens a page by its route (or '/', the site's address), as a shared link or a typed address would. */
export function open(page: Page, route: RoutePath | '/', query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
  return page.goto(`${baseUrl()}${route}${search ? `?${search}` : ''}`)
}

/** Waits until the app shows the page of `route`, whatever query it carries. */
export function onPage(page: Page, route: RoutePath): Promise<void> {
  return page.waitForURL((url) => url.pathname === route)
}

/** Waits for the app's answer to `path`, the moment a person sees what they asked for arrive. */
export function answerTo(page: Page, path: ApiPath): Promise<Response> {
  return page.waitForResponse((res) => new URL(res.url()).pathname === path)
}

/** Logs a demo member in through the password page, as a person would. */
export async function loginByPassword(page: Page, account: string): Promise<void> {
  await open(page, ROUTES.loginByPassword)
  await input(page, '请输入用户名或手机号').fill(account)
  await input(page, '请输入密码').fill(PASSWORD)
  await page.getByText('我已阅读并同意').click()
  await page.getByText('登录', { exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith(LOGIN_ROUTE_PREFIX))
}

export async function logout(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear())
}

/** Waits until a wheel has come to rest on a row (its position still for a few frames), as a person does. */
export async function untilStill(wheel: Locator): Promise<void> {
  await wheel.first().evaluate(
    (wheel) =>
      new Promise<void>((resolve) => {
        let last = ''
        let stillFrames = 0
        const look = () => {
          const now = getComputedStyle(wheel).transform
          stillFrames = now === last ? stillFrames + 1 : 0
          last = now
          if (stillFrames >= 5) resolve()
          else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      })
  )
}

/**
 * NutUI's wheel follows touches only: a thumb drags column `column` of the open date picker up by
 * `rows` rows, letting go a little past the row, as a thumb does, so the wheel snaps onto it.
 */
export async function dragNutWheel(page: Page, cdp: CDPSession, column: number, rows: number): Promise<void> {
  const wheel = page.locator('.nut-pickerview-list').filter({ visible: true }).nth(column)
  const box = await wheel.boundingBox()
  if (!box) throw new Error(`no date picker column ${column}`)
  const rowPx = await wheel.evaluate(
    (el) => parseFloat(getComputedStyle(el).getPropertyValue('--nutui-picker-item-height')) || 36
  )
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const distance = (rows + 0.3) * rowPx
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  // Slower than a flick, so the wheel settles where the thumb lets go instead of spinning on.
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (distance * i) / 12 }] })
    await page.waitForTimeout(40)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await untilStill(wheel.locator('.nut-pickerview-roller'))
}

/** Taro's H5 picker draws each option 34 px high and follows a mouse drag. */
const PICKER_ROW_PX = 34
/** Rows one stroke moves a wheel: the stroke stays on the wheel. */
const STROKE_ROWS = 3

/**
 * Opens the picker of the form row labelled `label`, moves its first column `steps` options on
 * from where it starts, and confirms, as a thumb would; the row then shows `shows` when given.
 */
export async function pickInForm(page: Page, label: string, steps = 0, shows = ''): Promise<void> {
  const row = page
    .locator('.form-row')
    .filter({ has: page.locator('.form-row__label', { hasText: new RegExp(`^${label}$`) }) })
  await row.first().click()
  const picker = page.locator('.weui-picker').filter({ visible: true })
  await picker.waitFor()
  // It slides up first: a thumb lands on it once it is still.
  await untilStill(picker)
  // A thumb moves a long way in several strokes: one stroke ends where it leaves the wheel.
  for (let left = steps; left > 0; left -= STROKE_ROWS) {
    const rows = Math.min(left, STROKE_ROWS)
    const box = await picker.locator('.weui-picker__group').first().boundingBox()
    if (!box) throw new Error(`no picker column for ${label}`)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(x, y - (rows * PICKER_ROW_PX * i) / 10)
    await page.mouse.up()
    await untilStill(picker.locator('.weui-picker__content'))
  }
  await picker.getByText('确定', { exact: true }).click()
  await picker.waitFor({ state: 'hidden' })
  if (shows) await row.locator('.form-row__value', { hasText: shows }).waitFor()
}

/** Taro's H5 storage keeps `{ data: value }` as JSON under the key the session store uses. */
export function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('session')
    return raw ? ((JSON.parse(raw) as { data?: { token?: string } }).data?.token ?? '') : ''
  })
}

/** A photo of one colour on disk, `name` in the file's name, for the file chooser an image picker opens. */
export async function photoFile(
  name: string,
  { width, height, background }: { width: number; height: number; background: string }
): Promise<string> {
  const file = path.join(os.tmpdir(), `e2e-${name}-${process.pid}.jpg`)
  await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toFile(file)
  return file
}

/** A member-home entry by its exact title (我的举报 and other entries' hints also mention 举报). */
export const staffEntry = (page: Page, title: string) =>
  page.locator('.entry-list__row', { has: page.locator('.entry-list__title', { hasText: new RegExp(`^${title}$`) }) })

/** A button of the app's open Taro modal, by its exact text. */
export const modalButton = (page: Page, text: string) =>
  page.locator('.taro-modal__foot').filter({ visible: true }).getByText(text, { exact: true })

/**
 * In the cashier: pick a way to pay, confirm, (for an external channel) confirm in the sandbox
 * cashier, then tap 完成 back to where the member came from.
 */
export async function payWith(page: Page, method: '余额支付' | '微信支付' | '支付宝', shot: string): Promise<void> {
  await onPage(page, ROUTES.memberPay)
  await page.locator('.pay-methods__item', { hasText: method }).click()
  await page.locator('.pay__submit').click()
  if (method !== '余额支付') {
    await page.locator('.sandbox-sheet__confirm').click()
  }
  await page.getByText('支付成功', { exact: true }).waitFor()
  await screenshot(page, shot)
  await page.getByText('完成', { exact: true }).click()
}

/** The feed's cards in order: the name on each and whether it carries 置顶. */
export function feedCards(page: Page): Promise<{ name: string; top: boolean }[]> {
  return page.locator('.member-card').evaluateAll((els) =>
    els.map((el) => ({
      name: el.querySelector('.member-card__name')?.textContent ?? '',
      top: el.querySelector('.member-card__flag')?.textContent === '置顶'
    }))
  )
}

/** In 安排约会: picks the matchmaker's customer, then looks `member` up among the members to meet. */
export async function lookUpForCustomer(page: Page, customer: string, member: string): Promise<void> {
  await input(page, '搜索我的客户昵称或ID').fill(customer)
  await page.locator('.match-search__button').click()
  await page.locator('.match-chooser__item', { hasText: customer }).locator('.match-chooser__pick').click()
  await page.locator('.match-chooser__role', { hasText: '当前客户' }).waitFor()
  await input(page, '搜索会员昵称或ID').fill(member)
  await page.locator('.match-search__button').click()
}

/** From a member's page: 举报 for 资料虚假, until the app says it was sent. */
export async function reportAsFake(page: Page): Promise<void> {
  await page.getByText('举报', { exact: true }).last().click()
  await onPage(page, ROUTES.loveReport)
  await page.getByText('资料虚假', { exact: true }).click()
  await page.locator('.report__submit', { hasText: '提交举报' }).click()
  await page.getByText('举报已提交，我们会尽快核实').waitFor()
}

/** A text message of the open chat. */
export const bubble = (page: Page, text: string) => page.locator('.message-bubble__text', { hasText: text })

/** Types `text` into the open chat's composer and sends it. */
export async function writeInChat(page: Page, text: string): Promise<void> {
  await page.locator('.composer__input').locator('input, textarea').first().fill(text)
  await page.locator('.composer__send').click()
}
