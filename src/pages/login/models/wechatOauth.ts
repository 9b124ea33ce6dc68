import { generateMpAuthUrl } from '@/api/auth'

/**
 * This page's URL without a previous OAuth answer, so a retry does not carry a used code.
 * H5 only: the messaging-app OAuth runs in a browser, which has URL and window.
 */
export function currentUrlWithoutCode(): string {
  const url = new URL(window.location.href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

/** Sends the browser to the messaging app's authorisation page; it comes back here with `?code=`. */
export async function startWechatOauth(): Promise<void> {
  const { url } = await generateMpAuthUrl({ redirectUrl: currentUrlWithoutCode() })
  window.location.href = url
}
