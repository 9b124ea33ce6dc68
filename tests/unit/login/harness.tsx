import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import type { LoginResult, UserInfo } from '../../../types/models'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockTaroUi } from '../helpers/taro'

export const USER: UserInfo = {
  id: 9,
  phone: '13800000001',
  username: '',
  nickname: '',
  headPic: '',
  hasPassword: false,
  wxBound: false,
  isWhetherLoveUser: false,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

export const LOGIN_RESULT: LoginResult = { token: 't', needBindPhone: false, needBindWx: false, needCompleteAccount: true }

/** Fresh stores on empty storage, with the UI and navigation APIs replaced by spies. */
export function setUp() {
  Taro.clearStorageSync()
  const ui = { ...mockTaroUi(), showModal: jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' }) }
  const stores = createStores()
  return { ui, stores }
}

export function logIn(stores: Stores, user: UserInfo = USER, flags: Partial<LoginResult> = {}): void {
  stores.session.setLogin({ ...LOGIN_RESULT, needCompleteAccount: false, ...flags })
  stores.session.setUser(user)
}

/** Lets pending promises (mocked API calls) settle. */
export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** Mounts a login page inside the stores provider and returns the ways a user touches it. */
export async function mountPage(Page: ComponentType, stores: Stores, ui: ReturnType<typeof setUp>['ui']) {
  const testUtils = new TestUtils()
  function Wrapped() {
    return (
      <StoresProvider stores={stores}>
        <Page />
      </StoresProvider>
    )
  }
  await testUtils.mount(Wrapped, { props: {} })
  await testUtils.act(() => tick())

  const field = (placeholder: string): Promise<Element> => testUtils.queries.waitForQuerySelector(`[placeholder="${placeholder}"]`)

  /** Taro's H5 <Input> reports typing as an `input` event carrying the value in `detail`. */
  const type = async (placeholder: string, value: string) => {
    const el = await field(placeholder)
    await testUtils.act(async () => {
      el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
    })
  }

  const blur = async (placeholder: string) => {
    const el = await field(placeholder)
    await testUtils.act(async () => {
      el.dispatchEvent(new CustomEvent('blur', { detail: { value: '' }, bubbles: true }))
      await tick()
    })
  }

  const clickEl = async (el: Element) => {
    await testUtils.act(async () => {
      testUtils.fireEvent.click(el)
      await tick()
    })
  }

  const click = async (selector: string) => clickEl(await testUtils.queries.waitForQuerySelector(selector))

  /** The innermost element whose whole text is `text`. */
  const clickText = async (text: string) => {
    const all = Array.from(document.querySelectorAll('*')).filter((el) => el.textContent === text)
    const el = all.find((candidate) => !Array.from(candidate.children).some((child) => child.textContent === text))
    if (!el) throw new Error(`no element with the text ${text}`)
    await clickEl(el)
  }

  const lastToast = (): string | undefined => ui.showToast.mock.calls.at(-1)?.[0]?.title
  const html = () => testUtils.html()
  /** The text of the first element matching `selector`, or null when there is none. */
  const text = (selector: string) => testUtils.queries.querySelector(selector)?.textContent ?? null
  const settle = (ms = 0) => testUtils.act(() => tick(ms))

  return { testUtils, type, blur, click, clickText, lastToast, html, text, settle, unmount: () => testUtils.unmout() }
}
