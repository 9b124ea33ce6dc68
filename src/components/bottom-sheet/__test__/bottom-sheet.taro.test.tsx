import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { BottomSheet, type BottomSheetProps } from '..'

function Sheet(props: BottomSheetProps) {
  return <BottomSheet {...props} />
}

test('shows its title and content, and closes from outside or the close button only', async () => {
  const onClose = jest.fn()
  const testUtils = new TestUtils()
  await testUtils.mount(Sheet, {
    props: { open: true, title: '选择头像', onClose, children: <span className='probe'>内容</span> }
  })
  expect(document.querySelector('.bottom-sheet__title')?.textContent).toBe('选择头像')
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.probe') as Element)
  })
  expect(onClose).not.toHaveBeenCalled()
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.bottom-sheet__mask') as Element)
  })
  expect(onClose).toHaveBeenCalledTimes(1)
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.bottom-sheet [aria-label="关闭"]') as Element)
  })
  expect(onClose).toHaveBeenCalledTimes(2)
  testUtils.unmout()
})

test('renders nothing while closed', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Sheet, { props: { open: false, title: '修改密码', onClose: jest.fn() } })
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  testUtils.unmout()
})

test('closing takes the sheet out of the page and gives the page its scrolling back', async () => {
  function Closable() {
    const [open, setOpen] = useState(true)
    return (
      <BottomSheet open={open} title='切换城市' onClose={() => setOpen(false)}>
        <span>内容</span>
      </BottomSheet>
    )
  }
  const testUtils = new TestUtils()
  await testUtils.mount(Closable, { props: {} })
  expect(document.body.classList.contains('nut-overflow-hidden')).toBe(true)
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.bottom-sheet__mask') as Element)
  })
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(document.body.classList.contains('nut-overflow-hidden')).toBe(false)
  testUtils.unmout()
})
