import sanitizeHtml from 'sanitize-html'

/** A CSS value without url(), expression() or escapes, which could fetch or run something. */
const PLAIN_VALUE = /^(?!.*(?:url\s*\(|expression\s*\(|\\))[-#%.,()\w\s"']+$/i
const LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%|pt|vw)?$|^auto$/i
const SPACING = /^(-?\d+(\.\d+)?(px|em|rem|%|pt)?|auto)(\s+(-?\d+(\.\d+)?(px|em|rem|%|pt)?|auto)){0,3}$/i

/**
 * What staff may put in content pages (about us, agreements, notices): text formatting,
 * lists, tables, images and links, with inline styles limited to how text and boxes look.
 * Anything that runs, frames, submits or positions over the app is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'a',
    'figure',
    'figcaption'
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start']
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedStyles: {
    '*': {
      color: [PLAIN_VALUE],
      'background-color': [PLAIN_VALUE],
      'font-size': [LENGTH],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
      'font-style': [/^(normal|italic)$/i],
      'text-align': [/^(left|right|center|justify)$/i],
      'text-indent': [LENGTH],
      'text-decoration': [/^(none|underline|line-through)$/i],
      'line-height': [LENGTH],
      'letter-spacing': [LENGTH],
      'vertical-align': [/^(top|middle|bottom|baseline)$/i],
      width: [LENGTH],
      height: [LENGTH],
      'max-width': [LENGTH],
      margin: [SPACING],
      'margin-top': [LENGTH],
      'margin-bottom': [LENGTH],
      padding: [SPACING],
      border: [PLAIN_VALUE],
      'border-radius': [LENGTH]
    }
  },
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs }
  }
}

/** The one gate every write of staff-authored rich HTML goes through, so stored pages are safe to render as HTML. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
