import { readFileSync } from 'node:fs'
import path from 'node:path'
import postcss, { type Rule } from 'postcss'
import { compileString } from 'sass'

// app.scss as Taro builds it: the design tokens prepended (config/index.ts).
const STYLES = path.resolve(__dirname, '../../src/styles/tokens.scss')
const APP = path.resolve(__dirname, '../../src/app.scss')
const css = compileString(`${readFileSync(STYLES, 'utf8')}\n${readFileSync(APP, 'utf8')}`).css
const tokens = readFileSync(STYLES, 'utf8')
const token = (name: string) => new RegExp(`^\\$${name}:\\s*(#[0-9a-f]+);`, 'm').exec(tokens)?.[1]

/** Every declaration of `selector`'s rules, last one winning, like the browser's cascade. */
function declarations(selector: string): Record<string, string> {
  const found: Record<string, string> = {}
  postcss.parse(css).walkRules((rule: Rule) => {
    if (!rule.selectors.includes(selector)) return
    rule.walkDecls((decl) => {
      found[decl.prop] = decl.value
    })
  })
  return found
}

test('a textarea writes in the page font and stays inside its card', () => {
  for (const selector of ['textarea', '.taro-textarea']) {
    expect(declarations(selector)).toMatchObject({
      'font-family': 'inherit',
      'box-sizing': 'border-box',
      'max-width': '100%'
    })
  }
  // Taro's H5 textarea wrapper is 300 px wide by its own rule; ours outranks it.
  expect(declarations('body taro-textarea-core')).toMatchObject({ width: '100%', 'max-width': '100%' })
})

test("the picker's 确定 is the brand colour, not the messaging app's green", () => {
  expect(declarations('.weui-picker__action:last-child').color).toBe(token('color-brand'))
})
