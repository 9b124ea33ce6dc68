import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as propColors from '../../src/styles/colors'

// The look has one home, src/styles/tokens.scss: a colour of the design written out anywhere else
// drifts the day the token changes.
const SRC = path.resolve(__dirname, '..', '..', 'src')
const TOKENS_FILE = path.join(SRC, 'styles', 'tokens.scss')
const PROP_COLORS_FILE = path.join(SRC, 'styles', 'colors.ts')

const HEX = /#[0-9a-fA-F]{3,8}\b/g

/** #FFF and #ffffff are the same colour. */
function normalise(hex: string): string {
  const lower = hex.toLowerCase()
  return lower.length === 4 ? `#${[...lower.slice(1)].map((c) => c + c).join('')}` : lower
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, extension)
    return entry.name.endsWith(extension) ? [full] : []
  })
}

/** Token name by colour value, e.g. '#ff5a7a' → '$color-brand'. */
function colourTokens(): Map<string, string> {
  const tokens = new Map<string, string>()
  for (const [, name, value] of readFileSync(TOKENS_FILE, 'utf8').matchAll(/^\$([\w-]+):\s*(#[0-9a-fA-F]{3,8});/gm)) {
    tokens.set(normalise(value), `$${name}`)
  }
  return tokens
}

/** `file:line #hex → $token` for every literal in `pattern`'s matches that spells a token's colour. */
function literalsOfTokens(files: string[], pattern: RegExp, tokens: Map<string, string>): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].flatMap((match) =>
          [...match[0].matchAll(HEX)]
            .filter(([hex]) => tokens.has(normalise(hex)))
            .map(([hex]) => `${path.relative(SRC, file)}:${index + 1} ${hex} → ${tokens.get(normalise(hex))}`)
        )
      )
  )
}

const tokens = colourTokens()

test('the tokens file declares the brand colour', () => {
  expect(tokens.get('#ff5a7a')).toBe('$color-brand')
})

test('no stylesheet writes out a colour that has a token', () => {
  const stylesheets = filesUnder(SRC, '.scss').filter((file) => file !== TOKENS_FILE)
  expect(literalsOfTokens(stylesheets, HEX, tokens)).toEqual([])
})

test('no component passes a token colour as a literal prop or inline style', () => {
  const components = filesUnder(SRC, '.tsx').filter((file) => file !== PROP_COLORS_FILE)
  // JSX attributes (color='#…', or a gradient of them) and style objects (color: '#…'), not canvas drawing code.
  const propOrStyle = /(\w=|\w:\s*)['"][^'"\n]*#[0-9a-fA-F]{3,8}\b[^'"\n]*['"]/g
  expect(literalsOfTokens(components, propOrStyle, tokens)).toEqual([])
})

test('the brand gradient components take as a prop is the one of the tokens file', () => {
  const [, stops] = /^\$gradient-brand:\s*linear-gradient\(90deg, (.+)\);/m.exec(readFileSync(TOKENS_FILE, 'utf8'))!
  const resolved = stops.replace(/\$[\w-]+/g, (name) => [...tokens].find(([, token]) => token === name)![0])
  expect(propColors.GRADIENT_BRAND).toBe(`linear-gradient(90deg, ${resolved})`)
})

test('the colours components take as props equal their tokens', () => {
  for (const [name, value] of Object.entries(propColors).filter(([name]) => name.startsWith('COLOR_'))) {
    const token = `$${name.toLowerCase().replace(/_/g, '-')}`
    expect(tokens.get(normalise(value))).toBe(token)
  }
})

/** Each block's own declarations, by the line its `$radius-round` sits on. */
function roundedBlocks(file: string): { at: string; width?: string; height?: string; padding?: string }[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  const indent = (line: string) => line.length - line.trimStart().length
  return lines.flatMap((line, index) => {
    if (!/border-radius:\s*\$radius-round\b/.test(line)) return []
    const own = lines
      .slice(0, index)
      .reverse()
      .findIndex((l) => l.trimEnd().endsWith('{') && indent(l) < indent(line))
    const start = index - own
    const siblings: string[] = []
    for (let i = start, depth = 1; i < lines.length && depth > 0; i++) {
      depth += (lines[i].match(/{/g) ?? []).length - (lines[i].match(/}/g) ?? []).length
      if (indent(lines[i]) === indent(line)) siblings.push(lines[i].trim())
    }
    const value = (prop: string) => siblings.find((d) => d.startsWith(`${prop}:`))?.replace(/^[\w-]+:\s*|;$/g, '')
    return [
      {
        at: `${path.relative(SRC, file)}:${index + 1}`,
        width: value('width'),
        height: value('height'),
        padding: value('padding')
      }
    ]
  })
}

test('50% rounds only circles; buttons, search bars and chips take the pill radius', () => {
  const stylesheets = filesUnder(SRC, '.scss').filter((file) => file !== TOKENS_FILE)
  // A box sized by its padding or with a width unlike its height would turn into an oval.
  const ovals = stylesheets
    .flatMap(roundedBlocks)
    .filter((b) => b.width !== b.height || (b.padding !== undefined && b.width === undefined))
    .map((b) => `${b.at} width ${b.width ?? '-'} height ${b.height ?? '-'} padding ${b.padding ?? '-'}`)
  expect(ovals).toEqual([])
})
