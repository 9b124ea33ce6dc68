const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const EMBEDDED = `${path.sep}embedded${path.sep}`

/**
 * The embedded boot suite (`npm start` on an empty folder, twice) is the PGlite pass's longest: run
 * first, it overlaps the module suites on the other worker instead of finishing alone at the end.
 */
class BootFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    return [...sorted.filter((t) => t.path.includes(EMBEDDED)), ...sorted.filter((t) => !t.path.includes(EMBEDDED))]
  }
}

module.exports = BootFirstSequencer
