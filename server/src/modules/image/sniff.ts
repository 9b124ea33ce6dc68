export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif'

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * The image type from the file's first bytes. Names and declared MIME types are whatever the
 * client says; the magic bytes are what the decoder will actually read.
 */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif'
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp'
  return null
}
