import TestUtils from '@tarojs/test-utils-react'
import { useSingleFlight } from '../../src/hooks/useSingleFlight'
import { tick, unmountAfterTest } from './helpers/page'

type Result = ReturnType<typeof useSingleFlight>

/** Renders the hook on a bare page and hands out its latest result. */
async function mount() {
  const current: { result?: Result } = {}
  function Probe() {
    current.result = useSingleFlight()
    return null
  }
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: {} })
  unmountAfterTest(() => testUtils.unmout())
  return {
    get result() {
      return current.result!
    },
    act: (fn: () => unknown) =>
      testUtils.act(async () => {
        fn()
        await tick()
      })
  }
}

/** Work that finishes when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

test('a double tap runs the work once, and busy shows while it runs', async () => {
  const h = await mount()
  const pending = deferred<string>()
  const work = jest.fn(() => pending.promise)
  let first: Promise<string | undefined> | undefined
  let second: Promise<string | undefined> | undefined
  // Both taps land before React re-renders, as two quick taps do.
  await h.act(() => {
    first = h.result.run(work)
    second = h.result.run(work)
  })
  expect(work).toHaveBeenCalledTimes(1)
  expect(h.result.busy).toBe(true)
  await expect(second).resolves.toBeUndefined()

  await h.act(() => pending.resolve('saved'))
  await expect(first).resolves.toBe('saved')
  expect(h.result.busy).toBe(false)
})

test('after a failure the error reaches the caller and the next tap runs again', async () => {
  const h = await mount()
  let failed: Promise<unknown> | undefined
  await h.act(() => {
    failed = h.result.run(() => Promise.reject(new Error('refused'))).catch((e: Error) => e.message)
  })
  await expect(failed).resolves.toBe('refused')
  expect(h.result.busy).toBe(false)
  let again: Promise<number | undefined> | undefined
  await h.act(() => {
    again = h.result.run(() => Promise.resolve(2))
  })
  await expect(again).resolves.toBe(2)
})
