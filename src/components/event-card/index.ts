export { EventCardView, type Props as EventCardProps } from './event-card'
