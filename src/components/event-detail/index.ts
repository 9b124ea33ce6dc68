export { EventDetailView, type Props as EventDetailProps } from './event-detail'
