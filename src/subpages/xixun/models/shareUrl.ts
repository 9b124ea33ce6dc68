import { isH5 } from '@/utils/platform'

/**
 * The address of a page of this site that anyone can open in a browser: the H5 site's own origin,
 * or, in the mini-program (which has no address of its own), the city's bound domain. '' when the
 * site has no domain to share.
 */
export function shareUrl(path: string, bindingDomain: string): string {
  if (isH5()) return `${window.location.origin}${path}`
  return bindingDomain ? `https://${bindingDomain}${path}` : ''
}
