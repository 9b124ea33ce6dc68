import { configureRequest } from '@/api/request'
import { AuthFlow } from './auth-flow'
import { ConfigCache, type ConfigFetchers } from './config-cache'
import { InboxStore } from './inbox'
import { SessionStore } from './session'
import { TenantStore } from './tenant'

export interface Stores {
  session: SessionStore
  tenant: TenantStore
  configs: ConfigCache
  authFlow: AuthFlow
  inbox: InboxStore
}

/** Builds the app's stores once and connects the request layer to the session. */
export function createStores(fetchers?: ConfigFetchers): Stores {
  const session = new SessionStore()
  const configs = new ConfigCache(fetchers)
  const tenant = new TenantStore(configs)
  const authFlow = new AuthFlow(session)
  const inbox = new InboxStore(session, tenant)
  configureRequest({
    getToken: () => session.token,
    onUnauthorized: () => authFlow.handleUnauthorized()
  })
  return { session, tenant, configs, authFlow, inbox }
}
