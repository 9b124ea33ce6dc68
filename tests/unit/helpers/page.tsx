/**
 * The page-test harness: fresh stores, a page mounted inside them, and the ways a user touches it.
 * Page lifecycles (useDidShow, pull-down, reach-bottom, useRouter) come from ./lifecycle, Taro API
 * spies from ./taro, who is logged in from ./session.
 *
 *   jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
 *   beforeEach(() => ({ stores } = setUp()))
 *   const p = await mountPage(SomePage, stores)
 *   await p.clickText('保存')
 *   expect(bodyText()).toContain('已保存')
 *
 * Import this module before the page under test: loading @tarojs/test-utils-react puts React on
 * window, and pages whose modules build JSX at import time (status views, icons) need it there.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import type { ConfigFetchers } from '../../../src/stores/config-cache'
import { mockTaroUi } from './taro'

/** Lets pending promises (mocked API calls) and timers up to `ms` settle. */
export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** Everything the page shows, as one string. */
export const bodyText = (): string => document.body.textContent ?? ''

/** The text of the first element matching `selector`, or null when there is none. */
export const textOf = (selector: string): string | null => document.querySelector(selector)?.textContent ?? null

/** The texts of every element matching `selector`, in page order (a list's names, a bar's tabs). */
export const textsOf = (selector: string, within: ParentNode = document): Array<string | null> =>
  Array.from(within.querySelectorAll(selector)).map((el) => el.textContent)

/** The element matching `selector` whose whole text is `text`; throws when there is none. */
export function findByText(selector: string, text: string): Element {
  const found = Array.from(document.querySelectorAll(selector)).find((el) => el.textContent === text)
  if (!found) throw new Error(`no ${selector} reading ${text}`)
  return found
}

/** Fresh stores on empty storage, with the UI, navigation and modal APIs replaced by spies. */
export function setUp(fetchers?: ConfigFetchers) {
  Taro.clearStorageSync()
  const ui = {
    ...mockTaroUi(),
    showModal: jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
  }
  const stores = createStores(fetchers)
  return { ui, stores }
}

export type Ui = ReturnType<typeof setUp>['ui']

// Every mounted page is unmounted after its test, even a failing one: a page left behind would
// answer the next test's queries and lifecycle events. Registered here so no test file has to.
const mounted: Array<() => void> = []
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()))

/** Has `unmount` run after the current test; returns an unmount that is safe to call again. */
export function unmountAfterTest(unmount: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    unmount()
  }
  mounted.push(once)
  return once
}

/**
 * Mounts `Page` inside the stores provider, lets its first requests settle, and returns the ways a
 * user touches it. Pages that read no store can leave `stores` out.
 */
export async function mountPage(Page: ComponentType, stores: Stores = createStores()) {
  const testUtils = new TestUtils()
  function Wrapped() {
    return (
      <StoresProvider stores={stores}>
        <Page />
      </StoresProvider>
    )
  }
  const unmount = unmountAfterTest(() => testUtils.unmout())
  await testUtils.mount(Wrapped, { props: {} })
  await testUtils.act(() => tick())

  /** Does `fn` as the user would and lets what it started settle. */
  const run = async (fn: () => void | Promise<void>) => {
    await testUtils.act(async () => {
      await fn()
      await tick()
    })
  }
  const settle = (ms = 0) => testUtils.act(() => tick(ms))

  const field = (placeholder: string): Promise<Element> =>
    testUtils.queries.waitForQuerySelector(`[placeholder="${placeholder}"]`)

  /**
   * Types into one particular field, for fields that share a placeholder (a form's pair rows).
   * Taro's H5 <Input> reports typing as an `input` event carrying the value in `detail`.
   */
  const typeInto = async (el: Element, value: string) => {
    await testUtils.act(async () => {
      el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
    })
  }

  /** Types into the field showing `placeholder`, once it is there. */
  const type = async (placeholder: string, value: string) => typeInto(await field(placeholder), value)

  const blur = async (placeholder: string) => {
    const el = await field(placeholder)
    await run(() => void el.dispatchEvent(new CustomEvent('blur', { detail: { value: '' }, bubbles: true })))
  }

  /** Clicks an element, or the first one matching a selector once it is there; throws when there is nothing to click. */
  const click = async (target: Element | string | null | undefined) => {
    const el = typeof target === 'string' ? await testUtils.queries.waitForQuerySelector(target) : target
    if (!el) throw new Error('nothing to click')
    await run(() => testUtils.fireEvent.click(el))
  }

  /** Clicks what matches `selector` inside `container` (a card's own button, say). */
  const clickIn = async (container: Element, selector: string) => {
    const el = container.querySelector(selector)
    if (!el) throw new Error(`nothing matches ${selector} here`)
    await click(el)
  }

  /** Clicks the innermost element whose whole text is `text`. */
  const clickText = async (text: string) => {
    const all = Array.from(document.querySelectorAll('*')).filter((el) => el.textContent === text)
    const el = all.find((candidate) => !Array.from(candidate.children).some((child) => child.textContent === text))
    if (!el) throw new Error(`no element with the text ${text}`)
    await click(el)
  }

  const lastToast = (): string | undefined => jest.mocked(Taro.showToast).mock.calls.at(-1)?.[0]?.title
  // The whole page: Taro's html() pretty-prints only its first 7,000 characters, which a long page
  // outgrows, and a `not.toContain` on a cut page would pass whatever the page shows.
  const html = () => document.body.outerHTML

  return {
    testUtils,
    run,
    settle,
    type,
    typeInto,
    blur,
    click,
    clickIn,
    clickText,
    lastToast,
    html,
    text: textOf,
    body: bodyText,
    unmount
  }
}

export type MountedPage = Awaited<ReturnType<typeof mountPage>>
