// Stylesheets have no meaning in jsdom.
module.exports = {}
