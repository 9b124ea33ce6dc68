import TestUtils from '@tarojs/test-utils-react'
import { Badge, badgeText, type BadgeProps } from '..'

function Probe(props: BadgeProps) {
  return (
    <div className='probe'>
      <Badge {...props}>{props.children}</Badge>
    </div>
  )
}

test('shows the count, capped at 99+ (SPEC §9)', () => {
  expect(badgeText(1)).toBe('1')
  expect(badgeText(4)).toBe('4')
  expect(badgeText(99)).toBe('99')
  expect(badgeText(100)).toBe('99+')
  expect(badgeText(4321)).toBe('99+')
})

test('draws the number on its icon, or the icon alone when there is nothing new', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: { count: 120, children: <span className='icon' /> } })
  // The marker's code arrives with the first count; until then the icon stands alone.
  expect(document.querySelector('.probe .icon')).not.toBeNull()
  await testUtils.queries.waitForQuerySelector('.badge')
  expect(document.querySelector('.badge')?.textContent).toBe('99+')
  expect(document.querySelector('.badge .icon')).not.toBeNull()
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { count: 4 } })
  await testUtils.queries.waitForQuerySelector('.badge')
  expect(document.querySelector('.badge')?.textContent).toBe('4')
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { count: 0, children: <span className='icon' /> } })
  expect(document.querySelector('.badge')).toBeNull()
  expect(document.querySelector('.probe .icon')).not.toBeNull()
  testUtils.unmout()

  await testUtils.mount(Probe, { props: { count: 0 } })
  expect(document.querySelector('.badge')).toBeNull()
  testUtils.unmout()
})
