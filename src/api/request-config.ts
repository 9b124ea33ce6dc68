/**
 * What the request layer needs from the rest of the app, injected at start-up by the stores so
 * that src/api never imports src/stores (which import src/api).
 */
export interface RequestHooks {
  /** The session token, '' when logged out. */
  getToken: () => string
  /** A plain HTTP 401: the session is gone; clear it and send the user to log in. */
  onUnauthorized: () => void
}

const hooks: RequestHooks = {
  getToken: () => '',
  onUnauthorized: () => undefined
}

export function configureRequest(next: Partial<RequestHooks>): void {
  Object.assign(hooks, next)
}

export function requestHooks(): Readonly<RequestHooks> {
  return hooks
}

/** Absolute URL for an API path; H5 is same-origin so its base is ''. */
export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${API_BASE_URL}${path}`
}

export function authHeader(): Record<string, string> {
  const token = hooks.getToken()
  return token ? { Authorization: token } : {}
}
