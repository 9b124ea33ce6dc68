/**
 * The design tokens that components take as props rather than styles: native switches and sliders
 * want a colour value, not a class. Values equal src/styles/tokens.scss, which
 * tests/unit/design-tokens.test.ts keeps true.
 */
export const COLOR_BRAND = '#ff5a7a'
export const COLOR_FILL = '#f2f3f5'
