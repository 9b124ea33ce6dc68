export { ImagePicker, type Props as ImagePickerProps } from './image-picker'
