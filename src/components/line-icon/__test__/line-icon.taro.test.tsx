import TestUtils from '@tarojs/test-utils-react'
import { LineIcon, type LineIconProps } from '..'

function Icon(props: LineIconProps) {
  return <LineIcon {...props} />
}

test('draws a known icon as a mask in the text colour', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Icon, { props: { name: 'home', fallback: '首' } })
  const icon = document.querySelector('.line-icon')
  expect(icon?.getAttribute('style')).toContain('data:image/svg+xml')
  expect(icon?.textContent).toBe('')
  testUtils.unmout()
})

test('shows the fallback character for a name it does not draw', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Icon, { props: { name: 'no-such-icon', fallback: '红' } })
  const icon = document.querySelector('.line-icon--text')
  expect(icon?.textContent).toBe('红')
  testUtils.unmout()
})
