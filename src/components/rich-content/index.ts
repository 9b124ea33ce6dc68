export { RichContent, type Props as RichContentProps } from './rich-content'
