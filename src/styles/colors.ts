/**
 * The design tokens that components take as props rather than styles: native switches and sliders
 * want a colour value, not a class. Values equal src/styles/tokens.scss, which
 * tests/unit/design-tokens.test.ts keeps true.
 */
export const COLOR_BRAND = '#ff5a7a'
export const COLOR_BRAND_LIGHT = '#ff8aa1'
export const COLOR_FILL = '#f2f3f5'
export const COLOR_WECHAT = '#07c160'

/** $gradient-brand, for buttons that take their background as a colour prop. */
export const GRADIENT_BRAND = `linear-gradient(90deg, ${COLOR_BRAND_LIGHT}, ${COLOR_BRAND})`
