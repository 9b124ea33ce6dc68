import TestUtils from '@tarojs/test-utils-react'
import { Badge, badgeText, type BadgeProps } from '..'

function Probe(props: BadgeProps) {
  return (
    <div className='probe'>
      <Badge {...props} />
    </div>
  )
}

test('shows the count, capped at 99+', () => {
  expect(badgeText(1)).toBe('1')
  expect(badgeText(99)).toBe('99')
  expect(badgeText(100)).toBe('99+')
})

test('draws a number, a dot, or nothing when there is nothing new', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: { count: 120 } })
  expect(document.querySelector('.badge')?.textContent).toBe('99+')
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { count: 3, dot: true } })
  expect(document.querySelector('.badge--dot')?.textContent).toBe('')
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { count: 0 } })
  expect(document.querySelector('.badge')).toBeNull()
  testUtils.unmout()
})
