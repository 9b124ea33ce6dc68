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

/** A soft portrait placeholder: gradient, sun-lit backdrop and a simple silhouette. */
function portraitSvg(index: number, gender: 'male' | 'female'): string {
  const [light, mid, dark] = PALETTES[index % PALETTES.length]
  const hair =
    gender === 'female'
      ? `<path d="M150 250 Q140 120 240 110 Q340 120 330 250 L340 330 Q300 300 300 240 Q240 200 180 240 Q180 300 140 330 Z" fill="${dark}" opacity="0.85"/>`
      : `<path d="M165 215 Q170 130 240 125 Q310 130 315 215 Q290 170 240 168 Q190 170 165 215 Z" fill="${dark}" opacity="0.9"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="sun" cx="0.8" cy="0.15" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <rect width="480" height="600" fill="url(#sun)"/>
  <ellipse cx="240" cy="560" rx="170" ry="150" fill="${dark}" opacity="0.75"/>
  <rect x="215" y="300" width="50" height="70" rx="20" fill="#f6d5c3"/>
  <ellipse cx="240" cy="235" rx="78" ry="92" fill="#f8dccb"/>
  ${hair}
</svg>`
}

/** Renders the demo portraits once and stores them; returns their public URLs by gender. */
export async function seedPortraits(storage: ObjectStorage, tenantId: number, perGender = 6) {
  const urls: Record<'male' | 'female', string[]> = { male: [], female: [] }
  for (const gender of ['female', 'male'] as const) {
    for (let i = 0; i < perGender; i++) {
      const jpeg = await sharp(Buffer.from(portraitSvg(i + (gender === 'male' ? 3 : 0), gender)))
        .jpeg({ quality: 82 })
        .toBuffer()
      urls[gender].push(await storage.put(`t${tenantId}/seed/${gender}-${i}.jpg`, jpeg, 'image/jpeg'))
    }
  }
  return urls
}
