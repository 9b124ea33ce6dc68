import Taro from '@tarojs/taro'
import jsQR from 'jsqr'
import { scanQrText } from '../../src/subpages/active/models/scanQr'

jest.mock('jsqr', () => ({ __esModule: true, default: jest.fn() }))

/** A photo of 4000 × 2000 px that "loads" as soon as its address is set (jsdom loads no images). */
class LoadingImage {
  naturalWidth = 4000
  naturalHeight = 2000
  onload: () => void = () => undefined
  onerror: () => void = () => undefined
  set src(_: string) {
    setTimeout(() => this.onload(), 0)
  }
}

const drawn = {
  drawImage: jest.fn(),
  getImageData: jest.fn((_x, _y, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }))
}

beforeEach(() => {
  jest.mocked(jsQR).mockReset()
  Object.assign(window, { Image: LoadingImage })
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: jest.fn() })
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => drawn as unknown as CanvasRenderingContext2D)
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
})

afterEach(() => {
  delete process.env['TARO_ENV_JEST']
})

/** The camera input the browser path opened, once it is there. */
function cameraInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no camera input')
  return input
}

function takePhoto(input: HTMLInputElement) {
  Object.defineProperty(input, 'files', { value: [new File(['jpeg'], 'qr.jpg', { type: 'image/jpeg' })] })
  input.dispatchEvent(new Event('change'))
}

test('in the browser a photo from the back camera is scaled down and its QR decoded', async () => {
  jest.mocked(jsQR).mockReturnValue({ data: 'xsa-signin:5:654321' } as ReturnType<typeof jsQR>)
  const scanned = scanQrText()
  const input = cameraInput()
  expect(input.accept).toBe('image/*')
  expect(input.getAttribute('capture')).toBe('environment')
  takePhoto(input)
  await expect(scanned).resolves.toBe('xsa-signin:5:654321')
  expect(jsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 1024, 512)
  expect(document.querySelector('input[type="file"]')).toBeNull()
})

test('a photo without a readable code answers empty, a closed camera null', async () => {
  jest.mocked(jsQR).mockReturnValue(null)
  const blank = scanQrText()
  takePhoto(cameraInput())
  await expect(blank).resolves.toBe('')

  const closed = scanQrText()
  cameraInput().dispatchEvent(new Event('cancel'))
  await expect(closed).resolves.toBeNull()
})

test('the mini-program uses its own scanner and never the photo decoder', async () => {
  process.env['TARO_ENV_JEST'] = 'weapp'
  const scanCode = jest.fn().mockResolvedValue({ result: 'xsa-signin:5:123456' })
  Object.assign(Taro, { scanCode })
  await expect(scanQrText()).resolves.toBe('xsa-signin:5:123456')
  expect(scanCode).toHaveBeenCalledWith({ onlyFromCamera: true, scanType: ['qrCode'] })
  expect(jsQR).not.toHaveBeenCalled()

  scanCode.mockRejectedValue({ errMsg: 'scanCode:fail cancel' })
  await expect(scanQrText()).resolves.toBeNull()
})
