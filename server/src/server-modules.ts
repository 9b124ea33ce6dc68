import { ORDER_KINDS } from '@contract/finance'
import { subscribe } from './lib/events'
import type { ServerModule } from './lib/module'
import { fulfillerOf } from './modules/finance/kernel'
import { accountModule } from './modules/account'
import { activeModule } from './modules/active'
import { appointmentModule } from './modules/appointment'
import { auditModule } from './modules/audit'
import { authModule } from './modules/auth'
import { blockModule } from './modules/block'
import { certificationModule } from './modules/certification'
import { commitmentModule } from './modules/commitment'
import { configModule } from './modules/config'
import { contractModule } from './modules/contract'
import { crmModule } from './modules/crm'
import { customerModule } from './modules/customer'
import { devModule } from './modules/dev'
import { financeModule } from './modules/finance'
import { geographyModule } from './modules/geography'
import { giftModule } from './modules/gift'
import { healthModule } from './modules/health'
import { imageModule } from './modules/image'
import { loveModule } from './modules/love'
import { loveFeedModule } from './modules/love-feed'
import { loveGiftModule } from './modules/love-gift'
import { loveMatchModule } from './modules/love-match'
import { loveLineModule } from './modules/love-line'
import { loveProfileModule } from './modules/love-profile'
import { loveSearchModule } from './modules/love-search'
import { loveSocialModule } from './modules/love-social'
import { matchmakerModule } from './modules/matchmaker'
import { memberModule } from './modules/member'
import { messageModule } from './modules/message'
import { moderationModule } from './modules/moderation'
import { navigationModule } from './modules/navigation'
import { noticeModule } from './modules/notice'
import { posterModule } from './modules/poster'
import { privacyModule } from './modules/privacy'
import { promotionModule } from './modules/promotion'
import { reportModule } from './modules/report'
import { salesLibraryModule } from './modules/sales-library'
import { singlePageModule } from './modules/single-page'
import { staffModule } from './modules/staff'
import { systemModule } from './modules/system'
import { tenantModule } from './modules/tenant'
import { userModule } from './modules/user'
import { wxModule } from './modules/wx'
import { xixunModule } from './modules/xixun'
import { zoneModule } from './modules/zone'

/** The server, module by module: a feature is a module and a line here. */
export const SERVER_MODULES: readonly ServerModule[] = [
  healthModule,
  tenantModule,
  systemModule,
  userModule,
  authModule,
  memberModule,
  configModule,
  navigationModule,
  geographyModule,
  wxModule,
  imageModule,
  noticeModule,
  auditModule,
  staffModule,
  financeModule,
  blockModule,
  moderationModule,
  loveProfileModule,
  certificationModule,
  commitmentModule,
  loveFeedModule,
  loveSocialModule,
  loveSearchModule,
  loveModule,
  singlePageModule,
  loveLineModule,
  zoneModule,
  matchmakerModule,
  messageModule,
  loveMatchModule,
  giftModule,
  loveGiftModule,
  reportModule,
  accountModule,
  privacyModule,
  xixunModule,
  activeModule,
  crmModule,
  appointmentModule,
  contractModule,
  customerModule,
  salesLibraryModule,
  posterModule,
  promotionModule,
  devModule
]

/**
 * The named modules and every module they depend on, in the list's order: an app of a few modules
 * (a focused test) still has all the services its routes call.
 */
export function modulesWith(names: readonly string[], from: readonly ServerModule[] = SERVER_MODULES): ServerModule[] {
  const byName = new Map(from.map((m) => [m.name, m]))
  const wanted = new Set<string>()
  const visit = (name: string) => {
    if (wanted.has(name)) return
    const found = byName.get(name)
    if (!found) throw new Error(`no server module is named ${name}`)
    wanted.add(name)
    found.dependsOn.forEach(visit)
  }
  names.forEach(visit)
  return from.filter((m) => wanted.has(m.name))
}

/**
 * Tells the kernel and the event bus what the modules deliver and listen to. Safe to run again: a
 * test process builds many apps, and each registration is the same code.
 */
export function startModules(modules: readonly ServerModule[]): void {
  for (const m of modules) {
    m.setup?.()
    for (const s of m.subscriptions ?? []) subscribe(s.event, s.name, s.run)
  }
}

/** Order kinds no module of the list delivers: none, when the whole server runs. */
export const undeliveredOrderKinds = (): string[] => ORDER_KINDS.filter((kind) => !fulfillerOf(kind))
