import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { HOST_A } from '../setup/templates'
import { testDatabase } from './database'
import type { AppConfig } from '../../src/config'
import type { ApiEnvelope } from '@contract/envelope'
import type { ApiPath, ReqOf, ResOf } from '@contract/api'

/** Each suite stores its uploads in its own temporary folder. */
function uploadDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'love-uploads-'))
}

export { HOST_A, HOST_B } from '../setup/templates'

export interface TestApp {
  app: FastifyInstance
  /** POST a contract endpoint on a tenant's host; returns the HTTP status and the envelope. */
  call<P extends ApiPath>(
    path: P,
    body: ReqOf<P> | Record<string, unknown>,
    opts?: { token?: string; host?: string }
  ): Promise<{ status: number; body: ApiEnvelope<ResOf<P>> }>
  /** Any HTTP request over a real socket (fastify.inject can't load under jest). */
  request(opts: RawRequest): Promise<RawResponse>
  close(): Promise<void>
}

export interface RawRequest {
  method?: string
  url: string
  host?: string
  headers?: Record<string, string>
  body?: string
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json<T = ApiEnvelope>(): T
}

function rawRequest(port: number, opts: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'GET',
        path: opts.url,
        headers: { host: opts.host ?? HOST_A, ...opts.headers }
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) })
        })
      }
    )
    req.on('error', reject)
    if (opts.body !== undefined) req.write(opts.body)
    req.end()
  })
}

/** Two tenants (A on HOST_A = the default tenant 1, B on HOST_B = tenant 2), seeded without demo members. */
export async function buildTestApp(config: Partial<AppConfig> = {}, modules?: readonly string[]): Promise<TestApp> {
  const db = await testDatabase()
  const app = await buildApp({
    db: db.handle,
    logger: false,
    modules,
    lazySchemas: true,
    config: {
      NODE_ENV: 'test',
      DEV_MODE: true,
      STATIC_DIR: '',
      DEFAULT_TENANT_ID: 1,
      REDIS_URL: '',
      TENANT_CACHE_MS: 0,
      UPLOAD_DIR: uploadDir(),
      ...config
    }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    request: (opts) => rawRequest(port, opts),
    async call(path, body, opts = {}) {
      const res = await rawRequest(port, {
        method: 'POST',
        url: path,
        host: opts.host,
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: opts.token } : {}) },
        body: JSON.stringify(body)
      })
      return { status: res.status, body: res.json() }
    },
    async close() {
      await app.close()
      await db.close()
    }
  }
}

/** Reads the code the dev SMS provider "sent" to a phone. */
export async function lastSmsCode(t: TestApp, phone: string, host = HOST_A): Promise<string> {
  const res = await t.request({ url: `/dev/sms-outbox?phone=${phone}`, host })
  const rows = res.json<ApiEnvelope<{ code: string }[]>>().data
  if (!rows.length) throw new Error(`no SMS sent to ${phone}`)
  return rows[0].code
}

/** Signs a phone up through SMS login and returns its token. */
export async function loginWithSms(t: TestApp, phone: string, host = HOST_A): Promise<string> {
  const sent = await t.call('/common/api/system/sendCaptcha', { phone, scene: 'login' }, { host })
  if (sent.body.code !== 20000) throw new Error(sent.body.msg)
  const code = await lastSmsCode(t, phone, host)
  const res = await t.call('/common/api/auth/loginByPhone', { phone, code }, { host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.token
}
