export { LoveTabbar, type Props as LoveTabbarProps } from './love-tabbar'
export { isMessageTab, visibleTabs, type TabViewer, type VisibleTab } from './rules'
