export { Badge, badgeText, BADGE_OVERFLOW, type Props as BadgeProps } from './badge'
