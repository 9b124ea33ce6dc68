export { PennantView, type Props as PennantViewProps } from './pennant'
