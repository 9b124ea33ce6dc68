export { BarChart, barPercent, stepRate, type BarItem, type Props as BarChartProps } from './bar-chart'
