import { FIRST_CONTENT_FALLBACK_MS } from '../../src/constants/app'

type FirstContent = typeof import('../../src/utils/first-content')

/** A fresh copy of the module: what it waits for is decided once per app start. */
function load(): FirstContent {
  let module: FirstContent | undefined
  jest.isolateModules(() => {
    module = require('../../src/utils/first-content')
  })
  if (!module) throw new Error('first-content did not load')
  return module
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('work after the first content starts when the first page says it has drawn', async () => {
  const { afterFirstContent, firstContentShown } = load()
  const started = jest.fn()
  void afterFirstContent().then(started)
  await jest.advanceTimersByTimeAsync(100)
  expect(started).not.toHaveBeenCalled()
  firstContentShown()
  await jest.advanceTimersByTimeAsync(0)
  expect(started).toHaveBeenCalled()
})

test('a first page that never says so lets it start after the fallback delay', async () => {
  const { afterFirstContent } = load()
  const started = jest.fn()
  void afterFirstContent().then(started)
  await jest.advanceTimersByTimeAsync(FIRST_CONTENT_FALLBACK_MS - 1)
  expect(started).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(1)
  expect(started).toHaveBeenCalled()
})
