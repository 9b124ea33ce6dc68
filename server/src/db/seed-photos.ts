import type * as Avataaars from '@dicebear/avataaars'
import sharp from 'sharp'
import type { ObjectStorage } from '../providers/storage/types'

export type PortraitGender = 'male' | 'female'

/** Soft backgrounds; the hex strings are DiceBear's colour format (no '#'). */
const BACKGROUNDS = ['ffd6e0', 'd7e9ff', 'ffe8cc', 'e3f7e8', 'efe1ff', 'fff3c4', 'fde2cf', 'dff3f7']

/** Hair styles that read as one gender or the other, so a 女 profile never shows a beard and a buzz cut. */
const TOPS: Record<PortraitGender, NonNullable<Avataaars.Options['top']>> = {
  female: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'bigHair'
  ],
  male: ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'theCaesar', 'theCaesarAndSidePart', 'frizzle']
}

/** Portrait size: the 4:5 of a phone photo, as the album and cards crop them. */
const WIDTH = 480
const HEIGHT = 600

/** One of a member's photos: the same face (from the member's seed) on its own background and smile. */
export interface PortraitShot {
  seed: string
  gender: PortraitGender
  shot: number
}

/** A small stable hash, so a shot's background follows from its seed like the face does. */
function hashOf(text: string): number {
  let h = 0
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0
  return h
}

function backgroundOf({ seed, shot }: PortraitShot): string {
  return BACKGROUNDS[(hashOf(seed) + shot) % BACKGROUNDS.length]
}

/**
 * One portrait as an SVG: DiceBear's avataaars drawn from the member's seed, so every member
 * looks different and the same seed always gives the same face. Only friendly expressions and
 * everyday clothes: these are people on a dating site, not a sticker pack. A member's later
 * shots fix the background and expression to another value; DiceBear draws one number per
 * feature whatever the list length, so the face itself stays the same.
 */
export async function portraitSvg(p: PortraitShot): Promise<string> {
  const { seed, gender, shot } = p
  // Loaded on first use with import(): DiceBear is ES modules only (see server/jest.config.js).
  const [{ createAvatar }, avataaars] = await Promise.all([import('@dicebear/core'), import('@dicebear/avataaars')])
  return createAvatar(avataaars, {
    seed,
    size: WIDTH,
    backgroundColor: [backgroundOf(p)],
    top: TOPS[gender],
    facialHair: ['beardLight', 'beardMedium'],
    facialHairProbability: gender === 'male' ? 25 : 0,
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: 15,
    mouth: shot === 0 ? ['smile', 'default', 'twinkle'] : [(['smile', 'twinkle', 'default'] as const)[shot % 3]],
    eyes: shot === 0 ? ['default', 'happy', 'squint'] : [(['happy', 'default', 'squint'] as const)[shot % 3]],
    eyebrows: ['default', 'defaultNatural', 'raisedExcitedNatural', 'flatNatural'],
    clothing: [
      'blazerAndShirt',
      'blazerAndSweater',
      'collarAndSweater',
      'hoodie',
      'shirtCrewNeck',
      'shirtScoopNeck',
      'shirtVNeck'
    ],
    skinColor: ['ffdbb4', 'edb98a', 'd08b5b'],
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728'],
    clothesColor: ['65c9ff', '5199e4', '25557c', 'e6e6e6', '929598', '3c4f5c', 'ffafb9', 'a7ffc4', 'ff5c5c'],
    hatColor: ['262e33']
  }).toString()
}

/** The portrait as a JPEG: the square avatar with its background above the head, so it fills a 4:5 frame. */
export async function renderPortrait(p: PortraitShot): Promise<Buffer> {
  return sharp(Buffer.from(await portraitSvg(p)))
    .extend({ top: HEIGHT - WIDTH, background: `#${backgroundOf(p)}` })
    .jpeg({ quality: 82 })
    .toBuffer()
}

export interface StoredPortrait {
  storageKey: string
  url: string
}

/**
 * Renders and stores one demo member's own portraits: one face, a few shots of it.
 * A stored image has exactly one owner (only they may put it in their album or avatar), so
 * members don't share files.
 */
export async function storePortraits(
  storage: ObjectStorage,
  tenantId: number,
  member: number,
  gender: PortraitGender,
  shots: number
): Promise<StoredPortrait[]> {
  const stored: StoredPortrait[] = []
  for (let k = 0; k < shots; k++) {
    const jpeg = await renderPortrait({ seed: `t${tenantId}-m${member}`, gender, shot: k })
    const storageKey = `t${tenantId}/seed/member-${member}-${k}.jpg`
    stored.push({ storageKey, url: await storage.put(storageKey, jpeg, 'image/jpeg') })
  }
  return stored
}
