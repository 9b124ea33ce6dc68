import { generateMpAuthUrl } from '../../../api/auth'

/** Strips a previous OAuth code so the redirect URL stays clean across retries. */
export function currentUrlWithoutCode(): string {
  const url = new URL(window.location.href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

/** Sends the browser to the messaging app's authorisation page; it comes back with `?code=`. */
export async function startWechatOauth(): Promise<void> {
  const { url } = await generateMpAuthUrl({ redirectUrl: currentUrlWithoutCode() })
  window.location.href = url
}
