/**
 * Page lifecycles for page tests, as the Taro runtime runs them: a handler always sees the latest
 * render, "shown" happens when the page mounts, and the test decides when the page is shown again
 * (back from the cashier), pulled down or scrolled to the bottom, and which query it was opened with.
 *
 *   jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
 */
type Handler = () => void

const handlers: Record<'show' | 'pullDown' | 'reachBottom', Handler[]> = { show: [], pullDown: [], reachBottom: [] }

/** The query of the page under test; reset it in beforeEach. */
export const route: { params: Record<string, string> } = { params: {} }

export function taroWithLifecycle() {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect, useRef } = jest.requireActual('react')
  const lifecycleHook = (list: Handler[], atMount: boolean) => (handler: Handler) => {
    const latest = useRef(handler)
    latest.current = handler
    useEffect(() => {
      const call = () => latest.current()
      list.push(call)
      if (atMount) call()
      return () => void list.splice(list.indexOf(call), 1)
    }, [])
  }
  return {
    ...actual,
    useDidShow: lifecycleHook(handlers.show, true),
    usePullDownRefresh: lifecycleHook(handlers.pullDown, false),
    useReachBottom: lifecycleHook(handlers.reachBottom, false),
    useRouter: () => ({ path: '', params: route.params })
  }
}

/** Runs what the page registered for the event, as the runtime would. */
export const trigger = (event: keyof typeof handlers): void => handlers[event].forEach((h) => h())
