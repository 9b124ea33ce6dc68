export { SiteFooter, type Props as SiteFooterProps } from './site-footer'
