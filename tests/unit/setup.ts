import { setTenantTimeZone } from '@/utils/tenant-zone'
import { loadInteraction } from '@/utils/interaction'

// NutUI touches a canvas when imported; jsdom has none.
HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as unknown as HTMLCanvasElement['getContext']

// Loading Taro first breaks an import cycle between its router and its H5 runtime in
// @tarojs/test-utils-react (built for Taro 3.6).
require('@tarojs/taro')

// @tarojs/test-utils-react 0.1.1 still calls react-dom/test-utils' act, which React 18.3 flags on
// every mount; the warning is about the library, not about the code under test.
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act` is deprecated')) return
  consoleError(...args)
}

// Phones run on UTC here (tests/unit/global-setup.js); most suites check wording, not zones, so
// the tenant's city shares the phone's zone unless a test (time-zone.test.ts) sets another.
setTenantTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)

// On a phone the toast code arrives once the first screen is drawn; suites start past that point.
beforeAll(() => loadInteraction())
