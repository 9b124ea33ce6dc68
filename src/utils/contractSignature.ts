import { uploadImage, uploadImageBase64 } from '@/api/image'
import type { SignatureImage } from '@/components/signature-pad'

/** Uploads the drawn signature through the image upload, so the contract references an image this server stored. */
export async function uploadSignature(image: SignatureImage): Promise<string> {
  const res = image.kind === 'dataUrl' ? await uploadImageBase64(image.data) : await uploadImage(image.path)
  return res.url
}
