import { configureRequest } from '@/api/request'
import { AuthFlow } from './auth-flow'
import { ConfigCache, type ConfigFetchers } from './config-cache'
import { SessionStore } from './session'
import { TenantStore } from './tenant'
import { UnreadStore } from './unread'

/**
 * What every page may read. The inbox (conversations, the chat socket) is not among them: it loads
 * with the message pages, or after the first page has drawn (src/stores/inbox.ts, inboxOf).
 */
export interface Stores {
  session: SessionStore
  tenant: TenantStore
  configs: ConfigCache
  authFlow: AuthFlow
  unread: UnreadStore
}

/** Builds the app's stores once and connects the request layer to the session. */
export function createStores(fetchers?: ConfigFetchers): Stores {
  const session = new SessionStore()
  const configs = new ConfigCache(fetchers)
  const tenant = new TenantStore(configs)
  const authFlow = new AuthFlow(session)
  const unread = new UnreadStore()
  configureRequest({
    getToken: () => session.token,
    onUnauthorized: () => authFlow.handleUnauthorized()
  })
  return { session, tenant, configs, authFlow, unread }
}
