import { useDidShow, useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { createStores, StoresProvider } from './stores'
import { capturePromoter, startApp } from './stores/start'
import './app.scss'

const stores = createStores()
// Restored before the first page renders, so it already sees the token.
stores.session.restore()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    capturePromoter(stores.session, options.query)
    startApp(stores, options.path).catch((error: unknown) => console.error('[app] start-up failed', error))
  })

  // A mini-program already running can be re-entered from another shared card.
  useDidShow((options) => capturePromoter(stores.session, options?.query))

  return <StoresProvider stores={stores}>{children}</StoresProvider>
}

export default App
