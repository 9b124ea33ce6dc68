import type { Gender } from '@contract/love'

/**
 * Where the height and weight wheels open for a member who has not chosen yet: near what is usual
 * for her gender, so she scrolls a few rows instead of from 140 cm / 35 kg. Nothing is chosen for
 * her: the value stays empty until she confirms.
 */
const TYPICAL: Record<Gender | '', { height: number; weight: number }> = {
  female: { height: 160, weight: 50 },
  male: { height: 172, weight: 65 },
  '': { height: 165, weight: 55 }
}

export function typicalBody(gender: Gender | ''): { height: number; weight: number } {
  return TYPICAL[gender]
}
