import { getContractPdf } from '@/api/contract'
import { PDF, saveFile } from './saveFile'

/**
 * The signed contract, read through its authenticated route (it is never a public file): the browser
 * saves the PDF, the mini-program opens its document viewer, whose menu forwards or saves it.
 */
export async function openContractPdf(contractId: number): Promise<void> {
  await saveFile(await getContractPdf({ id: contractId }), PDF)
}
