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
    stores.inbox.start()
  })

  // Back in the foreground: a mini-program already running can be re-entered from another shared
  // card, and the inbox catches up on what arrived meanwhile.
  useDidShow((options) => {
    capturePromoter(stores.session, options?.query)
    stores.inbox.resume()
  })

  return <StoresProvider stores={stores}>{children}</StoresProvider>
}

export default App
