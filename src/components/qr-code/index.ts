export { QrCode, useQrCode, type Props as QrCodeProps } from './qr-code'
