import Taro from '@tarojs/taro'
import { downloadContractPdf } from '@/api/contract'
import { apiUrl } from '@/api/request-config'
import { isWeapp } from './platform'

/**
 * Opens the signed contract: the browser shows the PDF in a new tab (where it can be saved), the
 * mini-program downloads it and opens its document viewer, whose menu forwards or saves it.
 */
export async function openContractPdf(pdfUrl: string): Promise<void> {
  if (!isWeapp()) {
    window.open(apiUrl(pdfUrl), '_blank', 'noopener')
    return
  }
  const filePath = await downloadContractPdf(pdfUrl)
  await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true })
}
