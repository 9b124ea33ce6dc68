import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { POSTER_HEIGHT, POSTER_WIDTH } from '@contract/poster'

/**
 * Posters are drawn here, not on the phone's canvas, which comes out blank or wrong on many
 * devices: satori lays out a tree of boxes into SVG (text turned into outlines of the Noto Sans SC
 * glyphs the contracts already embed), and resvg rasterises the SVG to PNG. Both load on the first
 * poster, not on every start, like pdfkit for contracts.
 */

const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'
let fontBytes: Buffer | undefined

/** 10 MB read once per process, not per poster. */
function cjkFont(): Buffer {
  fontBytes ??= readFileSync(require.resolve(FONT_FILE))
  return fontBytes
}

/** The colours of src/styles/tokens.scss, so a poster looks like the app it invites to. */
const BRAND = '#ff5a7a'
const BRAND_LIGHT = '#ff8aa1'
const BRAND_DARK = '#c2405c'
const BRAND_SOFT = '#fff0f3'
const TEXT = '#1a1a1a'
const TEXT_SECONDARY = '#666666'
const WHITE = '#ffffff'

/** What satori lays out: an element as React would describe it, without React. */
interface Node {
  type: string
  props: { style?: Record<string, unknown>; children?: Child | Child[]; [prop: string]: unknown }
}
type Child = Node | string

const box = (style: Record<string, unknown>, ...children: Child[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children }
})
const text = (style: Record<string, unknown>, content: string): Node => box(style, content)
const image = (src: string, width: number, height: number, style: Record<string, unknown> = {}): Node => ({
  type: 'img',
  props: { src, width, height, style: { width, height, ...style } }
})

/** A member's photo cut to the size drawn, as a data URL; the photo's own size never reaches satori. */
async function photoData(bytes: Buffer, width: number, height: number): Promise<string> {
  const jpeg = await sharp(bytes).rotate().resize(width, height, { fit: 'cover' }).jpeg({ quality: 88 }).toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

async function qrData(url: string, size: number): Promise<string> {
  const { toDataURL } = await import('qrcode')
  return toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: size, color: { dark: TEXT, light: WHITE } })
}

/** Without a stored photo, the nickname's first character on the brand's pale colour stands in. */
function facePlaceholder(nickname: string, width: number, height: number, style: Record<string, unknown>): Node {
  return text(
    {
      width,
      height,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: BRAND_SOFT,
      color: BRAND,
      fontSize: Math.round(Math.min(width, height) * 0.45),
      ...style
    },
    [...nickname][0] ?? ''
  )
}

async function face(
  photo: Buffer | null,
  nickname: string,
  width: number,
  height: number,
  style: Record<string, unknown> = {}
): Promise<Node> {
  return photo
    ? image(await photoData(photo, width, height), width, height, style)
    : facePlaceholder(nickname, width, height, style)
}

export interface PromotionPosterInput {
  brand: string
  nickname: string
  /** The promoter's photo as stored, or null. */
  photo: Buffer | null
  /** Where the QR code leads: the register page carrying the promoter's scene. */
  qrUrl: string
}

export interface ProfilePosterInput {
  brand: string
  nickname: string
  photo: Buffer | null
  /** 28岁 · 杭州市, as the feed card shows her: a hidden age is left out. */
  facts: string[]
  qrUrl: string
}

async function promotionTree(input: PromotionPosterInput): Promise<Node> {
  const photo = await face(input.photo, input.nickname, 220, 220, { borderRadius: 110 })
  return box(
    {
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      flexDirection: 'column',
      alignItems: 'center',
      backgroundImage: `linear-gradient(180deg, ${BRAND_LIGHT} 0%, ${BRAND} 100%)`,
      color: WHITE
    },
    text({ marginTop: 96, fontSize: 56, letterSpacing: 4 }, input.brand),
    text({ marginTop: 16, fontSize: 28, opacity: 0.9 }, '真诚交友 · 遇见对的人'),
    box(
      {
        marginTop: 72,
        width: 236,
        height: 236,
        borderRadius: 118,
        backgroundColor: WHITE,
        alignItems: 'center',
        justifyContent: 'center'
      },
      photo
    ),
    text({ marginTop: 28, fontSize: 44 }, input.nickname),
    text({ marginTop: 16, fontSize: 32 }, `邀请你加入${input.brand}`),
    box(
      {
        marginTop: 56,
        width: 590,
        height: 440,
        borderRadius: 32,
        backgroundColor: WHITE,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center'
      },
      image(await qrData(input.qrUrl, 300), 300, 300),
      text({ marginTop: 20, fontSize: 28, color: TEXT_SECONDARY }, '长按识别二维码，注册遇见心动的人')
    )
  )
}

async function profileTree(input: ProfilePosterInput): Promise<Node> {
  const photo = await face(input.photo, input.nickname, POSTER_WIDTH, 900)
  return box(
    { width: POSTER_WIDTH, height: POSTER_HEIGHT, flexDirection: 'column', backgroundColor: WHITE },
    photo,
    box(
      { flexGrow: 1, padding: '48px 56px', justifyContent: 'space-between', alignItems: 'center' },
      box(
        { flexDirection: 'column', maxWidth: 400 },
        text({ fontSize: 52, color: TEXT }, input.nickname),
        box(
          { marginTop: 20, flexWrap: 'wrap' },
          ...input.facts.map((fact) =>
            text(
              {
                marginRight: 16,
                padding: '6px 20px',
                borderRadius: 24,
                fontSize: 28,
                color: BRAND_DARK,
                backgroundColor: BRAND_SOFT
              },
              fact
            )
          )
        ),
        text({ marginTop: 48, fontSize: 30, color: TEXT_SECONDARY }, `来自${input.brand}`)
      ),
      box(
        { flexDirection: 'column', alignItems: 'center' },
        image(await qrData(input.qrUrl, 220), 220, 220),
        text({ marginTop: 12, fontSize: 24, color: TEXT_SECONDARY }, '扫码认识TA')
      )
    )
  )
}

async function toPng(tree: Node): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')])
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    fonts: [{ name: 'Noto Sans SC', data: cjkFont(), weight: 400, style: 'normal' }]
  })
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}

export async function renderPromotionPoster(input: PromotionPosterInput): Promise<Buffer> {
  return toPng(await promotionTree(input))
}

export async function renderProfilePoster(input: ProfilePosterInput): Promise<Buffer> {
  return toPng(await profileTree(input))
}
