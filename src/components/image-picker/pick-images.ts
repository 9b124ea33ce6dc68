import Taro from '@tarojs/taro'
import { isH5 } from '@/utils/platform'

/**
 * The browser's file dialog, the photos' addresses in the order the member picked them. Taro's H5
 * chooseImage lists each photo as soon as the browser has decoded it, so a small third photo
 * could overtake a large second one and an album picked 1-2-3 arrived 1-3-2.
 */
function pickInBrowser(count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.multiple = count > 1
    input.style.display = 'none'
    const settle = (paths: string[]) => {
      input.remove()
      if (paths.length > 0) resolve(paths)
      else reject(new Error('cancel'))
    }
    input.addEventListener('change', () =>
      settle(
        Array.from(input.files ?? [])
          .slice(0, count)
          .map((file) => URL.createObjectURL(file))
      )
    )
    // Browsers that report a closed dialog; the others simply never answer, which costs nothing.
    input.addEventListener('cancel', () => settle([]))
    document.body.appendChild(input)
    input.click()
  })
}

/** Up to `count` photos from the album or camera, in the order picked; rejects when none were. */
export async function pickImages(count: number): Promise<string[]> {
  if (isH5()) return pickInBrowser(count)
  const picked = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  return picked.tempFilePaths.slice(0, count)
}
