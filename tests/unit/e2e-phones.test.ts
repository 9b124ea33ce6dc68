import fs from 'node:fs'
import path from 'node:path'

/*
 * Journey files share a server (two workers, several files each, in no fixed order), so a number a
 * journey signs up must be that file's alone: a second file registering it gets 该手机号已注册 or
 * logs into the first one's account, depending on which ran first.
 */
const E2E = path.resolve(__dirname, '../e2e')
/** Numbers journeys sign up are 139 66xx xxxx; the seeded demo city's numbers may be shared. */
const SIGN_UP_NUMBER = /'(13966\d{6})'/g

test('each number a journey signs up belongs to one journey file', () => {
  const owners = new Map<string, string[]>()
  for (const file of fs.readdirSync(E2E).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(E2E, file), 'utf8')
    for (const phone of new Set([...text.matchAll(SIGN_UP_NUMBER)].map((m) => m[1]))) {
      owners.set(phone, [...(owners.get(phone) ?? []), file])
    }
  }
  expect(owners.size).toBeGreaterThan(5)
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([])
})
