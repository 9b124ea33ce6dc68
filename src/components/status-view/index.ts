export { StatusView, type Props as StatusViewProps } from './status-view'
