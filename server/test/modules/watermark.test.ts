import { sniffImageType } from '../../src/modules/image/sniff'
import { watermarkSvg } from '../../src/modules/image/watermark'
import { DEFAULT_IMAGE_CONFIG } from '../../src/modules/tenant/defaults'

describe('watermarkSvg', () => {
  const count = (svg: string) => (svg.match(/<text /g) ?? []).length

  it('tiles rotated text on the unit grid, scaled from the wmResize reference width', () => {
    // Default: unit 120×120 at 540 px wide; a 1080×720 image doubles it to 240×240 → 5 columns × 3 rows.
    const svg = watermarkSvg(DEFAULT_IMAGE_CONFIG, '缘来是你', 1080, 720)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1080" height="720">/)
    expect(count(svg)).toBe(15)
    expect(svg).toContain('font-size="28"')
    expect(svg).toContain('fill-opacity="0.3"')
    expect(svg).toContain('transform="rotate(-45 120 120)"')
    expect(svg).toContain('>缘来是你</text>')
  })

  it('places one corner text by gravity and offsets', () => {
    const cfg = { ...DEFAULT_IMAGE_CONFIG, imageWmType: 'Corner' as const, wmResize: 1000, wmFontSize: 20 }
    expect(watermarkSvg({ ...cfg, wmGravity: 'SouthEast' }, 'x', 1000, 500)).toContain(
      'x="985" y="485" text-anchor="end"'
    )
    expect(watermarkSvg({ ...cfg, wmGravity: 'NorthWest' }, 'x', 1000, 500)).toContain(
      'x="15" y="35" text-anchor="start"'
    )
    expect(watermarkSvg({ ...cfg, wmGravity: 'North' }, 'x', 1000, 500)).toContain(
      'x="500" y="35" text-anchor="middle"'
    )
    expect(count(watermarkSvg({ ...cfg, wmGravity: 'nowhere' }, 'x', 1000, 500))).toBe(1)
  })

  it('keeps configured text and style from breaking out of the SVG', () => {
    const cfg = {
      ...DEFAULT_IMAGE_CONFIG,
      imageWmType: 'Corner' as const,
      wmFontColor: 'red" onload="x',
      wmFont: 'a"><script>'
    }
    const svg = watermarkSvg(cfg, '</text><script>alert(1)</script>', 200, 100)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('fill="#ffffff"')
    expect(svg).toContain('font-family="sans-serif"')
  })

  it('never draws more labels than cells at least twice the font size', () => {
    const svg = watermarkSvg(
      { ...DEFAULT_IMAGE_CONFIG, wmUnitW: 1, wmUnitH: 1, wmResize: 1080, wmFontSize: 20 },
      'x',
      1080,
      1080
    )
    expect(count(svg)).toBeLessThanOrEqual(28 * 28)
  })
})

describe('sniffImageType', () => {
  it('reads the type from the magic bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg')
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png')
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('gif')
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp')
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull()
    expect(sniffImageType(Buffer.from('<svg'))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})
