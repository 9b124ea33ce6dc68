import Taro from '@tarojs/taro'
import { when } from 'mobx'
import { ROUTES } from '@/constants/routes'
import { closePageUrl } from '@/utils/navigation'
import { isDesktopVisitor, isH5 } from '@/utils/platform'
import type { InboxStore } from './inbox'
import type { Stores } from './root'
import type { SessionStore } from './session'

export const DESKTOP_CLOSED_MESSAGE = '请使用手机访问'

/** Pages a desktop visitor may stay on. */
const DESKTOP_ALLOWED: readonly string[] = [ROUTES.pcindex, ROUTES.exceptionClose, ROUTES.exception429]

/** Keeps the `uid` of a shared link until a login binds that promoter. */
export function capturePromoter(session: SessionStore, query: Record<string, unknown> | undefined): void {
  const uid = query?.uid
  if (typeof uid === 'string' && uid) session.setPendingPromoterUid(uid)
}

/**
 * SPEC §2: the first page a desktop visitor must see instead of `path`, or '' to stay. Pages a
 * desktop visitor may stay on keep their address; everything else is the PC landing page.
 */
export function desktopLandingPath(path: string, desktop: boolean): string {
  const page = `/${path.replace(/^\/+/, '').split('?')[0]}`
  return desktop && !DESKTOP_ALLOWED.includes(page) ? ROUTES.pcindex : ''
}

/**
 * Runs before the router reads the address (app.tsx, at import), so a desktop visitor's first
 * page is the PC landing page itself. Sending them there after the home page has started to
 * render raced that render: the address changed while the stretched mobile home (or a blank
 * page) stayed on screen. The query (a promoter's `uid`) is kept.
 */
export function landDesktopVisitor(): void {
  if (!isH5()) return
  const target = desktopLandingPath(window.location.pathname, isDesktopVisitor())
  if (target) window.history.replaceState(window.history.state, '', `${target}${window.location.search}`)
}

/** H5: the app opens on the home page ('/' is redirected there by the router). */
export function opensAtHome(): boolean {
  return isH5() && ['/', ROUTES.home].includes(window.location.pathname)
}

/**
 * The PC landing page's check once the tenant's settings are known: with browsing closed a
 * desktop visitor sees the close page instead.
 */
export async function closeDesktopIfBrowseClosed(stores: Stores): Promise<void> {
  const { whetherOpenBrowse } = await stores.configs.regAccess()
  if (!whetherOpenBrowse) void Taro.redirectTo({ url: closePageUrl(DESKTOP_CLOSED_MESSAGE) })
}

/**
 * Start-up work that needs the network: tenant configs and the page title. The configs the first
 * screen does not draw wait for `firstContent` (the first page has drawn).
 */
export async function startApp(stores: Stores, firstContent: Promise<void>): Promise<void> {
  const { configs, tenant } = stores
  await Promise.all([configs.loadAll(firstContent), tenant.load().then(() => tenant.applyPageTitle())])
}

/**
 * The chat engine (unread numbers, conversations, the socket) for a logged-in member, loaded once
 * the first page has drawn: of all it does only the badge is on the first screen, and the badge can
 * wait that long. A message page opened first starts it at once itself (useInbox). `resume` is for
 * the app coming back to the foreground.
 */
export function startInbox(stores: Stores, firstContent: Promise<void>): { resume: () => void } {
  let inbox: InboxStore | null = null
  firstContent
    .then(() => when(() => stores.session.isLoggedIn))
    .then(() => import('./inbox'))
    .then(({ inboxOf }) => {
      inbox = inboxOf(stores)
    })
    .catch((error: unknown) => console.error('[app] the inbox did not start', error))
  return { resume: () => inbox?.resume() }
}
