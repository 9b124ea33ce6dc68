import Taro from '@tarojs/taro'
import { isH5 } from './platform'

/** SPEC §9: the socket's timeout, like the request's: an attempt not open by then is given up. */
export const SOCKET_OPEN_TIMEOUT_MS = 60000
/** Proxies and mobile networks drop sockets idle for about a minute; a ping well inside that keeps it. */
export const SOCKET_PING_MS = 25000
export const SOCKET_RETRY_MIN_MS = 1000
export const SOCKET_RETRY_MAX_MS = 30000

/**
 * The WebSocket URL of an API path. The mini-program's API base is absolute (http → ws, https →
 * wss); H5 is served from the API's own origin, so its socket is too.
 */
export function socketUrl(path: string, base: string = API_BASE_URL): string {
  if (/^https?:\/\//.test(base)) return `${base.replace(/^http/, 'ws')}${path}`
  if (isH5() && typeof location !== 'undefined') {
    return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`
  }
  return path
}

/** The wait before reconnect attempt `attempt` (0 = first): doubling up to the cap, half of it random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(SOCKET_RETRY_MAX_MS, SOCKET_RETRY_MIN_MS * 2 ** attempt)
  return Math.round(full / 2 + (random() * full) / 2)
}

export interface SocketOptions<In> {
  /** Asked before every attempt, so a one-use ticket is fresh each time; a rejection counts as a failed attempt. */
  url: () => Promise<string>
  /** Each JSON frame the server sends; anything that is not a JSON object is ignored. */
  onFrame: (frame: In) => void
  /** The connection went away (it will be tried again while the socket is started). */
  onDown?: () => void
  /** The text sent every SOCKET_PING_MS; the server answers, which also tells a dead line from a quiet one. */
  ping: string
  /** Close codes after which no reconnect is scheduled; wake() (the app shown again) still reconnects. */
  stayDownOn?: readonly number[]
  random?: () => number
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/**
 * A WebSocket that stays connected while started: built on Taro.connectSocket, so the same code
 * runs in the mini-program and in a browser. It reconnects with a growing, jittered wait (a
 * server restart must not bring every member back in the same second), pings to keep the line
 * open, and treats a line that has been silent for two pings as dead. Callbacks of a connection
 * that has been replaced are ignored, so one drop never schedules two reconnects.
 */
export class ReconnectingSocket<In> {
  private task: Taro.SocketTask | null = null
  private running = false
  /** Counts connections; a callback from an older one sees a different number and does nothing. */
  private generation = 0
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private openTimer: ReturnType<typeof setTimeout> | null = null
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private lastHeard = 0
  private opened = false

  constructor(private readonly options: SocketOptions<In>) {}

  get started(): boolean {
    return this.running
  }

  /** Whether a connection is open right now. */
  get isOpen(): boolean {
    return this.opened
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.attempt = 0
    void this.connect()
  }

  stop(): void {
    this.running = false
    this.teardown()
  }

  /**
   * The app came back to the foreground: a mini-program's socket does not survive the background,
   * and the member should not wait out a long backoff, so a lost connection is tried again now.
   */
  wake(): void {
    if (!this.running || this.task) return
    this.attempt = 0
    void this.connect()
  }

  private async connect(): Promise<void> {
    this.clearTimers()
    const gen = ++this.generation
    let task: Taro.SocketTask
    try {
      const url = await this.options.url()
      if (gen !== this.generation) return
      task = await Taro.connectSocket({ url })
    } catch {
      if (gen === this.generation) this.scheduleRetry()
      return
    }
    if (gen !== this.generation) return void task.close({})
    this.task = task
    this.opened = false
    this.openTimer = setTimeout(() => this.lost(gen), SOCKET_OPEN_TIMEOUT_MS)

    task.onOpen(() => {
      if (gen !== this.generation) return
      this.opened = true
      if (this.openTimer) clearTimeout(this.openTimer)
      this.openTimer = null
      this.lastHeard = Date.now()
      this.pingTimer = setInterval(() => this.tick(gen), SOCKET_PING_MS)
    })
    task.onMessage(({ data }: { data: unknown }) => {
      if (gen !== this.generation) return
      this.lastHeard = Date.now()
      // A line that has carried a frame works: the next drop starts the backoff afresh. (One that
      // opens and closes at once, say on a refused ticket, keeps growing its wait.)
      this.attempt = 0
      if (typeof data !== 'string') return
      let frame: unknown
      try {
        frame = JSON.parse(data)
      } catch {
        return
      }
      if (isObject(frame)) this.options.onFrame(frame as In)
    })
    task.onClose((res?: { code?: number }) => this.lost(gen, this.options.stayDownOn?.includes(res?.code ?? 0)))
    task.onError(() => this.lost(gen))
  }

  private tick(gen: number): void {
    if (gen !== this.generation || !this.task) return
    if (Date.now() - this.lastHeard > 2 * SOCKET_PING_MS) return this.lost(gen)
    this.task.send({ data: this.options.ping })
  }

  /** Connection `gen` is gone (closed, failed, silent or never opened): forget it and try again later. */
  private lost(gen: number, stayDown = false): void {
    if (gen !== this.generation) return
    this.teardown()
    this.options.onDown?.()
    if (this.running && !stayDown) this.scheduleRetry()
  }

  private scheduleRetry(): void {
    const delay = retryDelay(this.attempt, this.options.random)
    this.attempt += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (this.running) void this.connect()
    }, delay)
  }

  private teardown(): void {
    this.generation += 1
    this.clearTimers()
    this.opened = false
    const task = this.task
    this.task = null
    // Closing one that is already closed or never opened fails harmlessly.
    task?.close({ fail: () => undefined })
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.openTimer) clearTimeout(this.openTimer)
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.retryTimer = this.openTimer = this.pingTimer = null
  }
}
