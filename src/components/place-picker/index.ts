export { PlacePicker, type Props as PlacePickerProps } from './place-picker'
export { usePlaceSearch } from './usePlaceSearch'
