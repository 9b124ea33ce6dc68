import {
  ReconnectingSocket,
  retryDelay,
  socketUrl,
  SOCKET_OPEN_TIMEOUT_MS,
  SOCKET_PING_MS,
  SOCKET_RETRY_MAX_MS
} from '../../src/utils/socket'
import { mockConnectSocket } from './helpers/socket'

const PING = '{"type":"ping"}'

/** Lets the awaited ticket and connectSocket promises settle under fake timers. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}

let tickets: number
let frames: unknown[]
let downs: number

function socket(url: () => Promise<string> = async () => `wss://api.example.com/s?ticket=t${++tickets}`) {
  return new ReconnectingSocket<unknown>({
    url,
    onFrame: (frame) => frames.push(frame),
    onDown: () => (downs += 1),
    ping: PING,
    stayDownOn: [4409],
    // No jitter: each wait is the upper half's start, so the test can name it.
    random: () => 0
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  tickets = 0
  frames = []
  downs = 0
})

afterEach(() => jest.useRealTimers())

test('the socket URL follows the API base: ws for http, wss for https, the page origin on H5', () => {
  expect(socketUrl('/common/api/message/socket', 'http://127.0.0.1:3000')).toBe(
    'ws://127.0.0.1:3000/common/api/message/socket'
  )
  expect(socketUrl('/common/api/message/socket', 'https://love.example.com')).toBe(
    'wss://love.example.com/common/api/message/socket'
  )
  // Tests run as the H5 build, on jsdom's http origin.
  expect(socketUrl('/common/api/message/socket', '')).toBe(`ws://${location.host}/common/api/message/socket`)
})

test('waits grow from one second, doubling, up to thirty, with up to half of each left to chance', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000])
  expect(retryDelay(10, () => 1)).toBe(SOCKET_RETRY_MAX_MS)
})

test('connects with a fresh ticket, hands on JSON frames and ignores anything else', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  expect(tasks.map((t) => t.url)).toEqual(['wss://api.example.com/s?ticket=t1'])
  tasks[0].open()
  tasks[0].push({ type: 'ready', userId: 7 })
  tasks[0].push('not json')
  tasks[0].push('42')
  expect(frames).toEqual([{ type: 'ready', userId: 7 }])
  expect(s.isOpen).toBe(true)
})

test('pings every 25 seconds while the line answers, and drops a line silent for two pings', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  jest.advanceTimersByTime(SOCKET_PING_MS)
  expect(tasks[0].sent).toEqual([PING])
  tasks[0].push({ type: 'pong' })
  jest.advanceTimersByTime(SOCKET_PING_MS)
  expect(tasks[0].sent).toEqual([PING, PING])

  // Nothing heard since: the third tick finds the line dead and closes it.
  jest.advanceTimersByTime(2 * SOCKET_PING_MS)
  expect(tasks[0].closed).toBe(true)
  expect(downs).toBe(1)
  expect(s.isOpen).toBe(false)
})

test('reconnects after a drop with a new ticket, waiting longer after each failed attempt', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  tasks[0].push({ type: 'ready', userId: 7 })
  tasks[0].drop()
  expect(downs).toBe(1)

  jest.advanceTimersByTime(499)
  await flush()
  expect(tasks).toHaveLength(1)
  jest.advanceTimersByTime(1)
  await flush()
  expect(tasks).toHaveLength(2)
  expect(tasks[1].url).toBe('wss://api.example.com/s?ticket=t2')

  // Refused at once (say the ticket): the next wait doubles.
  tasks[1].open()
  tasks[1].drop()
  jest.advanceTimersByTime(999)
  await flush()
  expect(tasks).toHaveLength(2)
  jest.advanceTimersByTime(1)
  await flush()
  expect(tasks).toHaveLength(3)
})

test('an error and the close that follows it schedule one reconnect, not two', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  tasks[0].fail()
  tasks[0].drop()
  expect(downs).toBe(1)
  jest.advanceTimersByTime(SOCKET_RETRY_MAX_MS)
  await flush()
  expect(tasks).toHaveLength(2)
})

test('a ticket that cannot be had is tried again later', async () => {
  const { tasks } = mockConnectSocket()
  let fail = true
  const s = socket(async () => {
    if (fail) throw new Error('offline')
    return 'wss://api.example.com/s?ticket=ok'
  })
  s.start()
  await flush()
  expect(tasks).toHaveLength(0)
  fail = false
  jest.advanceTimersByTime(500)
  await flush()
  expect(tasks.map((t) => t.url)).toEqual(['wss://api.example.com/s?ticket=ok'])
})

test('an attempt not open within the socket timeout is given up and tried again', async () => {
  const { tasks } = mockConnectSocket()
  socket().start()
  await flush()
  jest.advanceTimersByTime(SOCKET_OPEN_TIMEOUT_MS)
  expect(tasks[0].closed).toBe(true)
  jest.advanceTimersByTime(500)
  await flush()
  expect(tasks).toHaveLength(2)
})

test('waking a dropped socket reconnects now instead of waiting out the backoff', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  tasks[0].drop()
  s.wake()
  await flush()
  expect(tasks).toHaveLength(2)
  // The backoff's own timer was replaced, not added to.
  jest.advanceTimersByTime(SOCKET_RETRY_MAX_MS)
  await flush()
  expect(tasks).toHaveLength(2)

  // A live socket is left alone.
  tasks[1].open()
  s.wake()
  await flush()
  expect(tasks).toHaveLength(2)
})

test('a socket the server closed to make room for a newer device stays down until the app wakes it', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  tasks[0].drop(4409)
  expect(downs).toBe(1)
  jest.advanceTimersByTime(SOCKET_RETRY_MAX_MS * 2)
  await flush()
  expect(tasks).toHaveLength(1)

  s.wake()
  await flush()
  expect(tasks).toHaveLength(2)
})

test('stopping closes the line and nothing reconnects, not even a connection still being made', async () => {
  const { tasks } = mockConnectSocket()
  const s = socket()
  s.start()
  await flush()
  tasks[0].open()
  s.stop()
  expect(tasks[0].closed).toBe(true)
  tasks[0].drop()
  tasks[0].push({ type: 'message' })
  jest.advanceTimersByTime(SOCKET_RETRY_MAX_MS)
  await flush()
  expect(tasks).toHaveLength(1)
  expect(frames).toEqual([])
  expect(downs).toBe(0)

  s.start()
  s.stop()
  await flush()
  expect(tasks).toHaveLength(1)
})
