import Taro from '@tarojs/taro'

type Listener<T = unknown> = (arg: T) => void

/** A Taro SocketTask the test drives: it opens, says things and closes when told. */
export class FakeSocketTask {
  readonly sent: string[] = []
  closed = false
  private readonly listeners = {
    open: [] as Listener[],
    message: [] as Listener<{ data: unknown }>[],
    close: [] as Listener[],
    error: [] as Listener[]
  }

  constructor(readonly url: string) {}

  onOpen(cb: Listener) {
    this.listeners.open.push(cb)
  }
  onMessage(cb: Listener<{ data: unknown }>) {
    this.listeners.message.push(cb)
  }
  onClose(cb: Listener) {
    this.listeners.close.push(cb)
  }
  onError(cb: Listener) {
    this.listeners.error.push(cb)
  }
  send({ data }: { data: string }) {
    this.sent.push(data)
  }
  close() {
    this.closed = true
  }

  /** The server accepted the connection. */
  open() {
    this.listeners.open.forEach((cb) => cb({}))
  }
  /** The server sent `frame` (an object is sent as JSON, a string as is). */
  push(frame: object | string) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame)
    this.listeners.message.forEach((cb) => cb({ data }))
  }
  /** The line dropped, or the server closed it with `code`. */
  drop(code = 1006) {
    this.listeners.close.forEach((cb) => cb({ code, reason: '' }))
  }
  fail() {
    this.listeners.error.forEach((cb) => cb({ errMsg: 'error' }))
  }
}

/** Replaces Taro.connectSocket; `tasks` holds every connection asked for, oldest first. */
export function mockConnectSocket() {
  const tasks: FakeSocketTask[] = []
  const spy = jest.spyOn(Taro, 'connectSocket').mockImplementation(async ({ url }) => {
    const task = new FakeSocketTask(url)
    tasks.push(task)
    return task as unknown as Taro.SocketTask
  })
  return { tasks, spy, last: () => tasks[tasks.length - 1] }
}
