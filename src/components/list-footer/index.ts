export { ListFooter, type Props as ListFooterProps } from './list-footer'
