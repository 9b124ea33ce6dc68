import Taro, { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { ROUTES } from './constants/routes'
import { createStores, StoresProvider } from './stores'
import { capturePromoter, landDesktopVisitor, startApp } from './stores/start'
import './app.scss'

// Before Taro's router reads the address (it is created right after this module is imported).
landDesktopVisitor()

const stores = createStores()
// Restored before the first page renders, so it already sees the token.
stores.session.restore()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    capturePromoter(stores.session, options.query)
    startApp(stores).catch((error: unknown) => console.error('[app] start-up failed', error))
    stores.inbox.start()
  })

  // Back in the foreground: a mini-program already running can be re-entered from another shared
  // card, and the inbox catches up on what arrived meanwhile.
  useDidShow((options) => {
    capturePromoter(stores.session, options?.query)
    stores.inbox.resume()
  })

  // An address the app has no page for (an old link, a mistyped URL) shows a way home, not a blank screen.
  usePageNotFound(() => void Taro.redirectTo({ url: ROUTES.notFound }))

  return <StoresProvider stores={stores}>{children}</StoresProvider>
}

export default App
