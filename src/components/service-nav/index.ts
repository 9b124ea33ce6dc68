export { ServiceNav, type Props as ServiceNavProps } from './service-nav'
export { serviceEntries } from './rules'
