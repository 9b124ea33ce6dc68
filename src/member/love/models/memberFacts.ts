import { EDUCATION_LABELS, type FeedCard } from '@contract/love'

/** '28岁 · 170cm · 本科 · 杭州'; a hidden age (null) is left out rather than shown as 0. */
export function memberFacts(card: FeedCard): string {
  const facts = [
    card.age !== null ? `${card.age}岁` : '',
    card.height ? `${card.height}cm` : '',
    EDUCATION_LABELS[card.education],
    card.city
  ]
  return facts.filter(Boolean).join(' · ')
}
