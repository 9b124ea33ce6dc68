import type { Page, Response } from 'playwright-core'
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
