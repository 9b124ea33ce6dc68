// Every client unit test runs on a phone set to UTC, the zone that once moved event times by 8
// hours: set before the workers start, so their clocks read it (a test can't change its own zone).
module.exports = async () => {
  process.env.TZ = 'UTC'
}
