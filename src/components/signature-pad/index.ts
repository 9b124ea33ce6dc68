export { SignaturePad } from './signature-pad'
export type { Props, SignaturePadHandle } from './signature-pad'
export { hasEnoughInk, MIN_INK_PX } from './ink'
