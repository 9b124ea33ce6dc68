import { BlockList, isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Addresses no IP-location service can place: loopback, private, link-local, carrier-grade NAT. */
const NOT_PUBLIC = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16]
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4')
NOT_PUBLIC.addAddress('::1', 'ipv6')
NOT_PUBLIC.addSubnet('fc00::', 7, 'ipv6')
NOT_PUBLIC.addSubnet('fe80::', 10, 'ipv6')

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

/** An address on the public internet (IPv4-mapped IPv6 judged as the IPv4 it carries). */
export function isPublicAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  const family = isIP(plain)
  return family !== 0 && !NOT_PUBLIC.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}
