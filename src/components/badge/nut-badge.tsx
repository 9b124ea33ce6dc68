import { Badge } from '@nutui/nutui-react-taro'

/*
 * NutUI's Badge brings its ConfigProvider (with lodash.kebabcase and react-fast-compare), 6 KB gzip
 * that would otherwise sit on the home's first load; badge.tsx loads this file once there is a count.
 */
export default Badge
