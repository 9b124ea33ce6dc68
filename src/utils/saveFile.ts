import Taro from '@tarojs/taro'
import { base64ToBlob } from './base64File'
import { isWeapp } from './platform'

/** A file the server sent as base64 in the envelope (a guest list, a signed contract). */
export interface Base64File {
  fileName: string
  base64: string
}

/** What the file is, for the browser's Blob and the mini-program's document viewer. */
export interface FileKind {
  mime: string
  fileType: 'xlsx' | 'pdf' | 'zip'
}

export const XLSX: FileKind = {
  mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileType: 'xlsx'
}
export const PDF: FileKind = { mime: 'application/pdf', fileType: 'pdf' }
export const ZIP: FileKind = { mime: 'application/zip', fileType: 'zip' }

/** The browser saves the file under its name, as a download link clicked would. */
function download({ fileName, base64 }: Base64File, { mime }: FileKind): void {
  const url = URL.createObjectURL(base64ToBlob(base64, mime))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The mini-program has no downloads: the file is written to the user's data folder and opened in
 * the document viewer, whose menu forwards or saves it; an archive, which the viewer cannot open, is
 * sent to a chat of the person's choosing (their own file transfer, say) instead.
 */
async function openInWeapp({ fileName, base64 }: Base64File, { fileType }: FileKind): Promise<void> {
  const filePath = `${Taro.env.USER_DATA_PATH}/${fileName}`
  await new Promise<void>((resolve, reject) =>
    Taro.getFileSystemManager().writeFile({
      filePath,
      data: base64,
      encoding: 'base64',
      success: () => resolve(),
      fail: (err) => reject(new Error(err.errMsg))
    })
  )
  if (fileType === 'zip') await Taro.shareFileMessage({ filePath, fileName })
  else await Taro.openDocument({ filePath, fileType, showMenu: true })
}

/** Hands the file to the person: a download in the browser, the document viewer in the mini-program. */
export function saveFile(file: Base64File, kind: FileKind): Promise<void> {
  if (isWeapp()) return openInWeapp(file, kind)
  download(file, kind)
  return Promise.resolve()
}
