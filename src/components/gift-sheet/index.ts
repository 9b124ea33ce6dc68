export { GiftSheet, type Props as GiftSheetProps } from './gift-sheet'
