import TestUtils from '@tarojs/test-utils-react'
import { PageShell, type PageShellProps } from '../../src/components/page-shell'
import { mockPageStack, mockTaroUi } from './helpers/taro'

let ui: ReturnType<typeof mockTaroUi>

beforeEach(() => {
  ui = mockTaroUi()
})

function Shell(props: PageShellProps) {
  return <PageShell {...props} />
}

test('renders the title, the content and a back button that goes back', async () => {
  const testUtils = new TestUtils()
  mockPageStack(2)
  await testUtils.mount(Shell, { props: { title: '短信登录', children: <span className='probe'>body</span> } })
  expect(testUtils.html()).toContain('短信登录')
  expect(testUtils.html()).toContain('probe')

  const back = await testUtils.queries.waitForQuerySelector('.page-shell__back')
  testUtils.act(() => {
    testUtils.fireEvent.click(back)
  })
  expect(ui.navigateBack).toHaveBeenCalled()
  testUtils.unmout()
})

test('goes home from the only page', async () => {
  const testUtils = new TestUtils()
  mockPageStack(1)
  await testUtils.mount(Shell, { props: { title: '关于我们' } })
  const back = await testUtils.queries.waitForQuerySelector('.page-shell__back')
  testUtils.act(() => {
    testUtils.fireEvent.click(back)
  })
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  testUtils.unmout()
})

test('has no back button when showBack is false', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Shell, { props: { title: '首页', showBack: false } })
  expect(testUtils.html()).toContain('首页')
  expect(testUtils.html()).not.toContain('page-shell__back')
  testUtils.unmout()
})
