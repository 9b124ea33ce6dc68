import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { closePageUrl } from '@/utils/navigation'
import { isDesktopVisitor } from '@/utils/platform'
import type { Stores } from './root'
import type { SessionStore } from './session'

export const DESKTOP_CLOSED_MESSAGE = '请使用手机访问'

/** Pages a desktop visitor may stay on. */
const DESKTOP_ALLOWED = [ROUTES.pcindex, ROUTES.exceptionClose, ROUTES.exception429]

/** Keeps the `uid` of a shared link until a login binds that promoter. */
export function capturePromoter(session: SessionStore, query: Record<string, unknown> | undefined): void {
  const uid = query?.uid
  if (typeof uid === 'string' && uid) session.setPendingPromoterUid(uid)
}

/** SPEC §2: a desktop visitor goes to the PC landing page if browsing is open, else to the close page. */
export async function routeDesktopVisitor(stores: Stores, launchPath: string): Promise<void> {
  const path = `/${launchPath.replace(/^\/+/, '').split('?')[0]}`
  if (!isDesktopVisitor() || DESKTOP_ALLOWED.some((allowed) => path === allowed)) return
  const { whetherOpenBrowse } = await stores.configs.regAccess()
  void Taro.reLaunch({ url: whetherOpenBrowse ? ROUTES.pcindex : closePageUrl(DESKTOP_CLOSED_MESSAGE) })
}

/** Start-up work that needs the network: tenant configs, page title, desktop routing. */
export async function startApp(stores: Stores, launchPath: string): Promise<void> {
  const { configs, tenant } = stores
  await Promise.all([
    configs.loadAll(),
    tenant.load().then(() => tenant.applyPageTitle()),
    routeDesktopVisitor(stores, launchPath)
  ])
}
