/**
 * A webpack loader for a script that embeds a TrueType font as a base64 data: URL in a string (Taro's
 * H5 toast injects its icon font so): the font becomes a file of its own, fetched by the browser only
 * when something draws in that font, and the string names the file instead.
 */
const { createHash } = require('node:crypto')

const EMBEDDED_FONT = /data:application\/x-font-ttf;charset=utf-8;base64, ?([A-Za-z0-9+/=]+)/g

module.exports = function embeddedFontLoader(source) {
  const { publicPath, directory } = this.getOptions()
  return source.replace(EMBEDDED_FONT, (_dataUrl, base64) => {
    const font = Buffer.from(base64, 'base64')
    const file = `${directory}/${createHash('sha256').update(font).digest('hex').slice(0, 8)}.ttf`
    this.emitFile(file, font)
    return `${publicPath}${file}`
  })
}
