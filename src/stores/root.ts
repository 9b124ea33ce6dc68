import { configureRequest } from '@/api/request'
import { AuthFlow } from './auth-flow'
import { ConfigCache, type ConfigFetchers } from './config-cache'
import { SessionStore } from './session'
import { TenantStore } from './tenant'

export interface Stores {
  session: SessionStore
  tenant: TenantStore
  configs: ConfigCache
  authFlow: AuthFlow
}

/** Builds the app's stores once and connects the request layer to the session. */
export function createStores(fetchers?: ConfigFetchers): Stores {
  const session = new SessionStore()
  const configs = new ConfigCache(fetchers)
  const tenant = new TenantStore(configs)
  const authFlow = new AuthFlow(session)
  configureRequest({
    getToken: () => session.token,
    onUnauthorized: () => authFlow.handleUnauthorized()
  })
  return { session, tenant, configs, authFlow }
}
