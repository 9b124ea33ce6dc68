import sharp from 'sharp'
import type { ObjectStorage } from '../providers/storage/types'

const PALETTES: [string, string, string][] = [
  ['#ffd6e0', '#ff8fab', '#7a3b4f'],
  ['#d7e9ff', '#8bb8f0', '#2f4d73'],
  ['#ffe8cc', '#ffb36b', '#7a4a1f'],
  ['#e3f7e8', '#86d19f', '#2d5c3b'],
  ['#efe1ff', '#b794f0', '#4b3370'],
  ['#fff3c4', '#f5c84a', '#6b5212']
]

const HAIR = ['#3b2a24', '#2b211d', '#5a3b2c']

/**
 * A soft portrait placeholder: gradient with a sun-lit corner, shoulders in the palette's
 * colour, and a face drawn between the back hair and the fringe so it reads as a person.
 */
function portraitSvg(index: number, gender: 'male' | 'female'): string {
  const [light, mid, dark] = PALETTES[index % PALETTES.length]
  const hair = HAIR[index % HAIR.length]
  const backHair =
    gender === 'female'
      ? `<path d="M158 230 Q148 118 240 110 Q332 118 322 230 L340 410 Q300 440 240 428 Q180 440 140 410 Z" fill="${hair}"/>`
      : ''
  const fringe =
    gender === 'female'
      ? `<path d="M166 222 Q170 126 240 122 Q312 126 316 226 Q292 162 232 160 Q196 172 166 222 Z" fill="${hair}"/>`
      : `<path d="M164 208 Q160 116 240 112 Q320 116 316 208 Q302 156 240 152 Q178 156 164 208 Z" fill="${hair}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="sun" cx="0.8" cy="0.15" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <rect width="480" height="600" fill="url(#sun)"/>
  ${backHair}
  <path d="M60 600 Q66 398 240 368 Q414 398 420 600 Z" fill="${dark}"/>
  <rect x="212" y="296" width="56" height="90" rx="26" fill="#f1cdb8"/>
  <ellipse cx="240" cy="228" rx="72" ry="88" fill="#f8dccb"/>
  <circle cx="204" cy="262" r="13" fill="#f29b9b" opacity="0.3"/>
  <circle cx="276" cy="262" r="13" fill="#f29b9b" opacity="0.3"/>
  ${fringe}
</svg>`
}

/** Renders the demo portraits once: JPEG bytes by gender. */
export async function renderPortraits(perGender = 6): Promise<Record<'male' | 'female', Buffer[]>> {
  const jpegs: Record<'male' | 'female', Buffer[]> = { male: [], female: [] }
  for (const gender of ['female', 'male'] as const) {
    for (let i = 0; i < perGender; i++) {
      jpegs[gender].push(
        await sharp(Buffer.from(portraitSvg(i + (gender === 'male' ? 3 : 0), gender)))
          .jpeg({ quality: 82 })
          .toBuffer()
      )
    }
  }
  return jpegs
}

export interface StoredPortrait {
  storageKey: string
  url: string
}

/**
 * Stores one demo member's own copy of each of their portraits. A stored image has exactly one
 * owner (only they may put it in their album or avatar), so members don't share files.
 */
export async function storePortraits(
  storage: ObjectStorage,
  tenantId: number,
  member: number,
  jpegs: Buffer[]
): Promise<StoredPortrait[]> {
  return Promise.all(
    jpegs.map(async (jpeg, k) => {
      const storageKey = `t${tenantId}/seed/member-${member}-${k}.jpg`
      return { storageKey, url: await storage.put(storageKey, jpeg, 'image/jpeg') }
    })
  )
}
