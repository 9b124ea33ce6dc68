import { BlockList, isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Headers a reverse proxy adds: behind one, every socket comes from the machine itself. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

/** 127.0.0.0/8, ::1 (and their IPv4-mapped forms) or the name localhost. */
export function isLoopbackAddress(address: string): boolean {
  if (address === 'localhost') return true
  const family = isIP(address)
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * A client on the server's own machine, judged by the socket rather than request.ip (which
 * trusts X-Forwarded-For under TRUST_PROXY); anything a proxy forwarded is someone else.
 */
export function isLoopbackRequest(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false
  return isLoopbackAddress(request.socket.remoteAddress ?? '')
}
