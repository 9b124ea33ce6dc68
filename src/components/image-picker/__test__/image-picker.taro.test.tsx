import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { ImagePicker, type ImagePickerProps } from '..'
import { uploadImage } from '@/api/image'

jest.mock('@/api/image')
const upload = jest.mocked(uploadImage)

let changes: string[][]
function Picker(props: Omit<ImagePickerProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return (
    <ImagePicker
      {...props}
      value={value}
      onChange={(urls) => {
        changes.push(urls)
        setValue(urls)
      }}
    />
  )
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const thumbs = () => Array.from(document.querySelectorAll('.image-picker__img')).map((img) => img.getAttribute('src'))

beforeEach(() => {
  changes = []
  upload.mockReset()
  // The mini-program's chooser unless a test says otherwise. Brackets: Taro's transform rewrites
  // the dotted name in files under src/.
  process.env['TARO_ENV_JEST'] = 'weapp'
})

afterEach(() => {
  delete process.env['TARO_ENV_JEST']
})

test('uploads each picked photo in turn and shows it, asking only for the room left', async () => {
  const choose = jest
    .spyOn(Taro, 'chooseImage')
    .mockResolvedValue({ tempFilePaths: ['a.jpg', 'b.jpg'], tempFiles: [], errMsg: 'chooseImage:ok' })
  upload.mockImplementation(async (path) => ({ url: `/uploads/t1/${path}` }))
  const testUtils = new TestUtils()
  await testUtils.mount(Picker, { props: { value: ['/uploads/t1/old.jpg'], max: 3 } })
  expect(document.querySelector('.image-picker__count')?.textContent).toBe('1/3')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('.image-picker__add') as Element)
    await flush()
  })
  expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 2 }))
  expect(thumbs()).toEqual(['/uploads/t1/old.jpg', '/uploads/t1/a.jpg', '/uploads/t1/b.jpg'])
  // Full: no add tile any more.
  expect(document.querySelector('.image-picker__add')).toBeNull()
  testUtils.unmout()
})

test('keeps the photos that did upload when a later one fails', async () => {
  jest
    .spyOn(Taro, 'chooseImage')
    .mockResolvedValue({ tempFilePaths: ['a.jpg', 'huge.jpg'], tempFiles: [], errMsg: 'chooseImage:ok' })
  upload.mockResolvedValueOnce({ url: '/uploads/t1/a.jpg' }).mockRejectedValueOnce(new Error('图片不能超过 5MB'))
  const testUtils = new TestUtils()
  await testUtils.mount(Picker, { props: { value: [] } })
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('.image-picker__add') as Element)
    await flush()
  })
  expect(thumbs()).toEqual(['/uploads/t1/a.jpg'])
  expect(document.querySelector('.image-picker__hint')?.textContent).toBe('添加图片')
  testUtils.unmout()
})

test('removes a photo, and a cancelled picker changes nothing', async () => {
  jest.spyOn(Taro, 'chooseImage').mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
  const testUtils = new TestUtils()
  await testUtils.mount(Picker, { props: { value: ['/uploads/t1/a.jpg', '/uploads/t1/b.jpg'] } })
  await testUtils.act(async () => {
    testUtils.fireEvent.click(document.querySelector('.image-picker__add') as Element)
    await flush()
  })
  expect(changes).toEqual([])
  testUtils.act(() => {
    testUtils.fireEvent.click(document.querySelector('.image-picker__remove') as Element)
  })
  expect(thumbs()).toEqual(['/uploads/t1/b.jpg'])
  testUtils.unmout()
})

test('shows the photos without add or remove when disabled (a certification under review)', async () => {
  const testUtils = new TestUtils()
  await testUtils.mount(Picker, { props: { value: ['/uploads/t1/a.jpg'], disabled: true } })
  expect(thumbs()).toEqual(['/uploads/t1/a.jpg'])
  expect(document.querySelector('.image-picker__add')).toBeNull()
  expect(document.querySelector('.image-picker__remove')).toBeNull()
  testUtils.unmout()
})

describe('in the browser', () => {
  const files = ['1.jpg', '2.jpg', '3.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }))

  beforeEach(() => {
    process.env['TARO_ENV_JEST'] = 'h5'
    // jsdom has no object URLs: name each after its file.
    Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}` })
    // The member picks 1, 2 and 3 in the file dialog.
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      Object.defineProperty(this, 'files', { value: files })
      this.dispatchEvent(new Event('change'))
    })
  })

  test('photos picked 1-2-3 stay 1-2-3, however long each takes to load and upload', async () => {
    // Taro's own chooser would list them as they finish decoding; ours is not asked.
    const taroChooser = jest.spyOn(Taro, 'chooseImage')
    const delays: Record<string, number> = { 'blob:1.jpg': 30, 'blob:2.jpg': 20, 'blob:3.jpg': 0 }
    upload.mockImplementation(async (path) => {
      await new Promise((resolve) => setTimeout(resolve, delays[path]))
      return { url: `/uploads/t1/${path.slice(5)}` }
    })
    const testUtils = new TestUtils()
    await testUtils.mount(Picker, { props: { value: [] } })
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.image-picker__add') as Element)
      await new Promise((resolve) => setTimeout(resolve, 100))
    })
    expect(taroChooser).not.toHaveBeenCalled()
    expect(thumbs()).toEqual(['/uploads/t1/1.jpg', '/uploads/t1/2.jpg', '/uploads/t1/3.jpg'])
    expect(document.querySelector('input[type="file"]')).toBeNull()
    testUtils.unmout()
  })

  test('asks for no more photos than there is room for', async () => {
    upload.mockImplementation(async (path) => ({ url: `/uploads/t1/${path.slice(5)}` }))
    const testUtils = new TestUtils()
    await testUtils.mount(Picker, { props: { value: ['/uploads/t1/old.jpg'], max: 3 } })
    await testUtils.act(async () => {
      testUtils.fireEvent.click(document.querySelector('.image-picker__add') as Element)
      await flush()
      await flush()
    })
    expect(thumbs()).toEqual(['/uploads/t1/old.jpg', '/uploads/t1/1.jpg', '/uploads/t1/2.jpg'])
    testUtils.unmout()
  })
})
