import type { LoveProfileInput } from '@contract/love'
import { checkLoginUserInfo } from '@/api/love'
import { signUpLove } from '@/api/loveProfile'
import { getUser } from '@/api/member'
import type { SessionStore } from '@/stores/session'

/**
 * Creates the dating profile, then reloads who I am: signing up sets the nickname (and may set
 * the photo), so the love centre opened next shows them, not the login name and a letter avatar.
 */
export async function signUpAndRefresh(session: SessionStore, input: LoveProfileInput): Promise<void> {
  await signUpLove(input)
  const [user, love] = await Promise.all([getUser(), checkLoginUserInfo()])
  session.setUser(user)
  session.mergeLoveInfo(love)
}
