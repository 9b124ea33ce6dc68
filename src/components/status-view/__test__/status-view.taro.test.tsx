import TestUtils from '@tarojs/test-utils-react'
import { StatusView, type StatusViewProps } from '..'

function Probe(props: StatusViewProps) {
  return <StatusView {...props} />
}

const click = (testUtils: TestUtils, selector: string) =>
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector(selector) as Element)
  })

test('shows the message, then what the page adds, then the action button, which alone acts', async () => {
  const onAction = jest.fn()
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, {
    props: {
      icon: '!',
      title: '您还没有签署诚信承诺',
      description: '签署后更容易获得对方的信任',
      action: '去签署',
      onAction,
      children: <span className='probe'>客服电话</span>
    }
  })
  expect(document.querySelector('.status-view__icon')?.textContent).toBe('!')
  expect(document.querySelector('.status-view__title')?.textContent).toBe('您还没有签署诚信承诺')
  expect(document.querySelector('.status-view__desc')?.textContent).toBe('签署后更容易获得对方的信任')
  const order = Array.from(document.querySelectorAll('.probe, .status-view__action')).map((e) => e.textContent)
  expect(order).toEqual(['客服电话', '去签署'])

  click(testUtils, '.status-view__title')
  expect(onAction).not.toHaveBeenCalled()
  click(testUtils, '.status-view__action')
  expect(onAction).toHaveBeenCalledTimes(1)
  testUtils.unmout()
})

test('without an action label the whole message retries', async () => {
  const onAction = jest.fn()
  const testUtils = new TestUtils()
  await testUtils.mount(Probe, { props: { title: '加载失败，点击重试', onAction } })
  expect(document.querySelector('.status-view__action')).toBeNull()
  expect(document.querySelector('.status-view__desc')).toBeNull()
  click(testUtils, '.status-view__title')
  expect(onAction).toHaveBeenCalledTimes(1)
  testUtils.unmout()
})
