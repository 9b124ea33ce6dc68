export { LoveTabbar, type Props as LoveTabbarProps } from './love-tabbar'
export { visibleTabs, type TabViewer, type VisibleTab } from './rules'
