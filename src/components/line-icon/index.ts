export { LineIcon, type Props as LineIconProps } from './line-icon'
