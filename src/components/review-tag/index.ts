export { ReviewTag, type Props as ReviewTagProps } from './review-tag'
