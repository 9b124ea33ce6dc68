import type { CDPSession, Locator, Page, Response } from 'playwright-core'
import { LOGIN_ROUTE_PREFIX, ROUTES, type RoutePath } from '../../src/constants/routes'
import type { ApiPath, ReqOf, ResOf } from '@contract/api'
import { baseUrl } from './browser'

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
  await input(page, '请输入密码').fill('demo1234')
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
