export { ListEnd, type Props as ListEndProps } from './list-end'
export { ListFooter, type Props as ListFooterProps } from './list-footer'
