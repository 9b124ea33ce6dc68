import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { idCardCheckDigit } from '@contract/rules'

/** A valid ID number (Beijing Dongcheng, born on `birth`, sequence `seq`) with its check character. */
export function idCard(seq: number, birth = '19900307'): string {
  const first17 = `110101${birth}${String(seq).padStart(3, '0')}`
  return first17 + idCardCheckDigit(first17)
}

export const PROOF = ['/uploads/t1/images/2026/11/proof.jpg']

export interface FakeFaceService {
  url: string
  /** What the next checks answer: an HTTP status and a JSON body. */
  answer: { status: number; body: unknown }
  received: unknown[]
  close(): Promise<void>
}

/** A stand-in for the verification gateway behind FACE_PROVIDER=http. */
export async function fakeFaceService(): Promise<FakeFaceService> {
  const service: Omit<FakeFaceService, 'url' | 'close'> = {
    answer: { status: 200, body: { outcome: 'pass' } },
    received: []
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      service.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      res
        .writeHead(service.answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(service.answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(service, {
    url: `http://127.0.0.1:${port}/check`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
}
