import TestUtils from '@tarojs/test-utils-react'
import { AvatarSheet } from '../../src/member/parts/avatar-sheet'
import { mockTaroUi } from './helpers/taro'

test('上传照片 closes the sheet and opens the avatar cropper', async () => {
  const ui = mockTaroUi()
  const onClose = jest.fn()
  const onPick = jest.fn(async () => true)
  const testUtils = new TestUtils()
  await testUtils.mount(AvatarSheet, { props: { open: true, current: '', onClose, onPick } })
  const upload = Array.from(document.querySelectorAll('.avatar-sheet__upload')).find((el) =>
    el.textContent?.includes('上传照片')
  )
  if (!upload) throw new Error('no 上传照片')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(upload)
  })
  expect(onClose).toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({
    url: '/uni_modules/vk-uview-ui/components/u-avatar-cropper/u-avatar-cropper'
  })
  expect(onPick).not.toHaveBeenCalled()
  testUtils.unmout()
})
