import type { Page } from 'playwright-core'
import { baseUrl } from './browser'

/* What every journey does the way a person would: fill fields, log in and out, and (for set-up only) call the API. */

export const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`)

/** Set-up a journey is not about goes straight to the API. */
export async function api<T>(path: string, body: unknown, token = ''): Promise<T> {
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
export async function loginByPassword(page: Page, account: string): Promise<void> {
  await page.goto(`${baseUrl()}/pages/login/loginByPassword`)
  await input(page, '请输入用户名或手机号').fill(account)
  await input(page, '请输入密码').fill('demo1234')
  await page.getByText('我已阅读并同意').click()
  await page.getByText('登录', { exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
}

export async function logout(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear())
}
