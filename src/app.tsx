import Taro, { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { ROUTES } from './constants/routes'
import { prefetchFirstFeedPage } from './pages/index/models/feedPage'
import { createStores, StoresProvider } from './stores'
import { capturePromoter, landDesktopVisitor, opensAtHome, startApp, startInbox } from './stores/start'
import { afterFirstContent } from './utils/first-content'
import { loadInteraction } from './utils/interaction'
import './app.scss'

// Before Taro's router reads the address (it is created right after this module is imported).
landDesktopVisitor()

const stores = createStores()
// Restored before the first page renders, so it already sees the token.
stores.session.restore()
// A member opening the app on the home came for its cards: their request leaves now, not after the
// home's chunk has loaded and rendered, and nothing it needs is waited for.
if (stores.session.isLoggedIn && opensAtHome()) prefetchFirstFeedPage()
const firstContent = afterFirstContent()
const inbox = startInbox(stores, firstContent)
void firstContent.then(loadInteraction)

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    capturePromoter(stores.session, options.query)
    startApp(stores, firstContent).catch((error: unknown) => console.error('[app] start-up failed', error))
  })

  // Back in the foreground: a mini-program already running can be re-entered from another shared
  // card, and the inbox catches up on what arrived meanwhile.
  useDidShow((options) => {
    capturePromoter(stores.session, options?.query)
    inbox.resume()
  })

  // An address the app has no page for (an old link, a mistyped URL) shows a way home, not a blank screen.
  usePageNotFound(() => void Taro.redirectTo({ url: ROUTES.notFound }))

  return <StoresProvider stores={stores}>{children}</StoresProvider>
}

export default App
