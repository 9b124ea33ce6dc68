// An imported image is its public URL in the build; in jest it is a URL-like path with the file's name.
const path = require('node:path')

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/static/images/${path.basename(filename)}`)};` }
  }
}
