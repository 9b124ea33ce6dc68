import Taro from '@tarojs/taro'
import {
  AVATAR_SIZE,
  loadPhoto,
  renderCrop
} from '../../src/uni_modules/vk-uview-ui/components/u-avatar-cropper/render'

const SOURCE = { x: 100, y: 0, width: 600, height: 600 }

/** A 2D context that records what was drawn. */
function fakeContext() {
  return { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() }
}

/** Images that "load" as soon as they get a src, at 800×600. */
class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  crossOrigin: string | null = null
  naturalWidth = 800
  naturalHeight = 600
  private source = ''
  get src() {
    return this.source
  }
  set src(value: string) {
    this.source = value
    setTimeout(() => (value.includes('broken') ? this.onerror?.() : this.onload?.()), 0)
  }
}

afterEach(() => {
  delete process.env.TARO_ENV_JEST
})

describe('in the browser', () => {
  let images: LoadingImage[]
  beforeEach(() => {
    images = []
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = new LoadingImage()
      images.push(image)
      return image as unknown as HTMLImageElement
    })
  })

  it('reads the natural size without a canvas', async () => {
    await expect(loadPhoto('blob:http://localhost/p')).resolves.toEqual({
      src: 'blob:http://localhost/p',
      width: 800,
      height: 600
    })
    expect(images[0].crossOrigin).toBeNull()
  })

  it('asks for CORS only for a photo on the web', async () => {
    await loadPhoto('https://cdn.example.com/p.jpg')
    expect(images[0].crossOrigin).toBe('anonymous')
  })

  it('draws the square on a white 400×400 canvas and exports a JPEG data URL', async () => {
    const ctx = fakeContext()
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D)
    const toDataURL = jest
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,AAAA')
    const rendered = await renderCrop({ src: 'blob:http://localhost/p', width: 800, height: 600 }, SOURCE)
    expect(rendered).toEqual({ kind: 'dataUrl', data: 'data:image/jpeg;base64,AAAA' })
    expect(ctx.fillStyle).toBe('#ffffff')
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, AVATAR_SIZE, AVATAR_SIZE)
    expect(ctx.drawImage).toHaveBeenCalledWith(images[0], 100, 0, 600, 600, 0, 0, 400, 400)
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9)
  })

  it('fails when the photo does not load', async () => {
    await expect(loadPhoto('blob:http://localhost/broken')).rejects.toThrow()
  })
})

describe('in the mini-program', () => {
  beforeEach(() => {
    process.env.TARO_ENV_JEST = 'weapp'
  })

  it('reads the size and a drawable local path from getImageInfo', async () => {
    jest.spyOn(Taro, 'getImageInfo').mockResolvedValue({
      width: 600,
      height: 900,
      path: 'wxfile://tmp/p.jpg',
      orientation: 'up',
      type: 'jpeg',
      errMsg: 'ok'
    })
    await expect(loadPhoto('https://cdn.example.com/p.jpg')).resolves.toEqual({
      src: 'wxfile://tmp/p.jpg',
      width: 600,
      height: 900
    })
  })

  it('draws on the page canvas and saves it as a 400×400 JPEG file', async () => {
    const ctx = fakeContext()
    const image = new LoadingImage()
    const canvas = { width: 0, height: 0, createImage: () => image, getContext: () => ctx }
    const select = jest.fn(() => ({
      node: (cb: (res: { node: unknown }) => void) => ({ exec: () => cb({ node: canvas }) })
    }))
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue({ select } as unknown as Taro.SelectorQuery)
    const save = jest
      .spyOn(Taro, 'canvasToTempFilePath')
      .mockResolvedValue({ tempFilePath: 'wxfile://tmp/crop.jpg', errMsg: 'ok' })

    const rendered = await renderCrop({ src: 'wxfile://tmp/p.jpg', width: 800, height: 600 }, SOURCE)
    expect(rendered).toEqual({ kind: 'file', path: 'wxfile://tmp/crop.jpg' })
    expect(select).toHaveBeenCalledWith('#avatar-crop-canvas')
    expect(canvas.width).toBe(AVATAR_SIZE)
    expect(canvas.height).toBe(AVATAR_SIZE)
    expect(image.src).toBe('wxfile://tmp/p.jpg')
    expect(ctx.drawImage).toHaveBeenCalledWith(image, 100, 0, 600, 600, 0, 0, 400, 400)
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ canvas, fileType: 'jpg', quality: 0.9, destWidth: 400, destHeight: 400 })
    )
  })

  it('fails when the page has no canvas', async () => {
    const select = jest.fn(() => ({
      node: (cb: (res: { node: unknown } | null) => void) => ({ exec: () => cb(null) })
    }))
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue({ select } as unknown as Taro.SelectorQuery)
    await expect(renderCrop({ src: 'wxfile://tmp/p.jpg', width: 800, height: 600 }, SOURCE)).rejects.toThrow(
      'crop canvas not found'
    )
  })
})
