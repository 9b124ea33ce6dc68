import type { StoryPerson } from '@contract/xixun'

/** A member without a nickname is still someone the page can name. */
export function personName(person: StoryPerson): string {
  return person.nickname || `会员${person.userId}`
}
