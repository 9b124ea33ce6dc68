import { readFileSync } from 'node:fs'
import path from 'node:path'
import { COLOR_BRAND } from '../../src/styles/colors'

// The H5 page template: a browser tab shows the icon it links before any script runs.
const html = readFileSync(path.resolve(__dirname, '../../src/index.html'), 'utf8')

test('the page links a favicon: the brand heart drawn in the brand colour', () => {
  const page = new DOMParser().parseFromString(html, 'text/html')
  const href = page.querySelector('link[rel="icon"]')?.getAttribute('href') ?? ''
  expect(href.startsWith('data:image/svg+xml,')).toBe(true)
  const svg = new DOMParser().parseFromString(decodeURIComponent(href.slice(href.indexOf(',') + 1)), 'image/svg+xml')
  expect(svg.querySelector('parsererror')).toBeNull()
  expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 64 64')
  expect(svg.querySelector('stop[offset="1"]')?.getAttribute('stop-color')).toBe(COLOR_BRAND)
  expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#fff')
})
