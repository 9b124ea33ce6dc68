import { EDUCATION_LABELS, type FeedCard } from '@contract/love'

/**
 * What a library card says when its matchmaker wrote nothing: the member's own facts, read from
 * her profile as it is now, so a note can never claim a job or a city the profile does not.
 */
export function factsNote(card: Pick<FeedCard, 'age' | 'city' | 'education' | 'occupation' | 'height'>): string {
  const facts = [
    card.age !== null ? `${card.age}岁` : '',
    card.city ? `现居${card.city}` : '',
    `${EDUCATION_LABELS[card.education]}学历`,
    card.occupation ? `职业是${card.occupation}` : '',
    card.height > 0 ? `身高${card.height}cm` : ''
  ].filter(Boolean)
  return `资料显示：${facts.join('，')}。`
}

/** The matchmaker's own words when she wrote some, else the member's facts. */
export const noteFor = (written: string, card: FeedCard): string => written || factsNote(card)
