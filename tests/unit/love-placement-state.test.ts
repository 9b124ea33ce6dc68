import type { Placement } from '@contract/love'
import { placementState } from '../../src/member/love/models/placementState'

const now = new Date('2026-03-10T12:00:00Z')
const window = (startsAt: string, endsAt: string, active: boolean): Placement => ({
  kind: 'top',
  startsAt,
  endsAt,
  active
})

test('a window the server calls active is live', () => {
  expect(placementState(window('2026-03-09T00:00:00Z', '2026-03-12T00:00:00Z', true), now)).toBe('active')
})

test('a window starting after now has not started', () => {
  expect(placementState(window('2026-03-10T12:00:01Z', '2026-03-17T00:00:00Z', false), now)).toBe('upcoming')
})

test('a window that is not live and began before now is over', () => {
  expect(placementState(window('2026-03-01T00:00:00Z', '2026-03-08T00:00:00Z', false), now)).toBe('ended')
})

test('the server decides "live" even when the client clock is behind its start', () => {
  expect(placementState(window('2026-03-10T12:00:30Z', '2026-03-17T00:00:00Z', true), now)).toBe('active')
})
