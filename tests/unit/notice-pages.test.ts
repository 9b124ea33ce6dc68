import { NOTICE_PAGES } from '@contract/notice'
import { ROUTES } from '../../src/constants/routes'
import { acceptedIds, templateIdsFor } from '../../src/hooks/useSubscribeOptIn'

test("the pages notices open are the client's own routes", () => {
  for (const [key, path] of Object.entries(NOTICE_PAGES)) {
    expect({ key, path }).toEqual({ key, path: ROUTES[key as keyof typeof ROUTES] })
  }
})

test('asks for the templates of the kinds wanted, each once, at most three', () => {
  const list = [
    { kind: 'viewed', templateId: 'a' },
    { kind: 'faved', templateId: 'a' },
    { kind: 'cashout', templateId: 'b' },
    { kind: 'line', templateId: 'c' },
    { kind: 'gift', templateId: 'd' }
  ] as const
  expect(templateIdsFor([...list])).toEqual(['a', 'b', 'c'])
  expect(templateIdsFor([...list], ['gift', 'cashout'])).toEqual(['b', 'd'])
  expect(templateIdsFor([], ['viewed'])).toEqual([])
})

test('counts only the templates the member accepted', () => {
  expect(acceptedIds(['a', 'b', 'c'], { errMsg: 'ok', a: 'accept', b: 'reject', c: 'ban' })).toEqual(['a'])
})
