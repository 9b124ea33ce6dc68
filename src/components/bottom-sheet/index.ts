export { BottomSheet, type Props as BottomSheetProps } from './bottom-sheet'
