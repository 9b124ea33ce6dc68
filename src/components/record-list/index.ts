export { RecordList, type Props as RecordListProps } from './record-list'
