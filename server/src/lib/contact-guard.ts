import { ErrorCode } from '@contract/envelope'
import { CONTACT_INFO_MESSAGE, containsContactInfo } from '@contract/contact-guard'
import { BizError } from './errors'

/**
 * Refuses texts other members will read when they hide a phone number, a messaging account or an
 * e-mail address. The client runs the same check only as a hint; this is the one that counts.
 * The texts are checked together, line by line, because a number split across two fields that
 * are shown side by side reaches the reader just the same.
 */
export function assertNoContactInfo(...texts: string[]): void {
  if (containsContactInfo(texts.join('\n'))) throw new BizError(CONTACT_INFO_MESSAGE, ErrorCode.ContactInfoNotAllowed)
}

/**
 * assertNoContactInfo for a sender who may give out contacts of her own (a matchmaker her office
 * phone): those are taken out of the texts first, so anyone else's number is still refused.
 */
export function assertNoOtherContactInfo(own: string[], ...texts: string[]): void {
  const mine = own.filter((c) => c.trim() !== '')
  assertNoContactInfo(...texts.map((text) => mine.reduce((rest, c) => rest.split(c).join(''), text)))
}
