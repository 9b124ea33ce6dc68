export { SegmentTabs, type Props as SegmentTabsProps, type Tab } from './segment-tabs'
