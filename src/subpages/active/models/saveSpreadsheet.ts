import Taro from '@tarojs/taro'
import type { ExportSignupsRes } from '@contract/active'
import { base64ToBlob, XLSX_MIME } from '@/utils/base64File'
import { isWeapp } from '@/utils/platform'

/** The browser saves the workbook under its name, as a download link clicked would. */
function download({ fileName, base64 }: ExportSignupsRes): void {
  const url = URL.createObjectURL(base64ToBlob(base64, XLSX_MIME))
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
 * The mini-program has no downloads: the workbook is written to the user's data folder and opened
 * in the document viewer, whose menu forwards or saves it.
 */
async function openInWeapp({ fileName, base64 }: ExportSignupsRes): Promise<void> {
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
  await Taro.openDocument({ filePath, fileType: 'xlsx', showMenu: true })
}

/** Hands the exported guest list to the staff member: a download in the browser, the viewer in the mini-program. */
export function saveSpreadsheet(file: ExportSignupsRes): Promise<void> {
  if (isWeapp()) return openInWeapp(file)
  download(file)
  return Promise.resolve()
}
