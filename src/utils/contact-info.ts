import { CONTACT_INFO_MESSAGE, containsContactInfo } from '@contract/contact-guard'

/** Form-friendly wrapper: the error message to show, or null when the text is clean. */
export function checkContactInfo(text: string | null | undefined): string | null {
  return typeof text === 'string' && containsContactInfo(text) ? CONTACT_INFO_MESSAGE : null
}
